/**
 * The guide's example responses (a ```json block holding `{"data": …}`) are
 * what the local platform answers to the request they follow: the
 * operation of the GraphQL tab before them, with its Variables, sent to the
 * URL and with the token of the cURL tab. Each becomes a sample that sends
 * that request and prints the answer, run and compared like any other, so
 * that a response on a page can't disagree with what the page's samples
 * print.
 */
import {NETWORK_API} from '../../generators/graphql-reference/apis';
import {type CodeBlock, extractCodeBlocks, metaFlags} from './extract';
import {heredocBodies, VARIABLES_FLAG} from './graphql';

/** A JSON block that shows an answer of the API: its top level has `data`. */
export function isResponseBlock(block: CodeBlock): boolean {
  if (block.language !== 'json' || metaFlags(block).has(VARIABLES_FLAG)) return false;
  try {
    const value: unknown = JSON.parse(block.code);
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !('data' in value)) return false;
    // A webhook's payload has a `data` too, beside keys a GraphQL response never has.
    return Object.keys(value).every((key) => ['data', 'errors', 'extensions'].includes(key));
  } catch {
    return false;
  }
}

export interface ResponseRequest {
  /** The response block, whose code is the shown answer. */
  readonly block: CodeBlock;
  /** The request it answers, or why none was found. */
  readonly request: ResponseRequestDetails | string;
}

interface ResponseRequestDetails {
  readonly url: string;
  /** The JSON body: the cURL tab's, or the operation and Variables of the GraphQL tab. */
  readonly body: string;
  /** The Authorization header as a template literal over `process.env`, or null for none. */
  readonly authorization: string | null;
}

/** The request a cURL command sends: its URL, its heredoc body, and its Bearer token or `--user` credentials. */
function curlRequest(command: string): ResponseRequestDetails | null {
  const url = /curl\s+(?:-\S+\s+)*['"]?(https:\/\/[^\s'"]+)/.exec(command)?.[1];
  const body = heredocBodies(command)[0]?.[1];
  if (url === undefined || body === undefined) return null;
  const bearer = /Authorization: Bearer \$\{?(\w+)/.exec(command)?.[1];
  const user = /--user\s+["']\$\{?(\w+)\}?:\$\{?(\w+)\}?["']/.exec(command);
  const authorization = bearer
    ? `\`Bearer \${process.env.${bearer}}\``
    : user
      ? `\`Basic \${Buffer.from(\`\${process.env.${user[1]}}:\${process.env.${user[2]}}\`).toString('base64')}\``
      : null;
  return {url, body, authorization};
}

/**
 * Each response block of a page with the request it answers: the nearest
 * GraphQL operation before it, with only that request's tabs (its Variables,
 * cURL command, client sample and output) in between.
 */
export function pageResponses(file: string, markdown: string): ResponseRequest[] {
  const blocks = extractCodeBlocks(file, markdown);
  const responses: ResponseRequest[] = [];
  blocks.forEach((block, index) => {
    // A response shown for its shape only says why in its meta (`norun="…"`), and is not compared.
    if (!isResponseBlock(block) || /(?:^|\s)norun="[^"]+"/.test(block.meta)) return;
    let variables: string | null = null;
    let curl: string | null = null;
    for (let at = index - 1; at >= 0; at--) {
      const before = blocks[at]!;
      if (before.language === 'graphql') {
        const fromCurl = curl === null ? null : curlRequest(curl);
        const body = JSON.stringify({query: before.code, variables: variables === null ? {} : (JSON.parse(variables) as unknown)});
        const request = fromCurl ?? {url: NETWORK_API.endpoint, body, authorization: '`Bearer ${process.env.TRIBE_ACCESS_TOKEN}`'};
        responses.push({block, request});
        return;
      }
      if (before.language === 'json' && metaFlags(before).has(VARIABLES_FLAG)) variables = before.code;
      else if (before.language === 'bash' && /\bcurl\b/.test(before.code)) curl = before.code;
      else if (!['ts', 'tsx', 'text'].includes(before.language) || isResponseBlock(before)) break;
    }
    responses.push({block, request: 'no GraphQL request comes before it: put it after the Tabs of the request it answers'});
  });
  return responses;
}

/**
 * The sample that sends each request in turn and prints each answer's `data`
 * (and `errors`) as one line of JSON.
 */
export function responsesSampleCode(requests: readonly ResponseRequestDetails[]): string {
  const lines = [
    'async function send(url: string, authorization: string | null, body: string) {',
    `  const headers: Record<string, string> = {'Content-Type': 'application/json'}`,
    '  if (authorization !== null) headers.Authorization = authorization',
    `  const {data, errors} = await (await fetch(url, {method: 'POST', headers, body})).json()`,
    '  console.log(JSON.stringify(errors === undefined ? {data} : {data, errors}))',
    '}',
  ];
  for (const request of requests) {
    lines.push(`await send(${JSON.stringify(request.url)}, ${request.authorization ?? 'null'}, ${JSON.stringify(request.body)})`);
  }
  return lines.join('\n');
}

const TOKEN = /^eyJ[\w-]*(?:\.[\w-]*){0,2}…?$/;

const SHORT_TOKEN_LENGTH = 16;
const WHOLE_TOKEN_ON_PAGE = 'a whole token, which no run can print again (shorten it, as eyJhbGciOiJI…)';

/**
 * A token changes with the moment it is issued: any token stands for any
 * other, but a page shows it shortened with `…`, since a whole one is a
 * made-up credential whose length and claims no run agrees with.
 */
function canonical(value: unknown, onPage: boolean): unknown {
  if (typeof value === 'string') {
    if (!TOKEN.test(value)) return value;
    return onPage && !value.endsWith('…') && value.length > SHORT_TOKEN_LENGTH ? WHOLE_TOKEN_ON_PAGE : '<token>';
  }
  if (Array.isArray(value)) return value.map((item) => canonical(item, onPage));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key], onPage)]),
    );
  }
  return value;
}

