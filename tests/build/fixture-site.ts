import {spawn} from 'node:child_process';
import {cp, mkdir, mkdtemp, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** What a fixture build printed and how it ended. */
export interface BuildResult {
  readonly exitCode: number;
  readonly output: string;
}

/**
 * A throw-away copy of the real site (its config, theme, pages and docs) with
 * extra files laid over it, so a test can build the site with one bad input.
 */
export class FixtureSite {
  private constructor(readonly dir: string) {}

  static async create(extraFiles: Record<string, string>): Promise<FixtureSite> {
    const dir = await mkdtemp(path.join(tmpdir(), 'tribe-partners-fixture-'));
    for (const entry of ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'src', 'static', 'docs']) {
      await cp(path.join(repoRoot, entry), path.join(dir, entry), {recursive: true});
    }
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    for (const [file, content] of Object.entries(extraFiles)) {
      await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      await writeFile(path.join(dir, file), content);
    }
    return new FixtureSite(dir);
  }

  build(): Promise<BuildResult> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
        {
          cwd: this.dir,
          // The fixture must not share the real site's bundler cache.
          env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0'},
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({exitCode: code ?? 1, output}));
    });
  }

  async remove(): Promise<void> {
    await rm(this.dir, {recursive: true, force: true});
  }
}
