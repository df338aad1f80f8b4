#!/usr/bin/env node
// npm run new:rule -- <rule-name> [--root DIR] [--no-docs]
// Scaffolds a rule: src/rules/<name>.ts, tests/rules/<name>.test.ts, docs/rules/<name>.md, its place in
// src/rule-names.ts, src/rules/index.ts and tests/options.test.ts, then `npm run docs` for the README
// rules list and the page's header. --root scaffolds into another checkout; --no-docs skips `npm run docs`.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { filesOf, NewRuleError, scaffoldRule } from './lib/new-rule.mjs';

const USAGE = 'usage: npm run new:rule -- <rule-name> [--root DIR] [--no-docs]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { root: { type: 'string' }, 'no-docs': { type: 'boolean', default: false } },
  });
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
const { values, positionals } = parsed;
if (positionals.length > 1) fail(`one rule name at a time, got ${positionals.join(' ')}\n${USAGE}`);
const [name] = positionals;
const root = resolve(values.root ?? fileURLToPath(new URL('..', import.meta.url)));

let written;
try {
  written = scaffoldRule(name, root);
} catch (error) {
  if (error instanceof NewRuleError) fail(error.message);
  throw error;
}
console.log(`new-rule: wrote ${written.join(', ')}`);

if (!values['no-docs']) {
  console.log('new-rule: npm run docs (the README rules list and the header of the rule page)');
  const docs = spawnSync('npm', ['run', '--silent', 'docs'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (docs.status !== 0) fail('npm run docs failed: fix what it says, then run it again.', 1);
}

const files = filesOf(name);
console.log(`
Next (CONTRIBUTING.md, "Adding a rule"):
  1. ${files.rule}: what the rule reports, its description (Disallow/Require/Enforce ...), messages, options;
     recommended: true puts it in recommended and strict, strict: true in strict only.
  2. ${files.test}: its valid and invalid cases; npx vitest run ${files.test}
  3. ${files.docs}: Why, what it needs to report, examples (every example is linted), options.
  4. tests/options.test.ts: options its schema refuses; tests/plugin.test.ts if it joins recommended or strict.
  5. npm run docs, then npm test.`);

function fail(message, code = 2) {
  console.error(`new-rule: ${message}`);
  process.exit(code);
}
