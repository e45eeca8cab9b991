/**
 * `npm run generate:graphql`: writes the network API reference into
 * generated/graphql and the global API reference into generated/global-api.
 * Options come from graphql-reference.config.ts, overridden by GRAPHQL_SCHEMA,
 * GRAPHQL_SCHEMA_HEADERS, GRAPHQL_SCHEMA_TIMEOUT_MS, GRAPHQL_ROOT_TYPES and
 * GRAPHQL_COMPARE_WITH (network), and the same names with GRAPHQL_GLOBAL_ (global).
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';

import {APIS, type ApiDefinition} from './apis';
import {type GenerateResult, generateGraphqlReference} from './generate';
import {type GraphqlReferenceConfig, resolveApiOptions} from './options';
import {removeFolder} from '../write-output';
import {SITE_DIR} from '../../node/site/paths';

export const CONFIG_FILE = 'graphql-reference.config.ts';

function summaryOf(api: ApiDefinition, {outDir, manifest}: GenerateResult, siteDir: string, seconds: string): string {
  const counts = Object.entries(manifest.counts)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const removed = manifest.removedPages > 0 ? `, ${manifest.removedPages} kept for removed items` : '';
  const changelog =
    manifest.changelog === null ? '' : `; changelog: ${manifest.changelog.counts.total} changes since the ${manifest.changelog.from}`;
  return `GraphQL reference (${api.title}): ${manifest.pages} pages (${counts})${removed} from ${manifest.origin} in ${seconds} s → ${path.relative(siteDir, outDir)}${changelog}`;
}

/**
 * Generates every API's reference, or none: the client reference links into
 * both, so one without the other would leave stale links looking fresh.
 * `outDir` (for tests) replaces the network folder; the others go beside it.
 */
export async function runCli(siteDir: string, env: NodeJS.ProcessEnv, outDir?: string): Promise<string> {
  const outDirOf = (api: ApiDefinition): string => {
    if (outDir === undefined) return path.join(siteDir, api.outDir);
    return api.id === 'network' ? outDir : path.join(path.dirname(outDir), path.basename(api.outDir));
  };
  const lines: string[] = [];
  try {
    const configModule = (await import(pathToFileURL(path.join(siteDir, CONFIG_FILE)).href)) as {
      default: GraphqlReferenceConfig;
    };
    for (const api of APIS) {
      const started = performance.now();
      const options = resolveApiOptions(api, configModule.default, env, CONFIG_FILE);
      const result = await generateGraphqlReference({siteDir, options, api, outDir: outDirOf(api)});
      lines.push(summaryOf(api, result, siteDir, ((performance.now() - started) / 1000).toFixed(2)));
      lines.push(...result.warnings.map((warning) => `warn: [graphql-reference] ${api.title}: ${warning}`));
    }
  } catch (error) {
    await Promise.all(APIS.map((api) => removeFolder(outDirOf(api))));
    throw error;
  }
  return lines.join('\n');
}

if (require.main === module) {
  // --out-dir lets tests generate elsewhere than the site's own generated/graphql.
  const {values} = parseArgs({options: {'out-dir': {type: 'string'}}});
  const outDir = values['out-dir'] === undefined ? undefined : path.resolve(values['out-dir']);
  runCli(SITE_DIR, process.env, outDir).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(`error: [graphql-reference] ${error instanceof Error ? error.message : String(error)}`);
      console.error('The references were not generated, and any previous output was removed.');
      process.exit(1);
    },
  );
}
