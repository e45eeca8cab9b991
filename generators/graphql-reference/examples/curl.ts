/**
 * The example as a cURL command, written the way the guide writes its own:
 * the request body in a quoted here-document (no shell quoting to get wrong,
 * nothing in it expanded), the token from an environment variable.
 */
import type {OperationExample} from './index';
import {formatJson} from './format-json';

/** The document on one line, as the JSON body holds it: its lines, trimmed, joined by spaces. */
export function oneLineDocument(document: string): string {
  return document
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

export function curlCommand(endpoint: string, tokenVariable: string, example: Pick<OperationExample, 'document' | 'variables'>): string {
  const body =
    Object.keys(example.variables).length === 0
      ? {query: oneLineDocument(example.document)}
      : {query: oneLineDocument(example.document), variables: example.variables};
  return [
    `curl ${endpoint} \\`,
    "  --header 'Content-Type: application/json' \\",
    `  --header "Authorization: Bearer $${tokenVariable}" \\`,
    "  --data @- <<'JSON'",
    formatJson(body),
    'JSON',
  ].join('\n');
}
