// The project's own lint: its regexes must not backtrack super-linearly (every string of every
// file passes through them), and its rules and tests follow eslint-plugin-eslint-plugin.
import eslintPlugin from 'eslint-plugin-eslint-plugin';
import regexp from 'eslint-plugin-regexp';
import tsParser from '@typescript-eslint/parser';

export default [
  { ignores: ['dist/', 'node_modules/', 'examples/', 'tests/fuzz-regressions/', 'coverage/'] },
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tsParser },
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
];
