/**
 * Deprecated items a sample uses, and whether its page says so.
 *
 * A use is what graphql-js's `NoDeprecatedCustomRule` reports for a
 * document: a deprecated field, argument, input field or enum value. The
 * replacement is the name the deprecation reason gives (`Use
 * networkAppInstallations instead`, `… will be replaced by posts`, `Has been
 * moved to usageLimits`) when that name is a sibling of the item (another
 * field of the same type, argument of the same field, value of the same
 * enum); otherwise the item has no named replacement.
 *
 * A use passes when the page names it as deprecated: a sentence of the page's
 * prose (paragraphs, headings, table cells and list items, never code blocks)
 * contains the word "deprecated", the item's name in backticks (`subscriptionPlan`
 * or `Network.subscriptionPlan`, `getMember(memberId)`; an argument also as
 * `format:`) and, when there is a replacement, the replacement's name in
 * backticks. A body row of a table counts as a sentence together with the
 * table's header row.
 */
import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  NoDeprecatedCustomRule,
  type OperationDefinitionNode,
  validate,
} from 'graphql';
import type {Nodes, TableRow} from 'mdast';
import {visit} from 'unist-util-visit';

import {parseMarkdown} from '../../node/markdown/parse';

export type DeprecatedKind = 'field' | 'argument' | 'inputField' | 'enumValue' | 'directiveArgument';

export interface DeprecatedItem {
  readonly kind: DeprecatedKind;
  /** The type (or `@directive`) the item belongs to. */
  readonly parent: string;
  /** For an argument: the field it belongs to. */
  readonly field: string | null;
  readonly name: string;
  readonly reason: string;
  /** The name the reason gives as the replacement, when it names a sibling (or a root field: `loginNetwork mutation`). */
  readonly replacement: string | null;
  /** How a message names the replacement: `networkAppInstallations`, `the loginNetwork mutation`. */
  readonly replacementLabel: string | null;
  /** A field of the query, mutation or subscription root. */
  readonly root: boolean;
}

export interface DeprecatedUse {
  readonly item: DeprecatedItem;
  /** 1-based line in the document. */
  readonly line: number;
  /** The node the rule reports: the field, argument, object field or enum value. */
  readonly node: ASTNode;
}

/** How a message names the item: `getNetworkAppInstallations` (a root field), `Network.subscriptionPlan`, `Post.shortContent(format:)`. */
export function itemLabel(item: DeprecatedItem): string {
  if (item.kind === 'field') return item.root ? item.name : `${item.parent}.${item.name}`;
  if (item.kind === 'argument') return `${item.parent}.${item.field}(${item.name}:)`;
  if (item.kind === 'directiveArgument') return `${item.parent}(${item.name}:)`;
  return `${item.parent}.${item.name}`;
}

/** `name it as deprecated`: the failure message for a use the page does not name. */
export function deprecationMessage(item: DeprecatedItem): string {
  return item.replacement === null
    ? `${itemLabel(item)} is deprecated (${JSON.stringify(item.reason)}); name it as deprecated on the page or stop using it`
    : `${itemLabel(item)} is deprecated (use ${item.replacementLabel ?? item.replacement}); name it as deprecated on the page or use the replacement`;
}

