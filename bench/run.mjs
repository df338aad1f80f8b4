#!/usr/bin/env node
// npm run bench: what the plugin costs, against the physical limit and against what a user would
// write instead. Prints a table, writes bench/results.json and docs/performance.md. No network.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { CONFIGS } from './configs.mjs';
import { everyWordReportedLiteral, oneMegabyteLiteral, realCorpus, tenThousandPieceConcatenation, urlDenseFile } from './corpora.mjs';
import { lintAll } from './lint.mjs';

const ROUNDS = 5;
const KEYS = Object.keys(CONFIGS);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const gc = () => globalThis.gc?.();
const log = (text) => process.stderr.write(`${text}\n`);

// Peak memory of (a) and (e) first, each in fresh processes: a process's peak is its own, so the two
// run side by side on the two cores, before anything is timed.
log('peak memory');
const memoryRuns = { a: [], e: [] };
const memoryScript = fileURLToPath(new URL('memory.mjs', import.meta.url));
const peakOf = async (key) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--stack-size=4000', '--expose-gc', memoryScript, key], { encoding: 'utf8' });
  return JSON.parse(stdout.trim().split('\n').pop()).maxRssKiB;
};
for (let round = 0; round < 2; round++) {
  const [a, e] = await Promise.all([peakOf('a'), peakOf('e')]);
  memoryRuns.a.push(a);
  memoryRuns.e.push(e);
}
const memory = { aMiB: median(memoryRuns.a) / 1024, eMiB: median(memoryRuns.e) / 1024 };

// Corpus 1: real code, each configuration in every round, in a rotating order.
const corpus = realCorpus();
log(`corpus 1: ${corpus.files.length} files, ${(corpus.bytes / 1e6).toFixed(1)} MB; warming up`);
for (const key of KEYS) lintAll(corpus.files.slice(0, 60), key);
const runs = Object.fromEntries(KEYS.map((key) => [key, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const key of [...KEYS.slice(round % KEYS.length), ...KEYS.slice(0, round % KEYS.length)]) {
    gc();
    runs[key].push(lintAll(corpus.files, key));
    log(`  round ${round + 1}: ${key} done`);
  }
}
const real = Object.fromEntries(
  KEYS.map((key) => [key, { wallMs: median(runs[key].map((run) => run.wall)), rulesMs: median(runs[key].map((run) => run.rules)), reports: runs[key][0].reports, fatal: runs[key][0].fatal }]),
);

// Corpus 2: URL-dense files at three sizes, with the plugin's all config.
log('corpus 2: URL-dense files');
const dense = [1, 4, 16].map((scale) => ({ scale, file: urlDenseFile(scale) }));
for (const { file } of dense) lintAll([file], 'e');
const denseRuns = Object.fromEntries(dense.map(({ scale }) => [scale, []]));
for (let round = 0; round < 5; round++) {
  for (const { scale, file } of dense) denseRuns[scale].push(lintAll([file], 'e'));
}
const urlDense = dense.map(({ scale, file }) => ({
  scale,
  bytes: Buffer.byteLength(file.code),
  wallMs: median(denseRuns[scale].map((run) => run.wall)),
  rulesMs: median(denseRuns[scale].map((run) => run.rules)),
  reports: denseRuns[scale][0].reports,
}));

// Stress inputs.
log('stress inputs');
const stress = [oneMegabyteLiteral(), tenThousandPieceConcatenation(), everyWordReportedLiteral()].map((file, index) => {
  lintAll([file], 'e');
  const stressRuns = Array.from({ length: 5 }, () => lintAll([file], 'e'));
  return {
    name: file.name,
    isTarget: index < 2,
    bytes: Buffer.byteLength(file.code),
    wallMs: median(stressRuns.map((run) => run.wall)),
    rulesMs: median(stressRuns.map((run) => run.rules)),
    reports: stressRuns[0].reports,
    fatal: stressRuns[0].fatal,
  };
});

const ratios = {
  allOverNoop: real.e.rulesMs / real.b.rulesMs,
  allOverRestrictedSyntax: real.e.rulesMs / real.c.rulesMs,
  allShareOfLint: real.e.rulesMs / real.e.wallMs,
  recommendedOverNoop: real.d.rulesMs / real.b.rulesMs,
  dense16OverDense1: urlDense[2].rulesMs / urlDense[0].rulesMs,
  dense16WallOverDense1: urlDense[2].wallMs / urlDense[0].wallMs,
  memoryAllOverNone: memory.eMiB / memory.aMiB,
};
const targets = [
  ['all ≤ 1.5 × no-op visitor (corpus 1)', ratios.allOverNoop <= 1.5],
  ['all < no-restricted-syntax (corpus 1)', ratios.allOverRestrictedSyntax < 1],
  ['all ≤ 2% of the whole lint (corpus 1)', ratios.allShareOfLint <= 0.02],
  ['16× the input in ≤ 17× the time (corpus 2)', ratios.dense16OverDense1 <= 17],
  ...stress.filter((entry) => entry.isTarget).map((entry) => [`${entry.name} linted in < 100 ms`, entry.rulesMs < 100 && entry.fatal === 0]),
  ['peak memory within 5% of no rules', ratios.memoryAllOverNone <= 1.05],
];

const results = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', totalMemGiB: Math.round(os.totalmem() / 2 ** 30) },
  rounds: ROUNDS,
  corpus1: { files: corpus.files.length, bytes: corpus.bytes, sources: corpus.sources },
  real,
  urlDense,
  stress,
  memory,
  ratios,
  targets: Object.fromEntries(targets),
};
writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);

