/**
 * `npm run generate`: writes the GraphQL reference into generated/graphql.
 * Options come from graphql-reference.config.ts, overridden by GRAPHQL_SCHEMA,
 * GRAPHQL_SCHEMA_HEADERS, GRAPHQL_SCHEMA_TIMEOUT_MS and GRAPHQL_ROOT_TYPES.
 */
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';

import {generateGraphqlReference} from './generate';
import {type GraphqlReferenceConfig, resolveOptions} from './options';

export const CONFIG_FILE = 'graphql-reference.config.ts';

export async function runCli(siteDir: string, env: NodeJS.ProcessEnv, outDir?: string): Promise<string> {
  const started = performance.now();
  const configModule = (await import(pathToFileURL(path.join(siteDir, CONFIG_FILE)).href)) as {
    default: GraphqlReferenceConfig;
  };
  const options = resolveOptions(configModule.default, env, CONFIG_FILE);
  const {outDir: writtenTo, manifest} = await generateGraphqlReference({siteDir, options, outDir});
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const counts = Object.entries(manifest.counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  return `GraphQL reference: ${manifest.pages} pages (${counts}) from ${manifest.origin} in ${seconds} s → ${path.relative(siteDir, writtenTo)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  // --out-dir lets tests generate elsewhere than the site's own generated/graphql.
  const {values} = parseArgs({options: {'out-dir': {type: 'string'}}});
  const outDir = values['out-dir'] === undefined ? undefined : path.resolve(values['out-dir']);
  runCli(siteDir, process.env, outDir).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(`error: [graphql-reference] ${error instanceof Error ? error.message : String(error)}`);
      console.error('The reference was not generated, and any previous output was removed.');
      process.exit(1);
    },
  );
}
