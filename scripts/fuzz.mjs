#!/usr/bin/env node
// npm run fuzz -- --count N [--seed S]: random programs with Docker URLs, linted and fixed with every
// rule. Prints the seed; writes each failing program to tests/fuzz-regressions/ for a regression test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import plugin from '../dist/index.js';
import { fuzz } from './lib/fuzz.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000' }, seed: { type: 'string' } } });
const count = Number(values.count);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run fuzz -- --count N [--seed S]  (whole numbers)');
  process.exit(2);
}
console.log(`fuzz: seed ${seed}, ${count} programs`);
const started = performance.now();
const summary = fuzz({ seed, count, plugin });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `parsed ${summary.parsed} of ${count}; reports ${summary.reports}, fixes ${summary.fixes}, suggestions ${summary.suggestions}; ${summary.failures.length} failing programs, in ${seconds} s`,
);
if (summary.failures.length > 0) {
  const folder = new URL('../tests/fuzz-regressions/', import.meta.url);
  mkdirSync(folder, { recursive: true });
  for (const failure of summary.failures) {
    const file = new URL(`seed-${seed}-${failure.index}.js`, folder);
    writeFileSync(file, failure.code);
    console.log(`- ${file.pathname}: ${failure.problems.map((problem) => `${problem.kind}: ${problem.detail.split('\n')[0]}`).join('; ')}`);
  }
  process.exitCode = 1;
}
