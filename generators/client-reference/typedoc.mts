/**
 * Runs TypeDoc with typedoc-plugin-markdown over the pinned client's own
 * sources and writes one Markdown page per module and per class, each with
 * Docusaurus front matter. Every method gets a "Sends" section that links the
 * GraphQL operation it sends (derived from the package source), and every type
 * TypeDoc does not document itself is linked by `resolveTypeLink`; names that
 * nothing documents are returned, so that the build can refuse them.
 */
import path from 'node:path';

import {Application, Comment, CommentTag, Converter, type DeclarationReflection, type ProjectReflection, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent} from 'typedoc-plugin-markdown';

import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';
import type {ApiName as SearchableName} from '../../plugins/search/client/bundle';
import {ROUTE_BASES} from '../../src/site/constants';
import {pageName} from './classes';
import {headingIds} from './heading-ids';
import {type PackageTypes, resolveTypeLink} from './links';
import type {ApiName, ClientDocument} from './documents';
import type {OperationMap, SentOperation} from './operations';
import type {MethodVariables} from './parameters';

export type ApiIndexes = Readonly<Record<ApiName, ReferenceIndex>>;

/** A written page: its path in the output folder, its route below ROUTE_BASES.clientReference and its sidebar label. */
export interface ReferencePage {
  readonly file: string;
  readonly slug: string;
  readonly label: string;
}

export interface TypedocRunResult {
  readonly pages: readonly ReferencePage[];
  readonly unresolved: readonly string[];
  readonly classes: readonly string[];
  /** Each class and method with its page and anchor, for the site search's exact-name matches. */
  readonly names: readonly SearchableName[];
}

/** The class partners create: its methods rank above same-named ones (GlobalClient.generateToken). */
const MAIN_CLASS_PAGE = 'Tribe';

const GENERIC_METHODS: Readonly<Record<string, string>> = {
  query: `The query you pass, by name: any query of the [GraphQL reference](${ROUTE_BASES.networkReference}/queries).`,
  mutation: `The mutation you pass, by name: any mutation of the [GraphQL reference](${ROUTE_BASES.networkReference}/mutations).`,
  authorizedRequest: "The document you pass, with the client's access token.",
  setToken: 'Nothing: it only stores the token for later requests.',
};

/** The class that talks to the Global API; every other class talks to the Network API. */
export const GLOBAL_API_CLASS = 'GlobalClient';

/** Markdown text of a validation message: nothing in it may become markup. */
function plain(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#+!|~]/g, (character) => `\\${character}`);
}

/** The warning on a method that accepts variables its document never declares (parameters.ts). */
export function droppedWarning(method: string, dropped: readonly string[]): string {
  const names = dropped.map((name) => `\`${name}\``);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  const variables = dropped.map((name) => `\`$${name}\``).join(', ');
  const [it, value] = dropped.length === 1 ? ['it', 'its value has'] : ['them', 'their values have'];
  return [
    ':::warning[Not sent]',
    '',
    `Client 2.4.0 drops ${list}: \`${method}()\` accepts ${it} in \`variables\`, but the GraphQL document it sends never declares ${variables}, so the API never receives ${it}. Do not rely on ${it}: ${value} no effect.`,
    '',
    ':::',
  ].join('\n');
}

function sendsText(
  className: string,
  methodName: string,
  operations: readonly SentOperation[],
  indexes: ApiIndexes,
  invalid: readonly ClientDocument[],
  dropped: readonly string[],
): string {
  if (operations.length === 0) {
    return GENERIC_METHODS[methodName] ?? 'No GraphQL operation of its own.';
  }
  const warning = dropped.length === 0 ? '' : `\n\n${droppedWarning(methodName, dropped)}`;
  const api: ApiName = className === GLOBAL_API_CLASS ? 'global' : 'network';
  const apiTitle = api === 'global' ? 'Global API' : 'Network API';
  return operations
    .map(({type, field}) => {
      const route = indexes[api].operations[type][field];
      const sent =
        route === undefined
          ? `\`${field}\` ${type} of the ${apiTitle}, which is not in the schema snapshot this site documents.`
          : `[\`${field}\`](${route}) ${type} of the ${apiTitle}`;
      const problems = invalid
        .filter((document) => document.api === api && document.operation?.type === type && document.operation.field === field)
        .map(
          (document) =>
            `- With the \`'${document.fieldSet}'\` field set, the request does not validate against the ${apiTitle}: ${document.errors.map(plain).join(' ')}`,
        );
      return problems.length === 0 ? sent : `${sent}\n\n${problems.join('\n')}`;
    })
    .join('\n\n')
    .concat(warning);
}

function frontMatter(fields: Record<string, string>): string {
  return `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n`;
}

