import {spawn} from 'node:child_process';
import {cp, mkdir, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What a command printed and how it ended. */
export interface RunResult {
  readonly exitCode: number;
  readonly output: string;
}

export function run(command: string, args: readonly string[], options: {cwd: string; env?: NodeJS.ProcessEnv}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: {...process.env, FORCE_COLOR: '0', ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({exitCode: code ?? 1, output}));
  });
}

/** The two pages the navbar and footer link to; the real guide links deep into the reference. */
const MINIMAL_DOCS: Record<string, string> = {
  'guide/index.mdx': '---\ntitle: Developers Guide\nslug: /guide/index\n---\n\nThe guide home of a fixture site.\n',
  'schema.mdx': '---\ntitle: GraphQL API\nslug: /schema\n---\n\nSee the [reference](/docs/graphql/schema).\n',
};

/**
 * A one-page stand-in for the JavaScript client reference: the real one links
 * into the real schema's reference, which a fixture schema does not have.
 */
const MINIMAL_CLIENT_REFERENCE: Record<string, string> = {
  'index.mdx': '---\ntitle: JavaScript client reference\nslug: /index\n---\n\nThe client reference of a fixture site.\n',
  'api/sidebars.json': JSON.stringify({gqlClient: [{type: 'doc', id: 'index'}]}),
  'api/redirects.json': '[]',
};

export interface FixtureOptions {
  /** Schema for the reference, relative to the repository; a small one keeps builds fast. */
  readonly schema?: string;
  /** Files under docs/, laid over the minimal guide home and schema page. */
  readonly docs?: Record<string, string>;
}

/**
 * A throw-away copy of the real site (config, theme, components, generator)
 * with its own docs and schema, so a test can build the site with one bad input.
 */
export class FixtureSite {
  private constructor(
    readonly dir: string,
    private readonly schema: string,
  ) {}

  static async create({schema = 'tests/fixtures/graphql/small.graphql', docs = {}}: FixtureOptions = {}): Promise<FixtureSite> {
    const dir = await mkdtemp(path.join(tmpdir(), 'tribe-partners-fixture-'));
    for (const entry of ['docusaurus.config.ts', 'graphql-reference.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'src', 'static']) {
      await cp(path.join(repoRoot, entry), path.join(dir, entry), {recursive: true});
    }
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const files = [
      ...Object.entries({...MINIMAL_DOCS, ...docs}).map(([file, content]) => [path.join('docs', file), content] as const),
      ...Object.entries(MINIMAL_CLIENT_REFERENCE).map(([file, content]) => [path.join('gql-client', file), content] as const),
    ];
    for (const [file, content] of files) {
      await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      await writeFile(path.join(dir, file), content);
    }
    return new FixtureSite(dir, path.resolve(repoRoot, schema));
  }

  generate(): Promise<RunResult> {
    return run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/generators/graphql-reference/cli.ts'], {
      cwd: this.dir,
      env: {GRAPHQL_SCHEMA: this.schema},
    });
  }

  /** Generates the reference, then runs `docusaurus build`, like `npm run build`. */
  async build(): Promise<RunResult> {
    const generated = await this.generate();
    if (generated.exitCode !== 0) return generated;
    const built = await run(process.execPath, [path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
      cwd: this.dir,
      // The fixture must not share the real site's bundler cache.
      env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    });
    return {exitCode: built.exitCode, output: generated.output + built.output};
  }

  async remove(): Promise<void> {
    await rm(this.dir, {recursive: true, force: true});
  }
}
