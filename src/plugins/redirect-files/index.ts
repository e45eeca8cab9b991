/**
 * `@docusaurus/plugin-client-redirects`, with its list of redirects read from
 * JSON files when the build starts. Docusaurus copies the options written in
 * docusaurus.config.ts into the site config of the main bundle, which every
 * page runs: a list of a few hundred old addresses there costs every reader
 * kilobytes of script. Given here, the config holds only the file names.
 */
import {readFileSync} from 'node:fs';

import pluginClientRedirects, {type PluginOptions, validateOptions as validateRedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

export interface RedirectFilesOptions {
  /** JSON files, each an array of `{from, to}` (the generators write them). */
  readonly files: readonly string[];
}

type Redirect = PluginOptions['redirects'][number];

const isRedirect = (value: unknown): value is Redirect =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as {to?: unknown}).to === 'string' &&
  (typeof (value as {from?: unknown}).from === 'string' || Array.isArray((value as {from?: unknown}).from));

/** Every file's redirects, in order. Fails naming the file when one is missing or not a list of redirects. */
export function readRedirectFiles(files: readonly string[]): Redirect[] {
  return files.flatMap((file) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`redirect-files: cannot read ${file}: ${(error as Error).message}`);
    }
    if (!Array.isArray(parsed)) throw new Error(`redirect-files: ${file} must hold an array of {from, to}`);
    const badIndex = parsed.findIndex((entry) => !isRedirect(entry));
    if (badIndex !== -1) throw new Error(`redirect-files: ${file}, entry ${badIndex}: expected {from, to} with string paths, got ${JSON.stringify(parsed[badIndex])}`);
    return parsed as Redirect[];
  });
}

export default function redirectFilesPlugin(context: LoadContext, options: PluginOptions): Plugin<void> | null {
  return pluginClientRedirects(context, options);
}

/** Reads the files, then validates the redirects as the client-redirects plugin does (its checks, its defaults). */
export function validateOptions({validate, options}: OptionValidationContext<RedirectFilesOptions, PluginOptions>): PluginOptions {
  if (!Array.isArray(options?.files)) throw new Error('redirect-files: give the plugin {files: [...]}, the JSON files of redirects');
  return validateRedirectOptions({
    validate: validate as unknown as Parameters<typeof validateRedirectOptions>[0]['validate'],
    options: {redirects: readRedirectFiles(options.files)},
  });
}