export async function runTypedoc({
  siteDir,
  outDir,
  indexes,
  operations,
  packageTypes,
  invalidDocuments,
  droppedParameters,
}: {
  siteDir: string;
  outDir: string;
  indexes: ApiIndexes;
  operations: OperationMap;
  packageTypes: PackageTypes;
  invalidDocuments: readonly ClientDocument[];
  /** Methods whose `variables` accept fields their document never declares. */
  droppedParameters: readonly MethodVariables[];
}): Promise<TypedocRunResult> {
  const index = indexes.network;
  const here = path.join(siteDir, 'generators/client-reference');
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [path.join(here, 'entry/client.ts'), path.join(here, 'entry/clients.ts')],
    tsconfig: path.join(here, 'tsconfig.typedoc.json'),
    plugin: ['typedoc-plugin-markdown'],
    out: outDir,
    readme: 'none',
    // The package's sources do not pass a type check of their own; the
    // reference documents them as they are.
    skipErrorChecking: true,
    disableSources: true,
    excludePrivate: true,
    excludeProtected: true,
    excludeInternal: true,
    blockTags: ['@param', '@returns', '@remarks', '@example', '@deprecated', '@module', '@see', '@throws', '@query', '@sends'],
    validation: {notExported: false, invalidLink: true, notDocumented: false},
    treatValidationWarningsAsErrors: true,
    logLevel: 'Warn',
    // typedoc-plugin-markdown
    outputFileStrategy: 'members',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    hidePageTitle: true,
    useCodeBlocks: true,
    sanitizeComments: true,
  } as Parameters<typeof Application.bootstrapWithPlugins>[0]);

  const unresolved = new Set<string>();
  app.converter.addUnknownSymbolResolver((reference) => {
    const name = reference.symbolReference?.path?.map((part) => part.path).join('.') ?? '';
    const url = resolveTypeLink(name, index, packageTypes);
    if (url === null) unresolved.add(name);
    return url ?? undefined;
  });

  const classes: string[] = [];
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    for (const owner of context.project.getReflectionsByKind(ReflectionKind.Class) as DeclarationReflection[]) {
      classes.push(owner.name);
      for (const method of owner.children ?? []) {
        const signature = method.kind === ReflectionKind.Method ? method.signatures?.[0] : undefined;
        if (signature === undefined) continue;
        const sent = operations.get(owner.name)?.get(method.name) ?? [];
        const dropped = droppedParameters.find((entry) => entry.className === owner.name && entry.method === method.name)?.dropped ?? [];
        signature.comment ??= new Comment();
        signature.comment.blockTags.push(
          new CommentTag('@sends', [{kind: 'text', text: sendsText(owner.name, method.name, sent, indexes, invalidDocuments, dropped)}]),
        );
      }
    }
  });

  const pages: ReferencePage[] = [];
  const names: SearchableName[] = [];
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const model = page.model as DeclarationReflection | ProjectReflection;
    if (model.kind === ReflectionKind.Project) return;
    let title = model.name;
    let label = model.name;
    let slug: string;
    let intro = '';
    if (model.kind === ReflectionKind.Module) {
      title = `Module ${model.name}`;
      slug = `/modules/${model.name}`;
    } else if (model.kind === ReflectionKind.Class) {
      title = label = pageName(model.name);
      slug = `/classes/${label}`;
      intro = `\`${model.name}\`\n\n`;
    } else {
      // Interfaces, type aliases and enums keep TypeDoc's folder: `/type-aliases/ErrorResponse`.
      slug = `/${path.posix.basename(path.posix.dirname(page.url))}/${model.name}`;
    }
    if (model.kind === ReflectionKind.Class) {
      const url = `${ROUTE_BASES.clientReference}${slug}`;
      const ids = headingIds(page.contents ?? '');
      names.push({name: label, url});
      // The name code imports (`TribeClient`), besides the page's shorter one (`Tribe`).
      if (model.name !== label) names.push({name: model.name, url});
      for (const method of model.children ?? []) {
        const id = method.kind === ReflectionKind.Method ? ids.get(`${method.name}()`) : undefined;
        if (id !== undefined) names.push({name: method.name, url: `${url}#${id}`});
      }
    }
    page.contents = `${frontMatter({title, sidebar_label: label, slug})}${intro}${page.contents ?? ''}`;
    pages.push({file: page.url, slug, label});
  });

  const project = await app.convert();
  if (project === undefined || app.logger.hasErrors()) {
    throw new Error('TypeDoc could not convert the client sources (see the messages above)');
  }
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error('TypeDoc reported problems in the client reference (see the messages above)');
  }
  await app.generateOutputs(project);
  if (app.logger.hasErrors()) throw new Error('TypeDoc could not write the client reference');
  const mainClass = `${ROUTE_BASES.clientReference}/classes/${MAIN_CLASS_PAGE}`;
  const rank = (name: SearchableName): number => (name.url.split('#')[0] === mainClass ? 0 : 1);
  const byPage = (a: SearchableName, b: SearchableName): number => rank(a) - rank(b) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  return {
    pages: pages.sort((a, b) => (a.file < b.file ? -1 : 1)),
    unresolved: [...unresolved].sort(),
    classes: classes.sort(),
    names: names.sort(byPage),
  };
}
