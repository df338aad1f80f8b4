#!/usr/bin/env node
// npm run test:corpus: every JavaScript and TypeScript file under node_modules, linted with the
// plugin's `all` config and fixed. Prints the counts; exits 1 on any crash, unparsable output or
// unsettled fix.
import { fileURLToPath } from 'node:url';
import plugin from '../dist/index.js';
import { corpusFiles, lintCorpus } from './lib/corpus.mjs';

const root = fileURLToPath(new URL('../node_modules', import.meta.url));
const files = corpusFiles(root);
const started = performance.now();
let done = 0;
const summary = lintCorpus(files, plugin, () => {
  if (++done % 1000 === 0) process.stderr.write(`  ${done} files linted\n`);
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const count = (kind) => summary.problems.filter((problem) => problem.kind === kind).length;

console.log(
  `corpus: ${files.length} files under node_modules, ${summary.files} linted, ${summary.unparsed} not parsable by espree or typescript-estree (skipped), in ${seconds} s`,
);
console.log(`reports: ${summary.reports}, fixes applied: ${summary.fixes}, suggestions checked: ${summary.suggestions}`);
console.log(
  `crashes: ${count('crash')}, unparsable fixes: ${count('unparsableFix')}, unparsable suggestions: ${count('unparsableSuggestion')}, unsettled fixes: ${count('unsettledFix')}`,
);
for (const problem of summary.problems.slice(0, 20))
  console.log(`- ${problem.kind} ${problem.file}: ${problem.detail.split('\n').slice(0, 3).join(' | ')}`);
if (summary.problems.length > 0) process.exitCode = 1;
