/**
 * `npm run build:reference -- <schema file or URL>`: the GraphQL reference of
 * any schema, as a site of its own (overview, every item's page, changelog
 * when given an older schema, search, Markdown copies, llms.txt), with none
 * of the Tribe site's guide, client reference or Tribe text. How a docs team
 * tries the generator on its own schema, and how the tests stress it.
 *
 *   --compare-with <file or URL>  an older schema: a changelog and pages for removed items
 *   --title <name>                the API's name (default "GraphQL API")
 *   --endpoint <URL>              where requests go, for the cURL examples (default: the schema's URL, if it is one)
 *   --token-variable <NAME>       the environment variable of the cURL examples' token (default API_TOKEN)
 *   --out-dir <folder>            default build-reference
 *
 * A URL source takes GRAPHQL_SCHEMA_HEADERS and GRAPHQL_SCHEMA_TIMEOUT_MS,
 * as for the Tribe site. Generated pages go to generated/standalone/.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {standaloneApi} from '../generators/graphql-reference/apis';
import {generateGraphqlReference} from '../generators/graphql-reference/generate';
import {resolveOptions} from '../generators/graphql-reference/options';
import {GENERATED_DIRS, SITE_DIR} from '../node/site/paths';
import {buildSite} from './build-site';

const USAGE =
  'usage: npm run build:reference -- <schema file or URL> [--compare-with <file or URL>] [--title <name>] [--endpoint <URL>] [--token-variable <NAME>] [--out-dir <folder>]';

export const REFERENCE_CONFIG = 'docusaurus.reference.config.ts';
const DEFAULT_TITLE = 'GraphQL API';
const DEFAULT_TOKEN_VARIABLE = 'API_TOKEN';

export async function buildReference(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const {values, positionals} = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      'compare-with': {type: 'string'},
      title: {type: 'string', default: DEFAULT_TITLE},
      endpoint: {type: 'string'},
      'token-variable': {type: 'string', default: DEFAULT_TOKEN_VARIABLE},
      'out-dir': {type: 'string', default: 'build-reference'},
    },
  });
  const [schema, ...extra] = positionals;
  if (schema === undefined || extra.length > 0) throw new Error(USAGE);
  if (schema === 'package') throw new Error(`"package" is the Tribe site's schema: run npm run build for it.\n${USAGE}`);
  const endpoint = values.endpoint ?? (/^https?:\/\//i.test(schema) ? schema : undefined);
  // The flags get the config file's checks, so a bad --endpoint or --token-variable gets the same message as a bad setting;
  // the source's settings may come from the environment, as for the Tribe site (GRAPHQL_SCHEMA_HEADERS, …), the flags may not.
  const flags = {
    title: values.title.trim() || DEFAULT_TITLE,
    tokenVariable: values['token-variable'],
    ...(endpoint === undefined ? {} : {endpoint}),
  };
  resolveOptions(flags, {}, 'npm run build:reference');
  const api = standaloneApi({...flags, endpoint: flags.endpoint ?? null});
  const options = resolveOptions({schema, compareWith: values['compare-with'] ?? 'none'}, env);
  const outDir = path.join(SITE_DIR, api.outDir);

  const started = performance.now();
  const {manifest, warnings} = await generateGraphqlReference({
    siteDir: SITE_DIR,
    options,
    api,
    outDir,
    exampleOverrides: null,
    realApi: false,
  });
  const lines = [
    `GraphQL reference (${api.title}): ${manifest.pages} pages from ${manifest.origin} in ${((performance.now() - started) / 1000).toFixed(2)} s → ${GENERATED_DIRS.standaloneReference}`,
    ...warnings.map((warning) => `warn: [graphql-reference] ${warning}`),
  ];
  console.log(lines.join('\n'));

  const siteDir = path.resolve(SITE_DIR, values['out-dir']);
  await buildSite(siteDir, {config: REFERENCE_CONFIG, staging: '.build-reference-next'});
  return siteDir;
}

if (require.main === module) {
  buildReference(process.argv.slice(2)).then(
    (siteDir) => console.log(`[build:reference] The reference is in ${path.relative(process.cwd(), siteDir) || '.'}/.`),
    (error: unknown) => {
      console.error(`error: [build:reference] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
