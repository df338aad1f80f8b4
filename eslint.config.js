// The project's own lint: ESLint's recommended rules, typescript-eslint's strict and stylistic
// type-checked rules over the TypeScript, its regexes must not backtrack super-linearly (every string
// of every file passes through them), and its rules and tests follow eslint-plugin-eslint-plugin.
import js from '@eslint/js';
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import regexp from 'eslint-plugin-regexp';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const TS_FILES = ['**/*.ts', '**/*.mts'];
const JS_FILES = ['**/*.js', '**/*.mjs'];

export default defineConfig([
  { ignores: ['dist/', 'node_modules/', 'examples/', 'tests/fuzz-regressions/', 'coverage/', 'bench/.cache/', 'bench/.tmp/'] },
  // The fixtures too are TypeScript (the strict configs below set this parser for the rest).
  { files: TS_FILES, languageOptions: { parser: tseslint.parser } },
  // tests/fixtures holds the typed tests' program: code to lint with the plugin, kept as it is.
  { files: [...TS_FILES, ...JS_FILES], ignores: ['tests/fixtures/**'], ...js.configs.recommended },
  {
    files: [...TS_FILES, ...JS_FILES],
    ignores: ['tests/fixtures/**'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Numbers print the same in a template as through String(): the messages and test titles say
      // versions and counts. The rest stays as strictTypeChecked has it (options left out would take
      // the rule's own, laxer defaults).
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        {
          allowAny: false,
          allowArray: false,
          allowBoolean: false,
          allowNever: false,
          allowNullish: false,
          allowNumber: true,
          allowRegExp: false,
        },
      ],
      // `const { start: _, ...rest } = value` is how a property is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // A scope-manager definition's `type` ('Variable', 'ImportBinding', ...) is compared as the string
      // it is: its DefinitionType enum lives in @typescript-eslint/scope-manager, which the plugin does
      // not load at run time (it is no dependency).
      '@typescript-eslint/no-unsafe-enum-comparison': 'off',
    },
  },
  {
    // The scripts and benchmarks (and the root .js configs) are plain JavaScript without JSDoc types.
    // The project service can type them (allowDefaultProject), but then everything they take in is
    // `any` and the type-checked rules report some 1,500 no-unsafe-* and template findings that say
    // nothing: they get the strict and stylistic rules that need no types.
    files: JS_FILES,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      // Node.js's globals that they use (typescript-eslint turns no-undef off in TypeScript only).
      globals: Object.fromEntries(
        ['Buffer', 'URL', 'clearTimeout', 'console', 'fetch', 'performance', 'process', 'setTimeout'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['src/**/*.ts', 'scripts/**/*.mjs', 'tests/**/*.ts'],
    ...regexp.configs['flat/recommended'],
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['src/rules/*.ts'],
    ignores: ['src/rules/index.ts'],
    ...eslintPlugin.configs.rules,
    rules: {
      ...eslintPlugin.configs.rules.rules,
      // createRule (ESLintUtils.RuleCreator) adds meta.docs.url when the rule is made.
      'eslint-plugin/require-meta-docs-url': 'off',
      'eslint-plugin/require-meta-docs-description': ['error', { pattern: '^(Enforce|Require|Disallow)' }],
    },
  },
  {
    files: ['tests/rules/*.test.ts'],
    ...eslintPlugin.configs.tests,
  },
]);