/** Where the shown response differs from the printed one, or null when they agree. */
export function responseDifference(shown: string, printed: string): string | null {
  let expected: unknown;
  try {
    expected = JSON.parse(shown);
  } catch (error) {
    return `the response shown is not JSON: ${(error as Error).message}`;
  }
  let actual: unknown;
  try {
    actual = JSON.parse(printed);
  } catch {
    return `the request printed no JSON: ${JSON.stringify(printed.slice(0, 200))}`;
  }
  return firstDifference(canonical(expected, true), canonical(actual, false), 'response');
}

function firstDifference(expected: unknown, actual: unknown, at: string): string | null {
  if (JSON.stringify(expected) === JSON.stringify(actual)) return null;
  const isObject = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return `${at} has ${actual.length} item(s), the page shows ${expected.length}`;
    for (let index = 0; index < expected.length; index++) {
      const difference = firstDifference(expected[index], actual[index], `${at}[${index}]`);
      if (difference !== null) return difference;
    }
  }
  if (isObject(expected) && isObject(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      if (!(key in actual)) return `${at}.${key} is on the page but not in the answer`;
      if (!(key in expected)) return `${at}.${key} is in the answer but not on the page`;
      const difference = firstDifference(expected[key], actual[key], `${at}.${key}`);
      if (difference !== null) return difference;
    }
  }
  return `${at}: the page shows ${JSON.stringify(expected)}, the platform answered ${JSON.stringify(actual)}`;
}

const INLINE_WIDTH = 100;

/** JSON on one line with a space after each `:` and `,`, as the guide writes short objects. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, inner]) => `${JSON.stringify(key)}: ${oneLine(inner)}`)
      .join(', ')}}`;
  return JSON.stringify(value);
}

/** The answer as the page shows it: two-space indents, short objects and lists on one line, tokens shortened. */
export function formatResponse(printed: string): string {
  const shorten = (value: unknown): unknown => {
    if (typeof value === 'string') return TOKEN.test(value) && value.length > SHORT_TOKEN_LENGTH ? `${value.slice(0, 12)}…` : value;
    if (Array.isArray(value)) return value.map(shorten);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner)]));
    return value;
  };
  const render = (value: unknown, indent: string, prefix: string): string => {
    const inline = oneLine(value);
    if (value === null || typeof value !== 'object' || indent.length + prefix.length + inline.length <= INLINE_WIDTH)
      return `${indent}${prefix}${inline}`;
    const inner = `${indent}  `;
    const entries = Array.isArray(value)
      ? value.map((item) => render(item, inner, ''))
      : Object.entries(value).map(([key, item]) => render(item, inner, `${JSON.stringify(key)}: `));
    const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
    return entries.length === 0
      ? `${indent}${prefix}${open}${close}`
      : `${indent}${prefix}${open}\n${entries.join(',\n')}\n${indent}${close}`;
  };
  return render(shorten(JSON.parse(printed)), '', '');
}
