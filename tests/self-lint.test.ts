import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// eslint.config.js: eslint-plugin-regexp (recommended, no-super-linear-backtracking, no-super-linear-move)
// over every regex of src/, scripts/ and tests/, and eslint-plugin-eslint-plugin over rules and rule tests.
// ESLint 8's ESLint class reads .eslintrc files, not eslint.config.js: CI's ESLint 8.57 run skips this.
it.skipIf(Number.parseInt(ESLint.version, 10) < 9)('the plugin lints its own source clean', async () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const results = await eslint.lintFiles(['src', 'scripts', 'tests', 'eslint.config.js']);
  expect(results.length).toBeGreaterThan(30);
  const problems = results.flatMap((result) =>
    result.messages.map((message) => `${result.filePath}:${message.line}:${message.column} ${message.ruleId ?? ''} ${message.message}`),
  );
  expect(problems).toEqual([]);
}, 120_000);
