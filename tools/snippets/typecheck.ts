/**
 * Type-checks TypeScript code samples against the packages the site pins.
 *
 * The pinned `@tribeplatform/gql-client` exports its `.ts` sources, and those
 * do not pass a strict check themselves (`skipLibCheck` does not cover `.ts`
 * files). So every sample is a virtual file in one program, and only the
 * diagnostics located in sample files count.
 *
 * A sample that imports the React SDK is checked in its own environment
 * (`environments/react-sdk`): `@tribeplatform/react-sdk` 2.1.0 imports
 * `@tribeplatform/gql-client` by its bare name, which 2.4.0's export map does
 * not provide, so against the site's client every SDK type would silently be
 * `any`. The environment pins the SDK with the 1.x client and React 18 it works with.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

export interface Snippet {
  /** Where the sample comes from, e.g. `docs/guide/x.mdx:42`; used in messages. */
  readonly origin: string;
  readonly code: string;
  readonly language: 'ts' | 'tsx';
}

export interface SnippetProblem {
  readonly origin: string;
  /** The line within the sample; 0 when the problem is the block as a whole (or has no place in it). */
  readonly line: number;
  readonly message: string;
}

/**
 * A further check of one sample, run with the program that type-checked it
 * (tools/snippets/client-calls.ts: deprecated and dropped uses of the
 * client). Only samples of the site's environment, which use the pinned 2.4.0
 * client, are inspected.
 */
export type SampleInspector = (program: ts.Program, sourceFile: ts.SourceFile, snippet: Snippet) => SnippetProblem[];

/** `docs/guide/x.mdx:42 (line 3): message`: the file and line of the block, then the line within the sample (left out when 0). */
export function formatProblem(problem: SnippetProblem): string {
  return problem.line === 0 ? `${problem.origin}: ${problem.message}` : `${problem.origin} (line ${problem.line}): ${problem.message}`;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  skipLibCheck: true,
  // Each sample is its own module, so top-level await and local names never clash.
  moduleDetection: ts.ModuleDetectionKind.Force,
};

interface SampleEnvironment {
  /** Directory whose node_modules the samples resolve their imports from, relative to the repository. */
  readonly directory: string;
  readonly types: readonly string[];
  /** A package whose absence means the environment was never installed. */
  readonly marker?: string;
}

const SITE_ENVIRONMENT: SampleEnvironment = {directory: '.', types: ['node']};
const REACT_SDK_ENVIRONMENT: SampleEnvironment = {
  directory: 'tools/snippets/environments/react-sdk',
  types: [],
  marker: '@tribeplatform/react-sdk',
};

function environmentOf(snippet: Snippet): SampleEnvironment {
  return /from\s+['"]@tribeplatform\/react-sdk(\/[\w/]+)?['"]/.test(snippet.code) ? REACT_SDK_ENVIRONMENT : SITE_ENVIRONMENT;
}

/** Checks each sample against the packages of the environment its imports call for. */
export function typecheckSnippets(snippets: readonly Snippet[], repoRoot: string, inspect?: SampleInspector): SnippetProblem[] {
  const groups = new Map<SampleEnvironment, Snippet[]>();
  for (const snippet of snippets) {
    const environment = environmentOf(snippet);
    const group = groups.get(environment);
    if (group === undefined) groups.set(environment, [snippet]);
    else group.push(snippet);
  }
  return [...groups].flatMap(([environment, group]) => {
    const environmentRoot = path.resolve(repoRoot, environment.directory);
    if (environment.marker !== undefined && !existsSync(path.join(environmentRoot, 'node_modules', environment.marker))) {
      throw new Error(
        `${group[0]!.origin}: the sample imports ${environment.marker}, whose packages in ${environment.directory} are not installed; run \`bash scripts/ensure-deps.sh\``,
      );
    }
    const options = {...COMPILER_OPTIONS, types: [...environment.types]};
    return typecheckInEnvironment(group, environmentRoot, options, environment === SITE_ENVIRONMENT ? inspect : undefined);
  });
}

/**
 * The packages' parsed files, kept across checks in one process, as
 * TypeScript's language service keeps them across programs: parsing the
 * client's sources is most of a check, and a test that checks samples one
 * by one now parses them once. Every check uses the same parse settings
 * (COMPILER_OPTIONS), and installed packages do not change during a run.
 */
const packageSourceFiles = new Map<string, ts.SourceFile>();

function typecheckInEnvironment(
  snippets: readonly Snippet[],
  rootDir: string,
  options: ts.CompilerOptions,
  inspect: SampleInspector | undefined,
): SnippetProblem[] {
  const virtualDir = path.join(rootDir, '.snippets');
  const files = new Map(
    snippets.map((snippet, index) => [path.join(virtualDir, `snippet-${index}.${snippet.language}`), snippet] as const),
  );
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files.get(file)?.code ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const snippet = files.get(file);
    if (snippet !== undefined) return ts.createSourceFile(file, snippet.code, languageVersion, true);
    const cached = packageSourceFiles.get(file);
    if (cached !== undefined) return cached;
    const sourceFile = getSourceFile(file, languageVersion, onError, shouldCreate);
    if (sourceFile !== undefined) packageSourceFiles.set(file, sourceFile);
    return sourceFile;
  };
  host.getCurrentDirectory = () => rootDir;

  const program = ts.createProgram({rootNames: [...files.keys()], options, host});
  const problems: SnippetProblem[] = [];
  for (const [file, snippet] of files) {
    const sourceFile = program.getSourceFile(file);
    if (sourceFile === undefined) throw new Error(`${snippet.origin}: the sample was not loaded`);
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const line = diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
      problems.push({origin: snippet.origin, line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')});
    }
    if (inspect !== undefined) problems.push(...inspect(program, sourceFile, snippet));
  }
  return problems;
}
