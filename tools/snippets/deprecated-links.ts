/**
 * Prose that points the reader at a deprecated item: a link to its reference
 * page or entry (`/docs/graphql/queries/get-network-app-installations`,
 * `/docs/graphql/objects/network#field-subscriptionPlan`,
 * `…#argument-x`, `…#value-X`). Such a link is a use like a sample's, and
 * passes the same way: the page names the item as deprecated with its
 * replacement (tools/snippets/deprecations.ts). Routes are resolved with the
 * references' `index.json` of the last `npm run generate`.
 */
import {type GraphQLSchema, isEnumType} from 'graphql';
import type {Link} from 'mdast';
import {visit} from 'unist-util-visit';

import type {ApiName} from '../../generators/client-reference/documents';
import {parseMarkdown, startLine} from '../../node/markdown/parse';
import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';
import {readReferenceIndex} from '../../node/site/paths';
import {type DeprecatedItem, deprecatedField, deprecatedItem, deprecationMessage, namedAsDeprecated, rootTypeOf} from './deprecations';
import type {SnippetProblem} from './typecheck';

type Target = {readonly api: ApiName; readonly type: string} | {readonly api: ApiName; readonly operation: string; readonly field: string};

let routes: ReadonlyMap<string, Target> | undefined;

/** Route → the type or operation it documents, for both APIs; read once. */
function referenceRoutes(): ReadonlyMap<string, Target> {
  if (routes === undefined) {
    const map = new Map<string, Target>();
    const add = (api: ApiName, index: ReferenceIndex) => {
      for (const [type, route] of Object.entries(index.types)) map.set(route, {api, type});
      for (const [operation, fields] of Object.entries(index.operations))
        for (const [field, route] of Object.entries(fields)) map.set(route, {api, operation, field});
    };
    add('network', readReferenceIndex('networkReference'));
    add('global', readReferenceIndex('globalReference'));
    routes = map;
  }
  return routes;
}

/** The deprecated item a reference URL points at; null when it points at nothing deprecated. */
export function deprecatedItemAt(url: string, schemas: Readonly<Record<ApiName, GraphQLSchema>>): DeprecatedItem | null {
  const [route = '', anchor = ''] = url.replace(/\/(?=#|$)/, '').split('#');
  const target = referenceRoutes().get(route);
  if (target === undefined) return null;
  const schema = schemas[target.api];
  const [, anchorKind, name] = /^(field|argument|value)-(.+)$/.exec(anchor) ?? [];
  if ('operation' in target) {
    const root = rootTypeOf(schema, target.operation);
    const field = root?.getFields()[target.field];
    if (root == null || field === undefined) return null;
    if (anchorKind === 'argument') {
      const arg = field.args.find((candidate) => candidate.name === name);
      if (arg?.deprecationReason == null) return null;
      return deprecatedItem(
        schema,
        {kind: 'argument', parent: root.name, field: field.name, name: arg.name, reason: arg.deprecationReason},
        field.args.map((candidate) => candidate.name),
      );
    }
    return deprecatedField(schema, root.name, field.name);
  }
  if (anchorKind === 'field' && name !== undefined) return deprecatedField(schema, target.type, name);
  const type = schema.getType(target.type);
  if (anchorKind === 'value' && isEnumType(type)) {
    const value = type.getValue(name ?? '');
    if (value?.deprecationReason == null) return null;
    return deprecatedItem(
      schema,
      {kind: 'enumValue', parent: type.name, field: null, name: value.name, reason: value.deprecationReason},
      type.getValues().map((candidate) => candidate.name),
    );
  }
  return null;
}

/** Links of a page's prose to deprecated reference items that the page does not name as deprecated. */
export function deprecatedLinkProblems(
  file: string,
  markdown: string,
  schemas: Readonly<Record<ApiName, GraphQLSchema>>,
): SnippetProblem[] {
  const problems: SnippetProblem[] = [];
  visit(parseMarkdown(file, markdown), 'link', (node: Link) => {
    if (!node.url.startsWith('/docs/')) return;
    const item = deprecatedItemAt(node.url, schemas);
    if (item !== null && !namedAsDeprecated(file, markdown, item))
      problems.push({origin: `${file}:${startLine(file, node)}`, line: 0, message: deprecationMessage(item)});
  });
  return problems;
}
