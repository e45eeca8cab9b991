/**
 * Building blocks of the generated GraphQL reference pages. Every piece of
 * schema text arrives as a prop and is rendered by React as text, never as
 * HTML or Markdown.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';

import {type ItemKind, KIND_INFO} from '@site/src/generators/graphql-reference/kinds';
import type {
  ArgumentInfo,
  EnumValueInfo,
  FieldInfo,
  ItemLink,
  TypeRef,
  Usage,
} from '@site/src/generators/graphql-reference/model';
import styles from './styles.module.css';

/** Paragraphs of a schema description, kept as literal text. */
function Description({text}: {readonly text: string | null}): ReactNode {
  if (text === null || text.trim() === '') return null;
  return (
    <div className={styles.description}>
      {text
        .trim()
        .split(/\n\s*\n/)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </div>
  );
}

function DeprecationNotice({reason}: {readonly reason: string | null}): ReactNode {
  if (reason === null) return null;
  return (
    <div className={`alert alert--warning ${styles.deprecation}`} role="note">
      <strong>Deprecated.</strong> {reason}
    </div>
  );
}

function DeprecatedBadge(): ReactNode {
  return <span className={`badge ${styles.deprecatedBadge}`}>Deprecated</span>;
}

export function TypeReference({type}: {readonly type: TypeRef}): ReactNode {
  return (
    <code className={styles.typeRef}>
      {type.prefix}
      <Link to={type.route}>{type.name}</Link>
      {type.suffix}
    </code>
  );
}

/** An element with an id that links elsewhere may point to: registered for the build's anchor check. */
function useAnchor(id: string): string {
  useBrokenLinks().collectAnchor(id);
  return id;
}

export function ItemHeader({
  kind,
  description,
  deprecationReason,
}: {
  readonly kind: ItemKind;
  readonly description: string | null;
  readonly deprecationReason: string | null;
}): ReactNode {
  return (
    <>
      <p className={styles.badges}>
        <span className="badge badge--secondary">{KIND_INFO[kind].singular}</span>
        {deprecationReason !== null && <DeprecatedBadge />}
      </p>
      <DeprecationNotice reason={deprecationReason} />
      <Description text={description} />
    </>
  );
}

export function Definition({code}: {readonly code: string}): ReactNode {
  return (
    <CodeBlock language="graphql" title="Definition">
      {code}
    </CodeBlock>
  );
}

/** Name, type, default value and deprecation of a field or argument; the name links to `anchor` when given. */
function EntryBody({entry, anchor}: {readonly entry: ArgumentInfo; readonly anchor?: string}): ReactNode {
  const name = <code>{entry.name}</code>;
  return (
    <>
      <div className={styles.entrySignature}>
        {anchor === undefined ? name : <a href={`#${anchor}`} className={styles.entryName}>{name}</a>}
        <span aria-hidden="true">: </span>
        <TypeReference type={entry.type} />
        {entry.defaultValue !== null && (
          <span className={styles.defaultValue}>
            {' '}
            = <code>{entry.defaultValue}</code>
          </span>
        )}
        {entry.deprecationReason !== null && <DeprecatedBadge />}
      </div>
      <DeprecationNotice reason={entry.deprecationReason} />
      <Description text={entry.description} />
    </>
  );
}

function Entry({
  entry,
  anchorKind,
}: {
  readonly entry: FieldInfo;
  readonly anchorKind: 'field' | 'argument';
}): ReactNode {
  const id = useAnchor(`${anchorKind}-${entry.name}`);
  return (
    <li id={id} className={styles.entry}>
      <EntryBody entry={entry} anchor={id} />
      {entry.args.length > 0 && (
        <div className={styles.nestedArgs}>
          <p className={styles.nestedTitle}>Arguments</p>
          <ul className={styles.entries}>
            {entry.args.map((arg) => (
              <li key={arg.name} className={styles.entry}>
                <EntryBody entry={arg} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export function FieldList({
  entries,
  anchorKind,
}: {
  readonly entries: readonly FieldInfo[];
  readonly anchorKind: 'field' | 'argument';
}): ReactNode {
  return (
    <ul className={styles.entries}>
      {entries.map((entry) => (
        <Entry key={entry.name} entry={entry} anchorKind={anchorKind} />
      ))}
    </ul>
  );
}

function EnumValue({value}: {readonly value: EnumValueInfo}): ReactNode {
  const id = useAnchor(`value-${value.name}`);
  return (
    <li id={id} className={styles.entry}>
      <div className={styles.entrySignature}>
        <a href={`#${id}`} className={styles.entryName}>
          <code>{value.name}</code>
        </a>
        {value.deprecationReason !== null && <DeprecatedBadge />}
      </div>
      <DeprecationNotice reason={value.deprecationReason} />
      <Description text={value.description} />
    </li>
  );
}

export function EnumValues({values}: {readonly values: readonly EnumValueInfo[]}): ReactNode {
  return (
    <ul className={styles.entries}>
      {values.map((value) => (
        <EnumValue key={value.name} value={value} />
      ))}
    </ul>
  );
}

export function Returns({type}: {readonly type: TypeRef}): ReactNode {
  return (
    <p>
      <TypeReference type={type} />
    </p>
  );
}

export function Example({document, variables}: {readonly document: string; readonly variables: string}): ReactNode {
  return (
    <>
      <p>
        Every argument is a variable. Required ones have example values; optional ones are declared
        and can be added to the variables when you need them.
      </p>
      <CodeBlock language="graphql" title="Operation">
        {document}
      </CodeBlock>
      <CodeBlock language="json" title="Variables">
        {variables}
      </CodeBlock>
    </>
  );
}

export function Locations({locations}: {readonly locations: readonly string[]}): ReactNode {
  return (
    <ul className={styles.inlineList}>
      {locations.map((location) => (
        <li key={location}>
          <code>{location}</code>
        </li>
      ))}
    </ul>
  );
}

function label(item: ItemLink): string {
  return item.kind === 'directive' ? `@${item.name}` : item.name;
}

export function LinkList({items}: {readonly items: readonly ItemLink[]}): ReactNode {
  return (
    <ul className={styles.inlineList}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.name}`}>
          <Link to={item.route}>
            <code>{label(item)}</code>
          </Link>{' '}
          <span className={styles.kind}>{KIND_INFO[item.kind].singular.toLowerCase()}</span>
        </li>
      ))}
    </ul>
  );
}

export function UsageList({usages}: {readonly usages: readonly Usage[]}): ReactNode {
  return (
    <ul className={styles.usages}>
      {usages.map(({item, via}) => (
        <li key={`${item.kind}:${item.name}`}>
          <Link to={item.route}>
            <code>{label(item)}</code>
          </Link>{' '}
          <span className={styles.kind}>{KIND_INFO[item.kind].singular.toLowerCase()}</span>
          {': '}
          {via.map((entry, index) => (
            <span key={entry.label}>
              {index > 0 && ', '}
              <Link to={`${item.route}#${entry.anchor}`}>{entry.label}</Link>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

export function ExternalLink({href}: {readonly href: string}): ReactNode {
  return (
    <p>
      <Link href={href}>{href}</Link>
    </p>
  );
}

export function NoEntries({text}: {readonly text: string}): ReactNode {
  return <p>{text}</p>;
}

const KIND_INTROS: Readonly<Record<ItemKind, string>> = {
  query: 'Queries read data. Send them as a query operation.',
  mutation: 'Mutations change data. Send them as a mutation operation.',
  subscription: 'Subscriptions deliver events as they happen.',
  object: 'Objects are what operations return: each has a set of fields you can select.',
  interface: 'Interfaces are sets of fields that several object types share.',
  input: 'Inputs are the structured arguments that operations take.',
  enum: 'Enums are fixed sets of allowed values.',
  union: 'Unions are fields that return one of several object types; select them with fragments.',
  scalar: 'Scalars are the leaf values of the API.',
  directive: 'Directives annotate a schema or an operation.',
};

export function CategoryIntro({kind, count}: {readonly kind: ItemKind; readonly count: number}): ReactNode {
  return (
    <p>
      {KIND_INTROS[kind]} The API has {count} {count === 1 ? KIND_INFO[kind].singular.toLowerCase() : KIND_INFO[kind].plural.toLowerCase()}.
    </p>
  );
}

export interface ItemRow {
  readonly name: string;
  readonly route: string;
  readonly summary: string;
  readonly deprecated: boolean;
}

export function ItemTable({rows}: {readonly rows: readonly ItemRow[]}): ReactNode {
  return (
    <table className={styles.itemTable}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.route}>
            <td>
              <Link to={row.route}>
                <code>{row.name}</code>
              </Link>
              {row.deprecated && <DeprecatedBadge />}
            </td>
            <td>{row.summary}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Overview({
  counts,
  origin,
  sourceHash,
  rootTypes,
}: {
  readonly counts: ReadonlyArray<{readonly kind: ItemKind; readonly label: string; readonly route: string; readonly count: number}>;
  readonly origin: string;
  readonly sourceHash: string;
  readonly rootTypes: {readonly query: string | null; readonly mutation: string | null; readonly subscription: string | null};
}): ReactNode {
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <>
      <p>
        This reference is generated from the platform&apos;s GraphQL schema each time the site is built,
        so it lists exactly what the API offers: {total} items in all. For the endpoint, authentication
        and a first request, start with the <Link to="/docs/schema">GraphQL API introduction</Link>.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Items</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((entry) => (
            <tr key={entry.kind}>
              <td>
                <Link to={entry.route}>{entry.label}</Link>
              </td>
              <td>{entry.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.source}>
        Schema: <code>{origin}</code> (sha256 <code>{sourceHash}</code>). Root types: query{' '}
        <code>{rootTypes.query ?? 'none'}</code>, mutation <code>{rootTypes.mutation ?? 'none'}</code>,
        subscription <code>{rootTypes.subscription ?? 'none'}</code>.
      </p>
    </>
  );
}
