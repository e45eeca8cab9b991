/** The kinds of page in the reference, in the order the sidebar and overview list them. */
export const ITEM_KINDS = [
  'query',
  'mutation',
  'subscription',
  'object',
  'interface',
  'input',
  'enum',
  'union',
  'scalar',
  'directive',
] as const;

export type ItemKind = (typeof ITEM_KINDS)[number];
export type OperationKind = Extract<ItemKind, 'query' | 'mutation' | 'subscription'>;

export const KIND_INFO: Readonly<Record<ItemKind, {readonly folder: string; readonly singular: string; readonly plural: string}>> = {
  query: {folder: 'queries', singular: 'Query', plural: 'Queries'},
  mutation: {folder: 'mutations', singular: 'Mutation', plural: 'Mutations'},
  subscription: {folder: 'subscriptions', singular: 'Subscription', plural: 'Subscriptions'},
  object: {folder: 'objects', singular: 'Object', plural: 'Objects'},
  interface: {folder: 'interfaces', singular: 'Interface', plural: 'Interfaces'},
  input: {folder: 'inputs', singular: 'Input', plural: 'Inputs'},
  enum: {folder: 'enums', singular: 'Enum', plural: 'Enums'},
  union: {folder: 'unions', singular: 'Union', plural: 'Unions'},
  scalar: {folder: 'scalars', singular: 'Scalar', plural: 'Scalars'},
  directive: {folder: 'directives', singular: 'Directive', plural: 'Directives'},
};

export function isOperationKind(kind: ItemKind): kind is OperationKind {
  return kind === 'query' || kind === 'mutation' || kind === 'subscription';
}
