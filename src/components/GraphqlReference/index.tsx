/**
 * Building blocks of the generated GraphQL reference pages. Every piece of
 * schema text arrives as a prop and is rendered by React as text, except
 * descriptions, which are Markdown that the generator rendered to safe HTML.
 */
import {type ReactNode, useState} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import StaticIsland from '@site/src/components/StaticIsland';

import type {DefinitionFile, OverviewFacts, ReferenceComponentProps as Props, UsageListFile} from '@site/src/reference-contract/components';
import {
  type ArgumentInfo,
  type Description,
  type EnumValueInfo,
  type FieldInfo,
  type ItemLink,
  type RemovedInfo,
  type TypeRef,
  type Usage,
  anchorFor,
} from '@site/src/reference-contract/entries';
import {type ItemKind, KIND_INFO} from '@site/src/reference-contract/kinds';
import {ROUTES} from '@site/src/site/constants';
import {codeOfHtml} from '@site/src/theme/CodeBlock/highlighted-code';
import styles from './styles.module.css';

/** A schema description: CommonMark, rendered to HTML and made safe by the generator (generators/graphql-reference/description.ts). */
function SchemaDescription({
  description,
  inEntry = false,
}: {
  readonly description: Description | null;
  readonly inEntry?: boolean;
}): ReactNode {
  if (description === null) return null;
  // In a list of entries the list's own rules style it (see .entries): a class per entry was a tenth of a long page.
  return <div className={inEntry ? undefined : styles.description} dangerouslySetInnerHTML={{__html: description.html}} />;
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

export function TypeReference({type, inEntry = false}: {readonly type: TypeRef; readonly inEntry?: boolean}): ReactNode {
  return (
    <code className={inEntry ? undefined : styles.typeRef}>
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

function RemovedNotice({removed, kind}: {readonly removed: RemovedInfo; readonly kind: ItemKind}): ReactNode {
  const {replacement} = removed;
  return (
    <div className={`alert alert--danger ${styles.deprecation}`} role="note">
      {/* The page stays for old links and bookmarks. Search engines, the sitemap and the site's search leave it out. */}
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <p>
        <strong>No longer in the API.</strong> This {KIND_INFO[kind].singular.toLowerCase()} is in the {removed.snapshot} (
        <code>{removed.origin}</code>) but not in the schema this reference documents. The definition below is the last one known; requests
        that use it are likely to fail.
      </p>
      {replacement !== null && (
        <p>
          Use{' '}
          <Link to={replacement.route}>
            <code>{label(replacement)}</code>
          </Link>{' '}
          {KIND_INFO[replacement.kind].singular.toLowerCase()} instead. {removed.replacementReason}
        </p>
      )}
    </div>
  );
}

export function ItemHeader({kind, api, description, deprecationReason, removed}: Props['ItemHeader']): ReactNode {
  return (
    <>
      <p className={styles.badges}>
        <span className="badge badge--secondary">{KIND_INFO[kind].singular}</span>
        <span className={`badge ${styles.apiBadge}`}>{api}</span>
        {removed !== null && <span className={`badge ${styles.removedBadge}`}>Removed</span>}
        {deprecationReason !== null && <DeprecatedBadge />}
      </p>
      {removed !== null && <RemovedNotice removed={removed} kind={kind} />}
      <DeprecationNotice reason={deprecationReason} />
      <SchemaDescription description={description} />
    </>
  );
}

/** A block the generator highlighted: its HTML carries the code too. */
function HighlightedBlock({language, title, html}: {readonly language: string; readonly title: string; readonly html: string}): ReactNode {
  return (
    <CodeBlock language={language} title={title} highlighted={html}>
      {codeOfHtml(html)}
    </CodeBlock>
  );
}

export function Definition({highlighted, title}: Props['Definition']): ReactNode {
  return <HighlightedBlock language="graphql" title={title} html={highlighted} />;
}

/** Name, type, default value and deprecation of a field or argument; the name links to `anchor` when given. */
function EntryBody({entry, anchor}: {readonly entry: ArgumentInfo; readonly anchor?: string}): ReactNode {
  const name = <code>{entry.name}</code>;
  return (
    <>
      <div>
        {anchor === undefined ? name : <a href={`#${anchor}`}>{name}</a>}
        <span aria-hidden="true">: </span>
        <TypeReference type={entry.type} inEntry />
        {entry.defaultValue !== null && (
          <span className={styles.defaultValue}>
            {' '}
            = <code>{entry.defaultValue}</code>
          </span>
        )}
        {entry.defaultValueUnknown && (
          <span className={styles.defaultValue}> (optional: has a default value that the schema snapshot does not record)</span>
        )}
        {entry.deprecationReason !== null && <DeprecatedBadge />}
      </div>
      <DeprecationNotice reason={entry.deprecationReason} />
      <SchemaDescription description={entry.description} inEntry />
    </>
  );
}

function Entry({entry, anchorKind}: {readonly entry: FieldInfo; readonly anchorKind: 'field' | 'argument'}): ReactNode {
  const id = useAnchor(anchorFor(anchorKind, entry.name));
  return (
    <li id={id}>
      <EntryBody entry={entry} anchor={id} />
      {entry.args.length > 0 && (
        <div className={styles.nestedArgs}>
          <p className={styles.nestedTitle}>Arguments</p>
          <ul className={styles.entries}>
            {entry.args.map((arg) => (
              <li key={arg.name}>
                <EntryBody entry={arg} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

export function FieldList({entries, anchorKind}: Props['FieldList']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.entries}>
      {entries.map((entry) => (
        <Entry key={entry.name} entry={entry} anchorKind={anchorKind} />
      ))}
    </StaticIsland>
  );
}

function EnumValue({value}: {readonly value: EnumValueInfo}): ReactNode {
  const id = useAnchor(anchorFor('value', value.name));
  return (
    <li id={id}>
      <div>
        <a href={`#${id}`}>
          <code>{value.name}</code>
        </a>
        {value.deprecationReason !== null && <DeprecatedBadge />}
      </div>
      <DeprecationNotice reason={value.deprecationReason} />
      <SchemaDescription description={value.description} inEntry />
    </li>
  );
}

export function EnumValues({values}: Props['EnumValues']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.entries}>
      {values.map((value) => (
        <EnumValue key={value.name} value={value} />
      ))}
    </StaticIsland>
  );
}

export function Returns({type}: Props['Returns']): ReactNode {
  return (
    <p>
      <TypeReference type={type} />
    </p>
  );
}

/** The tab group of API calls, shared with the guide's pages: a reader's choice holds on every page. */
export const API_CALL_TABS = 'api-client';

/**
 * `data-pagefind-ignore` keeps out of the search index what every operation's page repeats (this paragraph, the
 * cURL and client boilerplate, sample data), which would otherwise match questions on 900 pages at once. The
 * operation document stays searchable: it holds the operation's and its fields' names.
 */
export function Example({document, variables, curl, client, response}: Props['Example']): ReactNode {
  // The same call another way, where there is one: cURL needs the API's endpoint, the client a method that sends it.
  const otherCalls = [
    {value: 'curl', label: 'cURL', language: 'bash', title: 'Request', html: curl},
    {value: 'js', label: 'JavaScript client', language: 'ts', title: '@tribeplatform/gql-client', html: client},
  ].flatMap((call) => (call.html === undefined ? [] : [{...call, html: call.html}]));
  return (
    <>
      <p data-pagefind-ignore>
        A typical call and what it returns. The arguments above list what else you can pass; add each as a variable.
        {client === undefined
          ? null
          : ' The JavaScript client picks the fields it returns with its own presets, so its result can hold other fields than the response shown here.'}
      </p>
      <Tabs groupId={API_CALL_TABS}>
        <TabItem value="graphql" label="GraphQL">
          <HighlightedBlock language="graphql" title="Operation" html={document} />
          <div data-pagefind-ignore>
            <HighlightedBlock language="json" title="Variables" html={variables} />
          </div>
        </TabItem>
        {otherCalls.map((call) => (
          <TabItem key={call.value} value={call.value} label={call.label}>
            <div data-pagefind-ignore>
              <HighlightedBlock language={call.language} title={call.title} html={call.html} />
            </div>
          </TabItem>
        ))}
      </Tabs>
      <div data-pagefind-ignore>
        <HighlightedBlock language="json" title="Response" html={response} />
      </div>
    </>
  );
}

/** Guide pages whose samples use this item: links, left out of search, where the pages themselves are found. */
export function GuidePages({pages}: Props['GuidePages']): ReactNode {
  return (
    <ul data-pagefind-ignore>
      {pages.map((page) => (
        <li key={page.route}>
          <Link to={page.route}>{page.title}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Locations({locations}: Props['Locations']): ReactNode {
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

export function LinkList({items}: Props['LinkList']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.inlineList}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.name}`}>
          <Link to={item.route}>
            <code>{label(item)}</code>
          </Link>{' '}
          <span className={styles.kind}>{KIND_INFO[item.kind].singular.toLowerCase()}</span>
        </li>
      ))}
    </StaticIsland>
  );
}

function UsageEntry({usage: {item, via}}: {readonly usage: Usage}): ReactNode {
  return (
    <li>
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
  );
}

export function UsageList({usages}: Props['UsageList']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.usages}>
      {usages.map((usage) => (
        <UsageEntry key={`${usage.item.kind}:${usage.item.name}`} usage={usage} />
      ))}
    </StaticIsland>
  );
}

/** Where a part of the page that loads on request stands: not asked for, coming, failed, or here. */
type LazyState<Data> = 'closed' | 'loading' | 'failed' | Data;

/** A file of the page's data that loads when the reader opens its `<details>`; opening again after a failure retries. */
function useLazyData<Data extends object>(load: (() => Promise<{readonly default: Data}>) | undefined): [LazyState<Data>, () => void] {
  const [state, setState] = useState<LazyState<Data>>('closed');
  const request = (): void => {
    if (load === undefined || (state !== 'closed' && state !== 'failed')) return;
    setState('loading');
    load().then(
      (module) => setState(module.default),
      () => setState('failed'),
    );
  };
  return [state, request];
}

/** What a part that loads on request shows until it is here: that it is coming, or a Retry; and where else to read it. */
function LazyFallback({state, retry}: {readonly state: 'closed' | 'loading' | 'failed'; readonly retry: () => void}): ReactNode {
  const {pathname} = useLocation();
  if (state === 'failed') {
    return (
      <p role="alert">
        This part of the page could not be loaded.{' '}
        <button type="button" className="button button--sm button--secondary" onClick={retry}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <p role="status">
      {state === 'loading' ? 'Loading… ' : ''}It is also in <a href={`${pathname.replace(/\/$/, '')}.md`}>this page as Markdown</a>.
    </p>
  );
}

/** A `<details>` whose content is a file of the page's data, loaded the first time the reader opens it. */
function LazyDetails<Data extends object>({
  summary,
  load,
  children,
}: {
  readonly summary: ReactNode;
  readonly load: (() => Promise<{readonly default: Data}>) | undefined;
  readonly children: (data: Data) => ReactNode;
}): ReactNode {
  const [state, request] = useLazyData(load);
  return (
    <details className={styles.lazyDetails} onToggle={(event) => event.currentTarget.open && request()}>
      <summary>{summary}</summary>
      {typeof state === 'object' ? children(state) : <LazyFallback state={state} retry={request} />}
    </details>
  );
}

/**
 * "Used by" for a type that many items use: the counts by kind, and the full
 * list, in a chunk of its own, loaded when the reader opens it (the page's
 * Markdown copy has it too, for a reader without JavaScript).
 */
export function UsageSummary({
  total,
  byKind,
  load,
}: Props['UsageSummary'] & {readonly load?: () => Promise<{readonly default: UsageListFile}>}): ReactNode {
  return (
    <>
      <p>
        {total} items use this type: {byKind.map((entry) => `${entry.count} ${entry.label}`).join(', ')}.
      </p>
      <LazyDetails summary={`All ${total}, with the fields and arguments that use it`} load={load}>
        {(list) => (
          <ul className={styles.usages}>
            {list.usages.map((usage) => (
              <UsageEntry key={`${usage.item.kind}:${usage.item.name}`} usage={usage} />
            ))}
          </ul>
        )}
      </LazyDetails>
    </>
  );
}

/** A definition too long for its page: its length, and the SDL, in a chunk of its own, when the reader opens it. */
export function LongDefinition({
  title,
  lines,
  load,
}: Props['LongDefinition'] & {readonly load?: () => Promise<{readonly default: DefinitionFile}>}): ReactNode {
  return (
    <LazyDetails summary={`${title}: ${lines} lines of SDL`} load={load}>
      {(definition) => <HighlightedBlock language="graphql" title={title} html={definition.highlighted} />}
    </LazyDetails>
  );
}

export function ExternalLink({href, linkable}: Props['ExternalLink']): ReactNode {
  return <p>{linkable ? <Link href={href}>{href}</Link> : <code>{href}</code>}</p>;
}

export function NoEntries({text}: Props['NoEntries']): ReactNode {
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

export function CategoryIntro({kind, count, api}: Props['CategoryIntro']): ReactNode {
  return (
    <p>
      {KIND_INTROS[kind]} The {api} has {count}{' '}
      {count === 1 ? KIND_INFO[kind].singular.toLowerCase() : KIND_INFO[kind].plural.toLowerCase()}.
    </p>
  );
}

export function RemovedTable({rows}: Props['RemovedTable']): ReactNode {
  return (
    <>
      <p>
        These items were in an older snapshot of the schema and are not in the one this reference documents. Their pages stay, so that old
        links keep working, and show each item&apos;s last known definition.
      </p>
      <StaticIsland as="table" className={styles.itemTable}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Last seen in</th>
            <th scope="col">Use instead</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.route}>
              <td>
                <Link to={row.route}>
                  <code>{row.name}</code>
                </Link>
              </td>
              <td>{KIND_INFO[row.kind].singular}</td>
              <td>{row.snapshot}</td>
              <td>
                {row.replacement === null ? (
                  '—'
                ) : (
                  <Link to={row.replacement.route}>
                    <code>{label(row.replacement)}</code>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StaticIsland>
    </>
  );
}

export function ItemTable({rows}: Props['ItemTable']): ReactNode {
  return (
    <StaticIsland as="table" className={styles.itemTable}>
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
              {/* Styled as code by the table's rules: a <code> per row was 12 KB of a 900-row table. */}
              <Link to={row.route}>{row.name}</Link>
              {row.deprecated && <DeprecatedBadge />}
            </td>
            <td>{row.summary}</td>
          </tr>
        ))}
      </tbody>
    </StaticIsland>
  );
}

function OperationName({name, routes}: {readonly name: string; readonly routes: Readonly<Record<string, string>>}): ReactNode {
  const route = routes[name];
  return route === undefined ? (
    <code>{name}</code>
  ) : (
    <Link to={route}>
      <code>{name}</code>
    </Link>
  );
}

/** Facts from the client's source (GlobalClient, GraphqlClient) and the CLI's constants; see the guide's apps pages. */
function GlobalEndpointAndTokens({facts}: {readonly facts: OverviewFacts}): ReactNode {
  const routes = facts.operationRoutes;
  return (
    <>
      <Heading as="h2" id="endpoint-and-tokens">
        Endpoint and tokens
      </Heading>
      <p>
        The Global API is served at <code>{facts.endpoint}</code>, the address the Bettermode command-line tool uses. In{' '}
        <code>@tribeplatform/gql-client</code> {facts.clientVersion}, <code>GlobalClient</code> defaults to a development host instead, so
        always pass <code>graphqlUrl</code> when you create one.
      </p>
      <p>Two kinds of credential appear in the sources:</p>
      <ul>
        <li>
          <strong>Your app&apos;s client ID and secret</strong>, sent as HTTP Basic authentication. This is how <code>GlobalClient</code>{' '}
          asks <OperationName name="limitedToken" routes={routes} /> for a token that acts in one community; the answer also names that
          community&apos;s gateway, where the token is used with the Network API.
        </li>
        <li>
          <strong>A developer&apos;s global token</strong>, sent as <code>Authorization: Bearer …</code>.{' '}
          <OperationName name="requestGlobalTokenCode" routes={routes} /> emails a verification code, and{' '}
          <OperationName name="globalToken" routes={routes} /> exchanges the email address and that code for the token. The command-line
          tool logs in this way before it creates or publishes apps.
        </li>
      </ul>
    </>
  );
}

export function Overview({facts}: Props['Overview']): ReactNode {
  const total = facts.counts.reduce((sum, entry) => sum + entry.count, 0);
  const downloadUrl = useBaseUrl(facts.download);
  const fromPackage = facts.origin.startsWith('@tribeplatform/gql-client@');
  return (
    <>
      <p>
        This reference lists every query, mutation and type of the {facts.apiFullTitle}: {total} items in all. It is generated when the site
        is built, from a snapshot of the schema:{' '}
        {fromPackage ? (
          <>
            the {facts.label} that ship in <code>{facts.origin}</code>.
          </>
        ) : (
          <>
            <code>{facts.origin}</code>.
          </>
        )}{' '}
        The live API can differ from any snapshot: fields and types may have been added or removed since.
      </p>
      {facts.api === 'network' ? (
        <p>
          Send requests to <code>{facts.endpoint}</code>. For authentication and a first request, start with the{' '}
          <Link to={ROUTES.schema}>GraphQL API introduction</Link>. Apps are created and managed through the separate{' '}
          <Link to={ROUTES.globalApi}>Global API</Link>.
        </p>
      ) : facts.api === 'standalone' ? (
        facts.endpoint !== null && (
          <p>
            Send requests to <code>{facts.endpoint}</code>.
          </p>
        )
      ) : (
        <p>
          The Global API is where partners manage their apps (create, update, publish, collaborators, credentials) and obtain tokens for a
          community. Send requests to <code>{facts.endpoint}</code>; the{' '}
          <Link to={`${ROUTES.globalApi}#endpoint-and-tokens`}>endpoint and tokens</Link> section below says how to authenticate. Community
          data (members, spaces, posts) is in the <Link to={ROUTES.networkReference}>Network API</Link>.
        </p>
      )}
      <table>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Items</th>
          </tr>
        </thead>
        <tbody>
          {facts.counts.map((entry) => (
            <tr key={entry.kind}>
              <td>
                <Link to={entry.route}>{entry.label}</Link>
              </td>
              <td>{entry.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(facts.changelogRoute !== null || facts.removedRoute !== null) && (
        <p>
          {facts.changelogRoute !== null && (
            <>
              The <Link to={facts.changelogRoute}>changelog</Link> lists what changed from the older snapshot to this one.{' '}
            </>
          )}
          {facts.removedRoute !== null && (
            <>
              {facts.removedCount} items of older snapshots are no longer in the schema; their pages stay, marked{' '}
              <Link to={facts.removedRoute}>removed</Link>.
            </>
          )}
        </p>
      )}
      <p>
        <a href={downloadUrl} download>
          Download the schema (SDL)
        </a>{' '}
        to use it with your own tools: code generators, linters or an IDE plugin.
      </p>
      {facts.api === 'global' && <GlobalEndpointAndTokens facts={facts} />}
      <p className={styles.source}>
        Schema: <code>{facts.origin}</code> (sha256 <code>{facts.sourceHash}</code>). Root types: query{' '}
        <code>{facts.rootTypes.query ?? 'none'}</code>, mutation <code>{facts.rootTypes.mutation ?? 'none'}</code>, subscription{' '}
        <code>{facts.rootTypes.subscription ?? 'none'}</code>.
      </p>
    </>
  );
}
