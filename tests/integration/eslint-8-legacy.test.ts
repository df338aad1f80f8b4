import { beforeAll, describe } from 'vitest';
import { createConsumer, type Consumer } from './support/consumer.js';
import { itLintsTheFixture } from './support/lint-cases.js';
import { readmeSnippet } from './support/readme-snippets.js';

describe('ESLint 8.57 with an .eslintrc and legacy-recommended', () => {
  let consumer: Consumer;
  beforeAll(async () => {
    consumer = await createConsumer('eslint-8', { eslint: '8.57.1' });
    consumer.write('.eslintrc.json', readmeSnippet('eslintrc'));
  });

  itLintsTheFixture(() => consumer, { configArgs: [], env: { ESLINT_USE_FLAT_CONFIG: 'false' } });
});
