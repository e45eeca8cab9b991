/**
 * Where the site's files are, for Node code only (config, generators,
 * plugins, scripts, tests, benchmarks). Browser code reads routes from
 * ./constants instead.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';

/**
 * The repository root. `__filename` is the one way to find it that works in
 * every loader this file runs under: Docusaurus's jiti and Playwright compile
 * to CommonJS and reject `import.meta`; tsx sets `__filename` even when an ES module imports this file.
 */
export const SITE_DIR = path.resolve(path.dirname(__filename), '../..');

/** What the generators write, relative to SITE_DIR: build output, never committed. */
export const GENERATED_DIRS = {
  networkReference: 'generated/graphql',
  globalReference: 'generated/global-api',
  clientReference: 'gql-client/api',
  /** `npm run build:reference`: a reference of any schema, built alone. */
  standaloneReference: 'generated/standalone',
} as const;

export type GeneratedReference = keyof typeof GENERATED_DIRS;

/** Where `npm run build` puts the site, and where the browser tests and benchmarks read it. */
export const BUILD_DIR = path.join(SITE_DIR, 'build');

/**
 * A cache folder of the site's own tools under `node_modules/.cache`, which
 * `postinstall` and `npm run clear` delete with the bundler's cache.
 */
export function toolCacheDir(name: string, siteDir: string = SITE_DIR): string {
  return path.join(siteDir, 'node_modules/.cache', name);
}

/** The file each GraphQL reference writes with the route of every item (see ReferenceIndex). */
export const REFERENCE_INDEX_FILE = 'index.json';
/** The SDL each GraphQL reference was built from. */
export const BUILT_SCHEMA_FILE = 'schema.graphql';
/** The client reference's classes and methods with their pages, for the search's exact-name matches. */
export const CLIENT_API_NAMES_FILE = 'api-names.json';

export const CLIENT_PACKAGE_NAME = '@tribeplatform/gql-client';

interface PackageManifest {
  readonly dependencies?: Readonly<Record<string, string>>;
}

/** The version of the client package that package.json pins: both references document it. */
function pinnedClientVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(SITE_DIR, 'package.json'), 'utf8')) as PackageManifest;
  const version = manifest.dependencies?.[CLIENT_PACKAGE_NAME];
  if (version === undefined || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`package.json must pin ${CLIENT_PACKAGE_NAME} to an exact version, not ${JSON.stringify(version)}`);
  }
  return version;
}

export const CLIENT_PACKAGE = {name: CLIENT_PACKAGE_NAME, version: pinnedClientVersion()} as const;

/** A file a generator wrote; a clear message when `npm run generate` has not run. */
export function generatedFile(reference: GeneratedReference, file: string, siteDir: string = SITE_DIR): string {
  const absolute = path.join(siteDir, GENERATED_DIRS[reference], file);
  if (!existsSync(absolute)) {
    const how =
      reference === 'standaloneReference'
        ? '`npm run build:reference -- <schema file or URL>`'
        : '`npm run generate` (npm run build and npm start run it first)';
    throw new Error(`${path.relative(siteDir, absolute)} is missing: run ${how}`);
  }
  return absolute;
}

/** The folders of generated GraphQL references (not the client's). */
export type GraphqlReferenceDir = Exclude<GeneratedReference, 'clientReference'>;

/** The routes of one GraphQL reference's items, as its generator wrote them. */
export function readReferenceIndex(reference: GraphqlReferenceDir, siteDir: string = SITE_DIR): ReferenceIndex {
  return JSON.parse(readFileSync(generatedFile(reference, REFERENCE_INDEX_FILE, siteDir), 'utf8')) as ReferenceIndex;
}
