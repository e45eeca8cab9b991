/**
 * Route-scaling benchmark: does the JavaScript every page loads grow with the
 * number of reference pages? Builds the site twice, as configured and from
 * a fixture of the network API's schema twice its size (every type and root
 * field copied under a new name), and compares `main.js`, `runtime~main` and
 * the five initial files together. Exits with 1 when `main.js` or the
 * initial files grow by the budgeted percentage or more
 * (bench/routes.budgets.json). A benchmark, not a test: it takes a few
 * minutes, and leaves `generated/` as `npm run generate` would.
 *   npm run bench:routes
 */
import {execFileSync} from 'node:child_process';
import {mkdtemp, readFile, readdir, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
} from 'graphql';

import {DEFAULT_OPTIONS} from '../generators/graphql-reference/options';
import {printSdl} from '../generators/graphql-reference/print-sdl';
import {loadSchema} from '../generators/graphql-reference/schema-source';
import {SITE_DIR} from '../node/site/paths';

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);
const TWIN = 'Twin';

interface Budgets {
  readonly mainJsGrowthPercent: number;
}

/** The schema with a renamed copy of every type and of every root field: twice the reference pages. */
export function doubleSchema(sdl: string): string {
  const document = parse(sdl);
  const named = new Set(
    document.definitions.flatMap((definition) =>
      'name' in definition && definition.name !== undefined && definition.kind !== Kind.DIRECTIVE_DEFINITION ? [definition.name.value] : [],
    ),
  );
  const renameTypes = <T extends DefinitionNode | FieldDefinitionNode>(node: T): T =>
    visit(node, {
      NamedType(type) {
        const name = type.name.value;
        if (BUILT_IN_SCALARS.has(name) || ROOT_TYPES.has(name) || !named.has(name)) return undefined;
        return {...type, name: {...type.name, value: `${name}${TWIN}`}};
      },
    });
  const copies: DefinitionNode[] = [];
  const definitions = document.definitions.map((definition) => {
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION && ROOT_TYPES.has(definition.name.value)) {
      const twinFields = (definition.fields ?? []).map((field) => ({
        ...renameTypes(field),
        name: {...field.name, value: `${field.name.value}${TWIN}`},
      }));
      return {...definition, fields: [...(definition.fields ?? []), ...twinFields]} satisfies ObjectTypeDefinitionNode;
    }
    if (
      'name' in definition &&
      definition.name !== undefined &&
      named.has(definition.name.value) &&
      !BUILT_IN_SCALARS.has(definition.name.value)
    ) {
      const copy = renameTypes(definition);
      copies.push({...copy, name: {...definition.name, value: `${definition.name.value}${TWIN}`}});
    }
    return definition;
  });
  return print({...document, definitions: [...definitions, ...copies]} satisfies DocumentNode);
}

/**
 * A build from `schemaFile`, or from the configured schema when it is null;
 * compared with the package's snapshots either way, as the site is.
 */
function build(schemaFile: string | null, outDir: string): void {
  const env = schemaFile === null ? process.env : {...process.env, GRAPHQL_SCHEMA: schemaFile};
  execFileSync('npm', ['run', 'generate'], {cwd: SITE_DIR, env, stdio: 'inherit'});
  execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd: SITE_DIR, env, stdio: 'inherit'});
}

/** The files every page loads before its own chunks (see plugins/chunk-file-names). */
const INITIAL_FILES = /^(runtime~main|react-dom|docusaurus|vendor|main)\.\w+\.js$/;

async function sizes(outDir: string): Promise<{main: number; runtime: number; initial: number; pages: number}> {
  const jsDir = path.join(outDir, 'assets/js');
  const initialFiles = (await readdir(jsDir)).filter((file) => INITIAL_FILES.test(file));
  const bytes = new Map(await Promise.all(initialFiles.map(async (file) => [file, (await stat(path.join(jsDir, file))).size] as const)));
  const size = (name: string) => [...bytes].find(([file]) => file.startsWith(`${name}.`))?.[1] ?? 0;
  const pages = (await readdir(path.join(outDir, 'docs/graphql'), {recursive: true})).filter((file) => file.endsWith('index.html')).length;
  return {main: size('main'), runtime: size('runtime~main'), initial: [...bytes.values()].reduce((sum, value) => sum + value, 0), pages};
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile(path.join(SITE_DIR, 'bench/routes.budgets.json'), 'utf8')) as Budgets;
  const work = await mkdtemp(path.join(tmpdir(), 'bench-routes-'));
  const {schema} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR);
  const once = printSdl(schema, 'validation');
  const twiceFile = path.join(work, 'schema-2x.graphql');
  await writeFile(twiceFile, doubleSchema(once));

  try {
    build(null, path.join(work, 'build-1x'));
    build(twiceFile, path.join(work, 'build-2x'));
  } finally {
    execFileSync('npm', ['run', 'generate'], {cwd: SITE_DIR, stdio: 'inherit'});
  }

  const [single, double] = [await sizes(path.join(work, 'build-1x')), await sizes(path.join(work, 'build-2x'))];
  const growth = ((double.main - single.main) / single.main) * 100;
  const initialGrowth = ((double.initial - single.initial) / single.initial) * 100;
  console.log(
    `\n| Schema | Network API reference pages | main.js bytes | runtime~main bytes | initial JavaScript bytes (all five files) |`,
  );
  console.log(`|---|---|---|---|---|`);
  console.log(`| 1× | ${single.pages} | ${single.main} | ${single.runtime} | ${single.initial} |`);
  console.log(`| 2× | ${double.pages} | ${double.main} | ${double.runtime} | ${double.initial} |`);
  console.log(
    `\nmain.js changes by ${growth.toFixed(2)} %, the initial JavaScript by ${initialGrowth.toFixed(2)} % (budget: under ${budgets.mainJsGrowthPercent} % each). Builds in ${work}.`,
  );
  if (Math.abs(growth) >= budgets.mainJsGrowthPercent || Math.abs(initialGrowth) >= budgets.mainJsGrowthPercent) process.exitCode = 1;
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
