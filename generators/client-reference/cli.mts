/**
 * `npm run generate:client`: writes the JavaScript client reference into
 * gql-client/api (git-ignored) with its sidebar and redirects. Needs the
 * GraphQL reference first (its index links types and operations).
 */
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {buildSchema} from 'graphql';

import {clientRedirects} from './redirects.ts';
import {GENERATED_TYPES_FILE, GENERATED_TYPES_URL, exportedNames} from './links.ts';
import {clientDocuments} from './documents.ts';
import {readOperationMap} from './operations.ts';
import {readDroppedParameters} from './parameters.ts';
import {type ReferencePage, runTypedoc} from './typedoc.mts';
import {
  BUILT_SCHEMA_FILE,
  CLIENT_API_NAMES_FILE,
  CLIENT_PACKAGE,
  GENERATED_DIRS,
  SITE_DIR,
  generatedFile,
  readReferenceIndex,
} from '../../node/site/paths.ts';
import {replaceFolderWith} from '../write-output.ts';

const OUT_DIR = GENERATED_DIRS.clientReference;

interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
}

function byLabel(a: SidebarDoc, b: SidebarDoc): number {
  return a.label < b.label ? -1 : a.label > b.label ? 1 : 0;
}

export async function generateClientReference(siteDir: string): Promise<string> {
  const started = performance.now();
  const outDir = path.join(siteDir, OUT_DIR);
  // The GraphQL references come first (npm run generate:graphql): the client's pages link into them.
  const indexes = {network: readReferenceIndex('networkReference', siteDir), global: readReferenceIndex('globalReference', siteDir)};
  const builtSchema = async (reference: 'networkReference' | 'globalReference') =>
    buildSchema(await readFile(generatedFile(reference, BUILT_SCHEMA_FILE, siteDir), 'utf8'));
  const packageDir = path.join(siteDir, 'node_modules', CLIENT_PACKAGE.name);
  const operations = await readOperationMap(path.join(packageDir, 'src'));
  const documents = await clientDocuments(packageDir, {
    network: await builtSchema('networkReference'),
    global: await builtSchema('globalReference'),
  });
  const invalidDocuments = documents.filter((document) => document.errors.length > 0);
  const droppedParameters = await readDroppedParameters(packageDir);
  const droppedCount = droppedParameters.reduce((sum, entry) => sum + entry.dropped.length, 0);
  const names = exportedNames(await readFile(path.join(packageDir, GENERATED_TYPES_FILE), 'utf8'));
  let summary = '';
  await replaceFolderWith(outDir, async (staging) => {
    const result = await runTypedoc({
      siteDir,
      outDir: staging,
      indexes,
      operations,
      packageTypes: {names, url: GENERATED_TYPES_URL},
      invalidDocuments,
      droppedParameters,
    });
    if (result.unresolved.length > 0) {
      throw new Error(`these types are referenced but documented nowhere: ${result.unresolved.join(', ')}`);
    }
    // TypeDoc's own entry page is replaced by the hand-written gql-client/index.mdx.
    await rm(path.join(staging, 'README.md'), {force: true});

    const pages = result.pages;
    const doc = (page: ReferencePage): SidebarDoc => ({type: 'doc', id: `api/${page.file.replace(/\.md$/, '')}`, label: page.label});
    const inFolder = (folder: string) =>
      pages
        .filter((page) => page.slug.startsWith(`/${folder}/`))
        .map(doc)
        .sort(byLabel);
    const topLevel = new Set(['Tribe', 'Global', 'Graphql']);
    const classes = inFolder('classes');
    const sidebar = {
      gqlClient: [
        {type: 'doc', id: 'index', label: 'Overview'},
        {type: 'doc', id: 'getting-started', label: 'Getting started'},
        {type: 'category', label: 'Clients', collapsed: false, items: classes.filter((item) => topLevel.has(item.label))},
        {type: 'category', label: 'Sub-clients', collapsed: true, items: classes.filter((item) => !topLevel.has(item.label))},
        {
          type: 'category',
          label: 'Types',
          collapsed: true,
          items: [...inFolder('interfaces'), ...inFolder('type-aliases'), ...inFolder('enumerations')].sort(byLabel),
        },
        {type: 'category', label: 'Modules', collapsed: true, items: inFolder('modules')},
        {type: 'doc', id: 'removed-classes', label: 'Removed classes'},
      ],
    };
    const moduleSlugs = pages.filter((page) => page.slug.startsWith('/modules/')).map((page) => page.slug);
    const redirects = clientRedirects(result.classes, moduleSlugs);
    await writeFile(path.join(staging, 'sidebars.json'), `${JSON.stringify(sidebar, null, 2)}\n`);
    await writeFile(path.join(staging, 'redirects.json'), `${JSON.stringify(redirects, null, 2)}\n`);
    await writeFile(path.join(staging, CLIENT_API_NAMES_FILE), `${JSON.stringify(result.names, null, 2)}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    summary = `JavaScript client reference: ${result.classes.length} classes, ${pages.length} pages in ${seconds} s → ${OUT_DIR}; ${documents.length} documents the client can send, ${invalidDocuments.length} invalid against their API (listed on their methods' pages); ${droppedCount} parameters of ${droppedParameters.length} methods never sent (a warning on each method)`;
  });
  return summary;
}

if (process.argv[1] === import.meta.filename) {
  generateClientReference(SITE_DIR).then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error(`error: [client-reference] ${error instanceof Error ? error.message : String(error)}`);
      console.error('The client reference was not generated, and any previous output was removed.');
      process.exit(1);
    },
  );
}
