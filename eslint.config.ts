/**
 * Lint with the type checker's knowledge (typescript-eslint's type-checked
 * rules) and React's hooks rules; formatting is Prettier's alone
 * (eslint-config-prettier turns off every rule that would fight it).
 * `npm run lint` runs both at zero warnings, and `npm test` runs it.
 */
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import {defineConfig} from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Build output, generated pages and installed packages: not ours to lint.
    ignores: [
      'build/',
      '.build-next/',
      'build-reference/',
      '.build-reference-next/',
      '.docusaurus/',
      'generated/',
      'gql-client/api/',
      'test-results/',
      'tools/snippets/environments/',
      'generators/client-reference/entry/',
      // Local scratch files, git-ignored.
      '.exp/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: process.cwd()},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // node:test's describe() and it() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after']}]},
      ],
      // Numbers and booleans read naturally in messages; objects and nullish values still need an explicit conversion.
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true, allowBoolean: true}],
      // With noUncheckedIndexedAccess, `match[1]!` is how code says that a group of a regex that matched exists.
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-confusing-void-expression': ['error', {ignoreArrowShorthand: true}],
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
      // A generic return type is how callers of a rebuilt GraphQL type say which kind they get back.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // typescript-eslint 8.73.0 overflows the stack on the TypeScript compiler API's types (codegen-types.ts).
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    // The two rules of hooks; the plugin's recommended set adds React Compiler rules, and this site does not use the compiler.
    ...reactHooks.configs.flat.recommended,
    files: ['src/**/*.tsx', 'plugins/*/theme/**/*.tsx', 'plugins/*/theme/**/use*.ts', 'plugins/*/client/use*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    // A test reads values whose types are narrower than what a regression produces: `?.` keeps such a
    // failure an assertion message instead of a TypeError.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-unnecessary-condition': 'off'},
  },
  {
    // Plain JavaScript runs before the dependencies are installed (check-node.mjs): no types to check against.
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {globals: {process: 'readonly', console: 'readonly', URL: 'readonly'}},
  },
  prettier,
);
