/**
 * Items that an older snapshot of the API had and the documented schema no
 * longer has. Their routes stay: each gets a page with its last known
 * definition and, where the schemas show one, a link to its replacement.
 */
import {
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';

import {isOperationKind} from '../../plugins/reference-docs/contract/kinds';
import type {ItemLink} from '../../plugins/reference-docs/contract/entries';
import {type ReferenceItem, type ReferenceModel, buildModel, byKindThenName} from './model';
import type {SchemaSnapshot} from './schema-source';

/** The names that make a type what it is: fields, enum values or union members. */
function shapeOf(type: GraphQLNamedType | undefined): string | null {
  if (type === undefined) return null;
  let names: string[];
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) names = Object.keys(type.getFields());
  else if (isEnumType(type)) names = type.getValues().map((value) => value.name);
  else if (isUnionType(type)) names = type.getTypes().map((member) => member.name);
  else return null;
  return names.length === 0 ? null : [...names].sort().join(',');
}

interface Replacement {
  readonly link: ItemLink;
  readonly reason: string;
}

/** A type that only the new schema has, of the same kind and with exactly the same fields or values: a rename. */
function renamedType(item: ReferenceItem, snapshot: GraphQLSchema, current: ReferenceModel, schema: GraphQLSchema): Replacement | null {
  const shape = shapeOf(snapshot.getType(item.name) ?? undefined);
  if (shape === null) return null;
  const candidates = current.items.filter(
    (candidate) =>
      candidate.kind === item.kind &&
      candidate.removed === null &&
      snapshot.getType(candidate.name) == null &&
      shapeOf(schema.getType(candidate.name) ?? undefined) === shape,
  );
  if (candidates.length !== 1) return null;
  const [candidate] = candidates as [ReferenceItem];
  return {link: {kind: candidate.kind, name: candidate.name, route: candidate.route}, reason: 'It has the same fields under a new name.'};
}

/** An operation that moved to another operation type, or whose deprecation reason names a current operation. */
function replacedOperation(item: ReferenceItem, current: ReferenceModel): Replacement | null {
  const operations = current.items.filter((candidate) => isOperationKind(candidate.kind) && candidate.removed === null);
  const moved = operations.find((candidate) => candidate.name === item.name);
  if (moved !== undefined) {
    return {link: moved, reason: `It is now a ${moved.kind} of the same name.`};
  }
  const named = new Set((item.deprecationReason ?? '').match(/[_A-Za-z][_0-9A-Za-z]*/g) ?? []);
  const mentioned = operations.filter((candidate) => named.has(candidate.name));
  if (mentioned.length === 1) {
    return {link: mentioned[0]!, reason: 'Its deprecation notice pointed to it.'};
  }
  return null;
}

function withoutCrossLinks(item: ReferenceItem): ReferenceItem {
  // Back-links and examples describe the old schema as a whole; a removed page only keeps the item's own definition.
  return {...item, example: null, returnedBy: [], usedBy: [], memberOf: [], implementedBy: []};
}

/**
 * Pages for every item of the snapshots (newest first) whose route the
 * documented schema no longer has. A route is kept once, with the definition
 * of the newest snapshot that had it.
 */
export function removedItems(current: ReferenceModel, schema: GraphQLSchema, history: readonly SchemaSnapshot[]): ReferenceItem[] {
  const taken = new Set(current.items.map((item) => item.route));
  const removed: ReferenceItem[] = [];
  for (const snapshot of history) {
    const old = buildModel(snapshot.schema, current.routeBasePath);
    for (const item of old.items) {
      if (taken.has(item.route)) continue;
      taken.add(item.route);
      const replacement = isOperationKind(item.kind)
        ? replacedOperation(item, current)
        : item.kind === 'directive'
          ? null
          : renamedType(item, snapshot.schema, current, schema);
      removed.push({
        ...withoutCrossLinks(item),
        removed: {
          snapshot: snapshot.label,
          origin: snapshot.origin,
          replacement: replacement?.link ?? null,
          replacementReason: replacement?.reason ?? null,
        },
      });
    }
  }
  return removed.sort(byKindThenName);
}
