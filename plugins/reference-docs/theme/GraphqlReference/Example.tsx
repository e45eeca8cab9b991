import type {ReactNode} from 'react';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {HighlightedBlock} from './HighlightedBlock';

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
