import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { defined } from '../defined.js';

/**
 * A string expression is evaluated only when a word source stands in it: a string that holds a word
 * of the tables, or a read of a variable whose value holds one. These programs reach their URL only
 * through a constant, an object literal, a class field, a split word, a declaration further down:
 * each must still be read.
 */
const THROUGH_THE_FILE: [string, string[]][] = [
  ["const HUB = 'https://index.docker.io'; const V1 = HUB + '/v1'; fetch(`${V1}/repositories/${name}/tags`);", ['no-removed-hub-v1-route']],
  ["const API = { v1: 'https://index.docker.io/v1' }; fetch(`${API.v1}/repositories/${name}/tags`);", ['no-removed-hub-v1-route']],
  [
    "class C { base = 'https://index.docker.io/v1'; get(n) { return fetch(`${this.base}/repositories/${n}/tags`); } }",
    ['no-removed-hub-v1-route'],
  ],
  [
    "class C { constructor() { this.base = 'https://index.docker.io/v1'; } get(n) { return fetch(`${this.base}/repositories/${n}/tags`); } }",
    ['no-removed-hub-v1-route'],
  ],
  ["const P = 'https://index.docker.io/v1/repositor'; fetch(P + 'ies/' + n + '/tags');", ['no-removed-hub-v1-route']],
  [
    "const V = '/v1.' + '12'; http.request({ socketPath: '/var/run/docker.sock', path: `${V}/containers/json` });",
    ['no-hardcoded-docker-socket', 'no-unsupported-engine-api-version'],
  ],
  [
    "const CONTAINERS = '/containers'; http.request({ socketPath: '/var/run/docker.sock', path: CONTAINERS + '/json' });",
    ['no-hardcoded-docker-socket', 'require-engine-api-version'],
  ],
  ["const u = new URL(`/v1/repositories/${n}/tags`, HUB); const HUB = 'https://index.docker.io'; fetch(u);", ['no-removed-hub-v1-route']],
  ["fetch(util.format('%s/v1/repositories/%s/tags', HUB, n)); const HUB = 'https://index.docker.io';", ['no-removed-hub-v1-route']],
  [
    "function f() { return fetch(`${BASE}/repositories/${n}/tags`); } const BASE = 'https://index.docker.io/v1';",
    ['no-removed-hub-v1-route'],
  ],
];

const linter = new Linter({ configType: 'flat' });
const rulesOf = (rules: Record<string, unknown>) => [{ plugins: plugin.configs.all.plugins, rules }] as Linter.Config[];
const reportsOf = (code: string, rules: Record<string, unknown>) =>
  linter
    .verify(code, rulesOf(rules), 'x.js')
    .map((message) => `${String(message.ruleId)} ${message.line}:${message.column} ${String(message.messageId)}`)
    .sort();

describe('word sources: a string is evaluated when a word can reach it', () => {
  it.each(THROUGH_THE_FILE)('reads %s', (code, rules) => {
    expect([
      ...new Set(
        reportsOf(code, plugin.configs.all.rules).map((report) => defined(report.split(' ')[0], 'a rule id').replace('docker-api/', '')),
      ),
    ]).toEqual(rules);
  });
});

describe('the shared reading: the first rule reads the strings, the others get its URLs', () => {
  it.each(THROUGH_THE_FILE)('gives every rule the same reports alone and together: %s', (code) => {
    const alone = Object.keys(plugin.configs.all.rules).flatMap((ruleId) => reportsOf(code, { [ruleId]: 'error' }));
    expect(reportsOf(code, plugin.configs.all.rules)).toEqual(alone.sort());
  });

  it('reads a source code linted again as a new run', () => {
    const code = defined(THROUGH_THE_FILE[0], 'a case')[0];
    const first = linter.verify(code, rulesOf(plugin.configs.all.rules), 'x.js');
    const sourceCode = linter.getSourceCode();
    const again = linter.verify(sourceCode, rulesOf(plugin.configs.all.rules), 'x.js');
    expect(again.map((message) => message.ruleId)).toEqual(first.map((message) => message.ruleId));
    expect(again).toHaveLength(1);
  });
});