const ms = (value) => value.toFixed(1);
const pct = (value) => `${(value * 100).toFixed(2)}%`;
const x = (value) => `${value.toFixed(2)}×`;
const table = [
  `Corpus 1 (real code): ${corpus.files.length} files, ${(corpus.bytes / 1e6).toFixed(1)} MB from ${corpus.sources.join(', ')}; medians of ${ROUNDS} alternating rounds.`,
  '',
  '| configuration | rule time (ms) | whole lint (ms) | reports |',
  '| --- | ---: | ---: | ---: |',
  ...KEYS.map((key) => `| ${CONFIGS[key].label} | ${key === 'a' ? '–' : ms(real[key].rulesMs)} | ${ms(real[key].wallMs)} | ${real[key].reports} |`),
  '',
  '| figure | value | target | met |',
  '| --- | ---: | --- | --- |',
  `| (e) / (b): all rules over the no-op visitor | ${x(ratios.allOverNoop)} | ≤ 1.5× | ${ratios.allOverNoop <= 1.5 ? 'yes' : 'no'} |`,
  `| (e) / (c): all rules over no-restricted-syntax | ${x(ratios.allOverRestrictedSyntax)} | < 1× | ${ratios.allOverRestrictedSyntax < 1 ? 'yes' : 'no'} |`,
  `| (e) as a share of the whole lint | ${pct(ratios.allShareOfLint)} | ≤ 2% | ${ratios.allShareOfLint <= 0.02 ? 'yes' : 'no'} |`,
  `| (d) / (b): recommended over the no-op visitor | ${x(ratios.recommendedOverNoop)} | | |`,
  `| peak memory (a) / (e), MiB | ${memory.aMiB.toFixed(0)} / ${memory.eMiB.toFixed(0)} (${x(ratios.memoryAllOverNone)}) | within 5% | ${ratios.memoryAllOverNone <= 1.05 ? 'yes' : 'no'} |`,
  '',
  'Corpus 2 (generated, URL-dense), the plugin\'s all config, median of 5:',
  '',
  '| size | bytes | rule time (ms) | whole lint (ms) | reports |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...urlDense.map((entry) => `| ${entry.scale}× | ${entry.bytes} | ${ms(entry.rulesMs)} | ${ms(entry.wallMs)} | ${entry.reports} |`),
  '',
  `16× the input took ${x(ratios.dense16OverDense1)} the plugin's rule time (the figure the target is about), and ${x(ratios.dense16WallOverDense1)} the whole lint, which includes ESLint's own handling of 16 times the reports; target ≤ 17×: ${ratios.dense16OverDense1 <= 17 ? 'met' : 'not met'}.`,
  '',
  '| stress input | bytes | rule time (ms) | whole lint (ms) | reports | < 100 ms |',
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...stress.map(
    (entry) =>
      `| ${entry.name} | ${entry.bytes} | ${ms(entry.rulesMs)} | ${ms(entry.wallMs)} | ${entry.reports} | ${entry.isTarget ? (entry.rulesMs < 100 ? 'yes' : 'no') : 'not a target'} |`,
  ),
  '',
  'every-word-reported.js is the worst case, not a target: each of its 12,000 URLs is reported, and the time goes to',
  "ESLint's reports and the suggestions' fixes, about 24 µs each; it grows linearly with the number of reports.",
].join('\n');
console.log(table);

const unmet = targets.filter(([, met]) => !met).map(([name]) => name);
console.log(unmet.length === 0 ? '\nEvery target met.' : `\nTargets not met: ${unmet.join('; ')}`);

const doc = `# Performance

Users run the plugin over whole repositories in pre-commit hooks and CI, so it must cost almost
nothing on code that never talks to Docker. This page holds the figures of the latest
\`npm run bench\` run; \`bench/results.json\` has them all.

## How to reproduce

\`\`\`sh
npm ci
npm run bench   # about 4 to 5 minutes on 2 cores; no network
\`\`\`

Machine of this run: Node ${process.version}, ${os.cpus().length} × ${results.machine.cpuModel}, ${results.machine.totalMemGiB} GiB; ${results.date.slice(0, 10)}.

## What is compared

Rule times come from ESLint's own stats (\`stats: true\`), summed over the rules of each
configuration; every configuration is timed in the same process, in alternating order. The
configurations:

- (a) no rules: parse and traverse only;
- (b) a no-op rule that visits every \`Literal\`, \`TemplateLiteral\` and \`BinaryExpression\`: the
  limit for a rule that must look at every string;
- (c) what a user would write instead: \`no-restricted-syntax\` with selectors that ban the same
  routes by regex (\`bench/configs.mjs\`);
- (d) the plugin's \`recommended\`; (e) the plugin's \`all\`.

## Results

${table}

## Why it is cheap

- One scan of each file's text, shared by every rule, for words taken from the route tables
  (\`src/analysis/file-check.ts\`): a file without any of them gets no listeners at all, before any setup.
- Each string expression is evaluated once per file, whichever rules ask, and only the outermost
  expression of a concatenation; a literal without a \`/\` is never evaluated.
- Long concatenations are read without recursion, and every regex is checked for super-linear
  backtracking by eslint-plugin-regexp in \`npm test\`.
- Parsing 10,000-piece concatenations needs a deeper stack than Node's default: the benchmark runs
  with \`--stack-size=4000\`, which parsers (not this plugin) need for such input.
`;
writeFileSync(new URL('../docs/performance.md', import.meta.url), doc);