const REPLACEMENT =
  /\b(?:use|replaced (?:by|with)|moved to)\s+["'`]?([A-Za-z_][\w.]*?)\.?["'`]?(?:\s+(query|mutation|subscription)\b)?(?=[\s"'`,;]|\.(?!\w)|$)/i;

/**
 * The name the deprecation reason offers instead: one of `siblings` (a dotted
 * name counts by its first part), or a field of the root type the reason
 * names (`replaced by loginNetwork mutation`); null when it names neither.
 */
export function replacementOf(
  reason: string,
  siblings: readonly string[],
  schema?: GraphQLSchema,
): {readonly name: string; readonly label: string} | null {
  const match = REPLACEMENT.exec(reason);
  const candidate = match?.[1];
  if (candidate === undefined) return null;
  const operation = match![2]?.toLowerCase();
  if (operation !== undefined && schema !== undefined) {
    if (rootTypeOf(schema, operation)?.getFields()[candidate] !== undefined)
      return {name: candidate, label: `the ${candidate} ${operation}`};
  }
  return siblings.includes(candidate.split('.')[0]!) ? {name: candidate, label: candidate} : null;
}

/** The root type of an operation kind (`query`, `mutation`, `subscription`). */
export function rootTypeOf(schema: GraphQLSchema, operation: string): GraphQLObjectType | null | undefined {
  if (operation === 'query') return schema.getQueryType();
  if (operation === 'mutation') return schema.getMutationType();
  return operation === 'subscription' ? schema.getSubscriptionType() : null;
}

function rootNames(schema: GraphQLSchema): Set<string> {
  return new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) => (type ? [type.name] : [])),
  );
}

function fieldOf(schema: GraphQLSchema, typeName: string, fieldName: string): GraphQLField<unknown, unknown> | undefined {
  const type = schema.getType(typeName);
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[fieldName] : undefined;
}

/** A deprecated item with the replacement its reason names among `siblings` (see `replacementOf`). */
export function deprecatedItem(
  schema: GraphQLSchema,
  item: Pick<DeprecatedItem, 'kind' | 'parent' | 'field' | 'name' | 'reason'>,
  siblings: readonly string[],
): DeprecatedItem {
  const replacement = replacementOf(item.reason, siblings, schema);
  return {
    ...item,
    replacement: replacement?.name ?? null,
    replacementLabel: replacement?.label ?? null,
    root: item.kind === 'field' && rootNames(schema).has(item.parent),
  };
}

/** The item a rule message names, with its replacement; null for a message of another kind. */
function itemOfMessage(schema: GraphQLSchema, message: string): DeprecatedItem | null {
  const item = (kind: DeprecatedKind, parent: string, field: string | null, name: string, reason: string, siblings: string[]) =>
    deprecatedItem(schema, {kind, parent, field, name, reason}, siblings);
  let match = /^The field (\w+)\.(\w+) is deprecated\. ([\s\S]*)$/.exec(message);
  if (match !== null) {
    const [, parent, name, reason] = match as unknown as [string, string, string, string];
    const type = schema.getType(parent);
    const siblings = isObjectType(type) || isInterfaceType(type) ? Object.keys(type.getFields()) : [];
    return item('field', parent, null, name, reason, siblings);
  }
  match = /^Field "(\w+)\.(\w+)" argument "(\w+)" is deprecated\. ([\s\S]*)$/.exec(message);
  if (match !== null) {
    const [, parent, field, name, reason] = match as unknown as [string, string, string, string, string];
    const definition = fieldOf(schema, parent, field);
    const type = schema.getType(parent);
    const siblings = [
      ...(definition?.args.map((arg) => arg.name) ?? []),
      ...(isObjectType(type) || isInterfaceType(type) ? Object.keys(type.getFields()) : []),
    ];
    return item('argument', parent, field, name, reason, siblings);
  }
  match = /^Directive "(@\w+)" argument "(\w+)" is deprecated\. ([\s\S]*)$/.exec(message);
  if (match !== null) {
    const [, parent, name, reason] = match as unknown as [string, string, string, string];
    const siblings = schema.getDirective(parent.slice(1))?.args.map((arg) => arg.name) ?? [];
    return item('directiveArgument', parent, null, name, reason, siblings);
  }
  match = /^The input field (\w+)\.(\w+) is deprecated\. ([\s\S]*)$/.exec(message);
  if (match !== null) {
    const [, parent, name, reason] = match as unknown as [string, string, string, string];
    const type = schema.getType(parent);
    return item('inputField', parent, null, name, reason, isInputObjectType(type) ? Object.keys(type.getFields()) : []);
  }
  match = /^The enum value "(\w+)\.(\w+)" is deprecated\. ([\s\S]*)$/.exec(message);
  if (match !== null) {
    const [, parent, name, reason] = match as unknown as [string, string, string, string];
    const type = schema.getType(parent);
    return item('enumValue', parent, null, name, reason, isEnumType(type) ? type.getValues().map((value) => value.name) : []);
  }
  return null;
}

/** Every deprecated item a valid document uses, as `NoDeprecatedCustomRule` finds them, in document order. */
export function deprecatedUses(schema: GraphQLSchema, document: DocumentNode): DeprecatedUse[] {
  return validate(schema, document, [NoDeprecatedCustomRule]).flatMap((error) => {
    const item = itemOfMessage(schema, error.message);
    const node = error.nodes?.[0];
    return item === null || node === undefined ? [] : [{item, line: error.locations?.[0]?.line ?? 1, node}];
  });
}

/** A deprecated field of a schema type, as a use of it would report it; null when it is not deprecated. */
export function deprecatedField(schema: GraphQLSchema, typeName: string, fieldName: string): DeprecatedItem | null {
  const type = schema.getType(typeName);
  const fields = isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : undefined;
  const field = fields?.[fieldName];
  if (field === undefined || field.deprecationReason == null) return null;
  const kind = isInputObjectType(type) ? 'inputField' : 'field';
  return deprecatedItem(
    schema,
    {kind, parent: typeName, field: null, name: fieldName, reason: field.deprecationReason},
    Object.keys(fields!),
  );
}

/** The root field node of an operation's first selection, which the rule reports for a deprecated operation. */
export function rootFieldNode(document: DocumentNode): FieldNode | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const field = operation?.selectionSet.selections[0];
  return field?.kind === Kind.FIELD ? field : undefined;
}

/** Inline text of a prose node, code spans in backticks. */
function proseText(node: Nodes): string {
  let text = '';
  visit(node, (descendant: Nodes) => {
    if (descendant.type === 'inlineCode') text += `\`${descendant.value}\``;
    else if (descendant.type === 'text') text += descendant.value;
    else if (descendant.type === 'break') text += ' ';
  });
  return text;
}

