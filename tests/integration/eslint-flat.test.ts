import { beforeAll, describe } from 'vitest';
import { createConsumer, type Consumer } from './support/consumer.js';
import { itLintsTheFixture, itLintsWithConcurrency } from './support/lint-cases.js';
import { readmeSnippet } from './support/readme-snippets.js';

describe.each([
  { label: 'eslint-10', eslint: '^10.0.0' },
  { label: 'eslint-9', eslint: '^9.34.0' },
])('$label with a flat config', ({ label, eslint }) => {
  let consumer: Consumer;
  beforeAll(async () => {
    consumer = await createConsumer(label, { eslint });
    consumer.write('eslint.config.mjs', readmeSnippet('eslint-config-esm'));
    consumer.write('eslint.config.cjs', readmeSnippet('eslint-config-cjs'));
  });

  describe('ESM config (README: eslint.config.js)', () => {
    itLintsTheFixture(() => consumer, ['-c', 'eslint.config.mjs']);
    itLintsWithConcurrency(() => consumer, ['-c', 'eslint.config.mjs']);
  });

  describe('CommonJS config (README: eslint.config.cjs)', () => {
    itLintsTheFixture(() => consumer, ['-c', 'eslint.config.cjs']);
  });
});
