/**
 * Checks the GraphQL side of the hand-written pages against the schema the
 * site is built from:
 * - every ```graphql block parses and validates (a block whose meta says
 *   `partial`, such as an SDL excerpt or a lone fragment, only has to parse)
 *   against the network API, or the global API when its meta says `global`;
 * - every ```json block parses, and one whose meta says `variables` is coerced
 *   against the variable definitions of the GraphQL block before it;
 * - every cURL request in a ```bash block sends its body as a `<<'JSON'`
 *   heredoc, and that body's `query` and `variables` validate too, against
 *   the global API when the request goes to its gateway;
 * - no valid document uses a deprecated field, argument, input field or enum
 *   value (graphql-js's `NoDeprecatedCustomRule`) unless the page names it as
 *   deprecated, with its replacement (tools/snippets/deprecations.ts); nor
 *   does a link of its prose to a deprecated item's reference entry
 *   (tools/snippets/deprecated-links.ts).
 */
import {readFileSync} from 'node:fs';

import {
  buildSchema,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import {getVariableValues} from 'graphql/execution/values.js';

import {GLOBAL_API} from '../../generators/graphql-reference/apis';
import {BUILT_SCHEMA_FILE, generatedFile} from '../../node/site/paths';
import {deprecatedLinkProblems} from './deprecated-links';
import {deprecatedUses, deprecationMessage, namedAsDeprecated} from './deprecations';
import {extractCodeBlocks, metaFlags} from './extract';
import {checkOf} from './languages';
import type {SnippetProblem} from './typecheck';

/** How many samples of each kind a page holds. */
export type GraphqlSampleCounts = Record<'graphql' | 'partialGraphql' | 'variables' | 'json' | 'curl', number>;

export interface GraphqlCheckResult {
  readonly problems: SnippetProblem[];
  readonly counts: GraphqlSampleCounts;
}

/** The schema of each API a sample can target. */
export interface ApiSchemas {
  readonly network: GraphQLSchema;
  readonly global: GraphQLSchema;
}

function loadSchemaFile(repoRoot: string, reference: 'networkReference' | 'globalReference'): GraphQLSchema {
  return buildSchema(readFileSync(generatedFile(reference, BUILT_SCHEMA_FILE, repoRoot), 'utf8'));
}

/** The SDLs the last `npm run generate` built the references from. */
export function loadBuiltSchema(repoRoot: string): ApiSchemas {
  return {network: loadSchemaFile(repoRoot, 'networkReference'), global: loadSchemaFile(repoRoot, 'globalReference')};
}

/** Where a cURL request goes decides which schema checks its body. */
export function isGlobalApiUrl(text: string): boolean {
  return text.includes(new URL(GLOBAL_API.endpoint).pathname);
}

const HEREDOC = /<<\s*'JSON'\s*\n([\s\S]*?)\n\s*JSON\s*(?:\n|$)/g;

/** The meta word of a ```json block that holds the variables of the ```graphql block before it. */
export const VARIABLES_FLAG = 'variables';

/** The JSON bodies a cURL command sends as `--data @- <<'JSON'` heredocs; each match's group 1 is the body. */
export function heredocBodies(command: string): RegExpExecArray[] {
  return [...command.matchAll(HEREDOC)];
}

/** `lineOffset`: lines of the sample before the GraphQL source starts, so that `line` counts within the sample. */
function graphqlErrors(errors: readonly GraphQLError[], lineOffset: number, origin: string): SnippetProblem[] {
  return errors.map((error) => ({
    origin,
    line: lineOffset + (error.locations?.[0]?.line ?? 1),
    message: error.message,
  }));
}

function firstOperation(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

function variableErrors(schema: GraphQLSchema, document: DocumentNode, variables: unknown): string[] {
  const operation = firstOperation(document);
  if (operation === undefined) return ['there is no operation for these variables'];
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return ['variables must be a JSON object'];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables as Record<string, unknown>);
  return 'errors' in coerced && coerced.errors !== undefined ? coerced.errors.map((error) => error.message) : [];
}

/** Parses and validates one document; returns it when it is valid, so that variables can be checked against it. */
function checkDocument(
  source: string,
  schema: GraphQLSchema,
  origin: string,
  lineOffset: number,
  problems: SnippetProblem[],
): DocumentNode | undefined {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    problems.push(...graphqlErrors([error as GraphQLError], lineOffset, origin));
    return undefined;
  }
  const errors = validate(schema, document);
  problems.push(...graphqlErrors(errors, lineOffset, origin));
  return errors.length === 0 ? document : undefined;
}

