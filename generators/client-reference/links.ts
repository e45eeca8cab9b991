/**
 * Where a type name that TypeDoc does not document itself should link to.
 * Schema types and operation arguments go to the GraphQL reference; the
 * client's field-selection types go to the guide that explains them; types of
 * the platform and of graphql-request go to their own documentation.
 */
import {KIND_INFO} from '../../plugins/reference-docs/contract/kinds';
import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';
import {ROUTE_BASES} from '../../src/site/constants';
import {CLIENT_PACKAGE} from '../../node/site/paths';

export const CHOOSING_FIELDS_URL = `${ROUTE_BASES.clientReference}/getting-started#choosing-fields`;

const EXTERNAL: Readonly<Record<string, string>> = {
  Promise: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise',
  fetch: 'https://developer.mozilla.org/en-US/docs/Web/API/Window/fetch',
  Headers: 'https://developer.mozilla.org/en-US/docs/Web/API/Headers',
  HeadersInit: 'https://developer.mozilla.org/en-US/docs/Web/API/Headers/Headers',
  Omit: 'https://www.typescriptlang.org/docs/handbook/utility-types.html#omittype-keys',
  GraphQLError: 'https://graphql.org/graphql-js/error/',
};

/** Types that the client takes over from graphql-request, its HTTP layer. */
const GRAPHQL_REQUEST = new Set([
  'GraphQLClient',
  'BaseGraphQLClient',
  'ClientError',
  'RequestDocument',
  'Variables',
  'BatchRequestDocument',
  'BatchRequestsOptions',
  'RawRequestOptions',
  'RequestOptions',
]);
export const GRAPHQL_REQUEST_URL = 'https://www.npmjs.com/package/graphql-request/v/4.3.0';

/**
 * Types that the package generated from a newer API than its SDL: the GraphQL
 * reference does not have them, so they link to their definition in the
 * package's source.
 */
export interface PackageTypes {
  readonly names: ReadonlySet<string>;
  readonly url: string;
}

export const GENERATED_TYPES_FILE = 'src/types/tribe-graphql.generated.ts';
export const GENERATED_TYPES_URL = `https://unpkg.com/${CLIENT_PACKAGE.name}@${CLIENT_PACKAGE.version}/${GENERATED_TYPES_FILE}`;

/** Names a generated TypeScript file exports. */
export function exportedNames(source: string): Set<string> {
  return new Set([...source.matchAll(/^export (?:type|interface|enum|const enum) (\w+)/gm)].map((match) => match[1]!));
}

const ARGUMENTS = /^(Query|Mutation|Subscription)(\w+)Args$/;
const FIELDS = /^(Custom)?\w+Fields$/;

const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/** A URL for a type name, or null when nothing documents it. `Owner.member` names resolve by their owner. */
export function resolveTypeLink(
  qualifiedName: string,
  index: ReferenceIndex,
  packageTypes: PackageTypes = {names: new Set(), url: GENERATED_TYPES_URL},
): string | null {
  const name = qualifiedName.split('.')[0] ?? qualifiedName;
  const schemaType = index.types[name];
  if (schemaType !== undefined) return schemaType;

  const args = ARGUMENTS.exec(name);
  if (args !== null) {
    const kind = args[1]!.toLowerCase() as keyof ReferenceIndex['operations'];
    const route = index.operations[kind][lowerFirst(args[2]!)];
    if (route !== undefined) return `${route}#arguments`;
  }
  if (name === 'Query' || name === 'Mutation') {
    return `${ROUTE_BASES.networkReference}/${KIND_INFO[name === 'Query' ? 'query' : 'mutation'].folder}`;
  }
  if (FIELDS.test(name)) return CHOOSING_FIELDS_URL;
  if (GRAPHQL_REQUEST.has(name)) return GRAPHQL_REQUEST_URL;
  if (packageTypes.names.has(name)) return packageTypes.url;
  return EXTERNAL[name] ?? null;
}
