/**
 * Type-checks TypeScript code samples against the packages the site pins.
 *
 * The pinned `@tribeplatform/gql-client` exports its `.ts` sources, and those
 * do not pass a strict check themselves (`skipLibCheck` does not cover `.ts`
 * files). So every sample is a virtual file in one program, and only the
 * diagnostics located in sample files count.
 */
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
  readonly line: number;
  readonly message: string;
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
  types: ['node'],
  // Each sample is its own module, so top-level await and local names never clash.
  moduleDetection: ts.ModuleDetectionKind.Force,
};

export function typecheckSnippets(snippets: readonly Snippet[], rootDir: string): SnippetProblem[] {
  const virtualDir = path.join(rootDir, '.snippets');
  const files = new Map(
    snippets.map((snippet, index) => [path.join(virtualDir, `snippet-${index}.${snippet.language}`), snippet] as const),
  );
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files.get(file)?.code ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const snippet = files.get(file);
    return snippet === undefined
      ? getSourceFile(file, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(file, snippet.code, languageVersion, true);
  };
  host.getCurrentDirectory = () => rootDir;

  const program = ts.createProgram({rootNames: [...files.keys()], options: COMPILER_OPTIONS, host});
  const problems: SnippetProblem[] = [];
  for (const [file, snippet] of files) {
    const sourceFile = program.getSourceFile(file);
    if (sourceFile === undefined) throw new Error(`${snippet.origin}: the sample was not loaded`);
    const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const diagnostic of diagnostics) {
      const line = diagnostic.start === undefined ? 0 : sourceFile.getLineAndCharacterOfPosition(diagnostic.start).line + 1;
      problems.push({origin: snippet.origin, line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')});
    }
  }
  return problems;
}
