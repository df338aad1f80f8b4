import { Linter } from 'eslint';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { fileMayHoldDockerUrl } from '../../src/analysis/file-check.js';

function gate(code: string): boolean {
  let result: boolean | undefined;
  const rule: TSESLint.RuleModule<string> = {
    meta: { type: 'problem', schema: [], messages: {} },
    defaultOptions: [],
    create(context) {
      result = fileMayHoldDockerUrl(context.sourceCode);
      return {};
    },
  };
  new Linter({ configType: 'flat' }).verify(code, [{ plugins: { test: { rules: { gate: rule as never } } }, rules: { 'test/gate': 'error' } }]);
  return result!;
}

describe('the file check before any rule listens', () => {
  it.each([
    "fetch('https://hub.docker.com/v2/repositories/acme')",
    "fetch('/containers/json')",
    "fetch(`/images/${name}/json`)",
    "fetch('/exec/' + id + '/start')",
    "http.request({ socketPath, path: '/info' })",
    "got('unix:/run/docker.sock:/info')",
    "fetch(process.env.DOCKER_HOST + '/info')",
    "fetch('http://localhost:2375/info')",
    "fetch('http://localhost/v1.47/info')",
    "execSync('curl --unix-socket /tmp/d.sock http://x/info')",
    "fetch('/volumes/prune')",
    "fetch('tcp://10.0.0.2:2376/info')",
    "const hub = axios.create({ baseURL: 'https://hub.docker.com/v2/' }); hub.get('repositories/' + ns)",
    "const options = { path: '/info' };\noptions.socketPath = socket;",
    // The clients that build no URL, and the CLI's version variable.
    "import Docker from 'dockerode';\nnew Docker();",
    "const Modem = require('docker-modem');",
    "process.env.DOCKER_API_VERSION = '1.41';",
    // A Hub host of the user's settings, which the check does not know: the route itself opens the file.
    "fetch('https://hub.mirror.example.com/v2/users/login', { method: 'POST', body })",
  ])('opens for %s', (code) => expect(gate(code)).toBe(true));

  it.each([
    "import { x } from './lib/util.js'",
    "fetch('/api/users/42')",
    "fetch('https://example.com/v2/things')",
    "const re = /a\\/b/; exec(re)",
    "fetch('/info')",
    "fetch('/version')",
    'const diagnostic = { code: 2375 }; const a = b.prune();',
    '// see src/compiler/executeCommandLine.ts and module/system.ts',
    `const info = '/info';${' '.repeat(1200)}const socketPath = far.away;`,
    // Without type information, a logs call alone says nothing of dockerode.
    'container.logs({ follow: true });',
  ])('stays shut for %s', (code) => expect(gate(code)).toBe(false));
});
