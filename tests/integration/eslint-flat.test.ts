import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumer, type Consumer } from './support/consumer.js';
import { REMOVED_V1_TAGS, reportsOf } from './support/expected.js';
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
    consumer.write('eslint.config.rules.mjs', readmeSnippet('eslint-config-rules'));
  });

  describe('ESM config (README: eslint.config.js)', () => {
    itLintsTheFixture(() => consumer, { configArgs: ['-c', 'eslint.config.mjs'] });
    itLintsWithConcurrency(() => consumer, { configArgs: ['-c', 'eslint.config.mjs'] });
  });

  describe('CommonJS config (README: eslint.config.cjs)', () => {
    itLintsTheFixture(() => consumer, { configArgs: ['-c', 'eslint.config.cjs'] });
  });

  it('applies rules picked one by one, with their options (README: pick rules one by one)', async () => {
    const result = await consumer.eslint(['-c', 'eslint.config.rules.mjs', '--format', 'json', 'src']);
    expect(reportsOf(result, consumer.dir)).toEqual([REMOVED_V1_TAGS]);
  });
});
