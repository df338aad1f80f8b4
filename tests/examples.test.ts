import { readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';

// The quick start (`npm run demo`) lints examples/ with the `all` config: its dockerode client shows
// a report of each rule that reads dockerode, docker-modem and DOCKER_API_VERSION.
const FILE = 'examples/src/dockerode-client.js';

describe(FILE, () => {
  const code = readFileSync(new URL(`../${FILE}`, import.meta.url), 'utf8');
  const messages = new Linter({ configType: 'flat' }).verify(code, [plugin.configs.all], 'dockerode-client.js');
  const lineOf = (snippet: string) => code.split('\n').findIndex((line) => line.includes(snippet)) + 1;

  it('shows the reports the demo promises, and nothing on the correct code', () => {
    expect(messages.map(({ line, column, ruleId, messageId }) => ({ line, column, ruleId, messageId }))).toEqual([
      { line: lineOf("version: 'v1.25'"), column: 38, ruleId: 'docker-api/no-unsupported-engine-api-version', messageId: 'tooOld' },
      { line: lineOf('new Modem('), column: 16, ruleId: 'docker-api/require-engine-api-version', messageId: 'unversionedClient' },
      { line: lineOf('logs({ follow: true })'), column: 20, ruleId: 'docker-api/require-engine-logs-stream', messageId: 'noStream' },
      { line: lineOf('DOCKER_API_VERSION=1.30'), column: 61, ruleId: 'docker-api/no-unsupported-engine-api-version', messageId: 'tooOld' },
    ]);
  });
});