const sentencesByPage = new Map<string, readonly string[]>();

/**
 * The sentences of a page's prose: each paragraph or heading split after `.`,
 * `!` or `?` followed by a space; each body row of a table, after the text of
 * its header row (so that a row under a "Deprecated | Use instead" header
 * names its items as deprecated).
 */
export function proseSentences(file: string, markdown: string): readonly string[] {
  const key = `${file}\n${markdown}`;
  let sentences = sentencesByPage.get(key);
  if (sentences === undefined) {
    const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
    const rowText = (row: TableRow) => row.children.map(proseText).join(' | ');
    const found: string[] = [];
    visit(parseMarkdown(file, markdown), (node: Nodes) => {
      if (node.type === 'table') {
        const [header, ...rows] = node.children;
        found.push(...rows.map((row) => oneLine(`${header === undefined ? '' : rowText(header)} | ${rowText(row)}`)));
      } else if (node.type === 'paragraph' || node.type === 'heading') {
        found.push(...oneLine(proseText(node)).split(/(?<=[.!?])\s+/));
      }
    });
    sentences = found;
    sentencesByPage.set(key, sentences);
  }
  return sentences;
}

/** Names the page may give the item in backticks. */
function namesOf(item: DeprecatedItem): string[] {
  const names = [item.name, `${item.parent}.${item.name}`];
  if (item.kind === 'argument' || item.kind === 'directiveArgument') names.push(`${item.name}:`, itemLabel(item));
  return names;
}

/** Whether the page's prose has a sentence that calls the item deprecated and names its replacement (see the module comment). */
export function namedAsDeprecated(file: string, markdown: string, item: DeprecatedItem): boolean {
  const names = namesOf(item);
  const replacements = item.replacement === null ? [] : [item.replacement, `${item.parent}.${item.replacement}`];
  return proseSentences(file, markdown).some((sentence) => {
    if (!/\bdeprecated\b/i.test(sentence)) return false;
    // `getMember(memberId, username)` names getMember.
    const spans = new Set([...sentence.matchAll(/`([^`]+)`/g)].flatMap((match) => [match[1]!, match[1]!.replace(/\(.*\)$/, '')]));
    return names.some((name) => spans.has(name)) && (replacements.length === 0 || replacements.some((name) => spans.has(name)));
  });
}