export function checkGraphqlSamples(file: string, markdown: string, schemas: GraphQLSchema | ApiSchemas): GraphqlCheckResult {
  const {network, global} = 'network' in schemas ? schemas : {network: schemas, global: schemas};
  let schema = network;
  const problems: SnippetProblem[] = [];
  const counts: GraphqlSampleCounts = {graphql: 0, partialGraphql: 0, variables: 0, json: 0, curl: 0};
  let previousDocument: DocumentNode | undefined;
  let previousGraphqlSeen = false;
  /** Checks one sample's document: valid, and no deprecated item the page does not name as deprecated. */
  const checkSample = (source: string, sampleSchema: GraphQLSchema, origin: string, lineOffset: number): DocumentNode | undefined => {
    const document = checkDocument(source, sampleSchema, origin, lineOffset, problems);
    if (document === undefined) return undefined;
    for (const use of deprecatedUses(sampleSchema, document)) {
      if (!namedAsDeprecated(file, markdown, use.item))
        problems.push({origin, line: lineOffset + use.line, message: deprecationMessage(use.item)});
    }
    return document;
  };

  for (const block of extractCodeBlocks(file, markdown)) {
    const origin = `${file}:${block.line}`;
    const flags = metaFlags(block);
    const check = checkOf(block.language);
    const problem = (message: string, line = 1) => problems.push({origin, line, message});

    if (check === 'graphql') {
      if (flags.has('partial')) {
        counts.partialGraphql++;
        try {
          parse(block.code);
        } catch (error) {
          problems.push(...graphqlErrors([error as GraphQLError], 0, origin));
        }
        continue;
      }
      counts.graphql++;
      previousGraphqlSeen = true;
      // The variables block that follows is checked against the same API.
      schema = flags.has('global') ? global : network;
      previousDocument = checkSample(block.code, schema, origin, 0);
      continue;
    }

    if (check === 'json') {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch (error) {
        problem(`invalid JSON: ${(error as Error).message}`);
        continue;
      }
      if (!flags.has(VARIABLES_FLAG)) {
        counts.json++;
        continue;
      }
      counts.variables++;
      if (!previousGraphqlSeen) {
        problem('a `variables` block must follow the ```graphql block it belongs to');
      } else if (previousDocument !== undefined) {
        for (const message of variableErrors(schema, previousDocument, value)) problem(`variables: ${message}`);
      }
      continue;
    }

    if (check === 'shell' && /\bcurl\b/.test(block.code)) {
      const bodies = heredocBodies(block.code);
      if ((/\/graphql\b/.test(block.code) || isGlobalApiUrl(block.code)) && bodies.length === 0) {
        problem("send the cURL body as `--data @- <<'JSON'` … `JSON` so that the request can be validated");
      }
      const requestSchema = isGlobalApiUrl(block.code) ? global : network;
      for (const body of bodies) {
        counts.curl++;
        // The line after the heredoc marker, counted within the sample.
        const bodyLine = block.code.slice(0, body.index).split('\n').length + 1;
        let request: {query?: unknown; variables?: unknown};
        try {
          request = JSON.parse(body[1]!) as typeof request;
        } catch (error) {
          problem(`invalid JSON in the cURL body: ${(error as Error).message}`, bodyLine);
          continue;
        }
        if (typeof request.query !== 'string') {
          problem('the cURL body has no `query` string', bodyLine);
          continue;
        }
        const document = checkSample(request.query, requestSchema, origin, bodyLine - 1);
        if (document !== undefined && request.variables !== undefined) {
          for (const message of variableErrors(requestSchema, document, request.variables)) problem(`variables: ${message}`, bodyLine);
        }
      }
    }
  }
  problems.push(...deprecatedLinkProblems(file, markdown, {network, global}));
  return {problems, counts};
}
