import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

import type {OverviewFacts} from '@site/plugins/reference-docs/contract/components';
import {OperationName} from './OperationName';

/** Facts from the client's source (GlobalClient, GraphqlClient) and the CLI's constants; see the guide's apps pages. */
export function GlobalEndpointAndTokens({facts}: {readonly facts: OverviewFacts}): ReactNode {
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
