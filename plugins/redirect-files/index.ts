/**
 * `@docusaurus/plugin-client-redirects`, with its list of redirects read from
 * JSON files when the build starts. Docusaurus copies the options written in
 * docusaurus.config.ts into the site config of the main bundle, which every
 * page runs: a list of a few hundred old addresses there costs every reader
 * kilobytes of script. Given here, the config holds only the file names.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

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
      throw new Error(`redirect-files: cannot read ${file}: ${(error as Error).message}`, {cause: error});
    }
    if (!Array.isArray(parsed)) throw new Error(`redirect-files: ${file} must hold an array of {from, to}`);
    const badIndex = parsed.findIndex((entry) => !isRedirect(entry));
    if (badIndex !== -1)
      throw new Error(
        `redirect-files: ${file}, entry ${badIndex}: expected {from, to} with string paths, got ${JSON.stringify(parsed[badIndex])}`,
      );
    return parsed as Redirect[];
  });
}

/** What Docusaurus's own validation does with a plugin's Joi schema: apply it, fill the defaults, throw on the first problem. */
const applySchema = (schema: {validate: (value: unknown) => {error?: Error; value: unknown}}, options: unknown): unknown => {
  const {error, value} = schema.validate(options);
  if (error !== undefined) throw error;
  return value;
};

type RedirectValidate = Parameters<typeof validateRedirectOptions>[0]['validate'];

/** Reads the files (relative to the site) and checks the redirects with the client-redirects plugin's own schema. */
export function redirectsOf(siteDir: string, files: readonly string[]): PluginOptions {
  return validateRedirectOptions({
    validate: applySchema as unknown as RedirectValidate,
    options: {redirects: readRedirectFiles(files.map((file) => path.resolve(siteDir, file)))},
  });
}

export default function redirectFilesPlugin(context: LoadContext, options: PluginOptions & RedirectFilesOptions): Plugin<void> | null {
  return pluginClientRedirects(context, {...options, ...redirectsOf(context.siteDir, options.files)});
}

/**
 * Checks the options' shape; the files are read when the plugin starts, where
 * the site's folder is known (paths in the config are relative to it, so no
 * checkout path reaches the site config that the browser gets).
 */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<RedirectFilesOptions, PluginOptions>): PluginOptions & RedirectFilesOptions {
  // The config is the user's: its shape is what is being checked.
  const files = (options as {files?: unknown} | undefined)?.files;
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) {
    throw new Error('redirect-files: give the plugin {files: [...]}, the JSON files of redirects, relative to the site');
  }
  return {...validateRedirectOptions({validate: validate as unknown as RedirectValidate, options: {}}), files: [...files]};
}
