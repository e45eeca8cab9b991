import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {ROUTES} from '@site/src/site/constants';
import {GlobalEndpointAndTokens} from './GlobalEndpointAndTokens';
import styles from './styles.module.css';

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
