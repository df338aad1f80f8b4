#!/usr/bin/env node
// npm run bench: what the plugin costs, against the physical limit and against what a user would
// write instead, on three corpora of real code, per rule and per file. Prints the tables, writes
// bench/results.json and docs/performance.md. No network.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { CONFIGS, RULE_COUNT } from './configs.mjs';
import { ADVERSARIAL_COMMAND_LINES } from './curl-adversarial.mjs';
import {
  adversarialCommandFile,
  CORPORA,
  everyWordReportedLiteral,
  loadCorpus,
  oneMegabyteLiteral,
  tenThousandPieceConcatenation,
  urlDenseFile,
} from './corpora.mjs';
import { lintAll } from './lint.mjs';
import { measureTypedLint } from './typed.mjs';

// BENCH_ROUNDS=1 gives a quick, noisier run while working on the benchmark itself.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The targets of issue 25 (which restates #13's): ratios within one run. */
const LIMIT = {
  /** On the corpora of many small files (real code, renovate): at most twice the floor (f) of any plugin of as many rules. */
  allOverFloor: 2,
  /** On bundles, where the floor is no measure (few large files): at most the no-op visitor. */
  allOverNoop: 1.0,
  /** At most half what the regex a user would write costs. */
  allOverRestrictedSyntax: 0.5,
  allShareOfLint: 0.003,
  /** The plugin beside a typed lint (recommendedTypeChecked, projectService). */
  typedShare: 0.01,
  /** The adversarial command lines are measured this many times in a row; every run must meet the target. */
  adversarialRuns: 3,
  /** No single file costs the plugin more than FILE_FACTOR × the no-op visitor + FILE_SLACK_MS. */
  fileFactor: 2,
  fileSlackMs: 1,
  denseGrowth: 17,
  stressMs: 100,
  memory: 1.05,
};
const TOP_FILES = 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const gc = () => globalThis.gc?.();
const log = (text) => process.stderr.write(`${text}\n`);
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

// The corpora, read once: each file's source type is found by parsing it (see corpora.mjs).
const loaded = CORPORA.map((definition) => {
  const corpus = loadCorpus(definition);
  log(
    `corpus ${corpus.key}: ${corpus.files.length} files, ${(corpus.bytes / 1e6).toFixed(1)} MB, ${corpus.skipped.length} not parsable (${elapsed()})`,
  );
  return corpus;
});

// Peak memory of (a) and (e) first, each in fresh processes: a process's peak is its own, so the two
// run side by side on the two cores, before anything is timed.
log('peak memory');
const manifest = join(mkdtempSync(join(os.tmpdir(), 'docker-api-bench-')), 'files.json');
writeFileSync(manifest, JSON.stringify(loaded.flatMap((corpus) => corpus.files.map(({ path, sourceType }) => ({ path, sourceType })))));
const memoryRuns = { a: [], e: [] };
const memoryScript = fileURLToPath(new URL('memory.mjs', import.meta.url));
const peakOf = async (key) => {
  const { stdout } = await promisify(execFile)(process.execPath, ['--stack-size=4000', '--expose-gc', memoryScript, key, manifest], {
    encoding: 'utf8',
  });
  return JSON.parse(stdout.trim().split('\n').pop()).maxRssKiB;
};
for (let round = 0; round < 2; round++) {
  const [a, e] = await Promise.all([peakOf('a'), peakOf('e')]);
  memoryRuns.a.push(a);
  memoryRuns.e.push(e);
}
rmSync(dirname(manifest), { recursive: true, force: true });
const memory = { aMiB: median(memoryRuns.a) / 1024, eMiB: median(memoryRuns.e) / 1024 };
log(`  done (${elapsed()})`);

/**
 * Garbage collections, as they happen: ESLint charges a pause to whichever rule's listener is running,
 * and the same file may meet one in every round (each round starts from the same heap), so a file's
 * figure leaves out the rounds in which a collection fell within its lint.
 */
const collections = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push([entry.startTime, entry.startTime + entry.duration]);
}).observe({ entryTypes: ['gc'] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Per file of one run, whether a garbage collection overlapped its lint. */
function collectedDuring(run) {
  const hit = new Uint8Array(run.spans.length / 2);
  const sorted = collections.filter(([, end]) => end >= run.spans[0]).sort((x, y) => x[0] - y[0]);
  let next = 0;
  for (let index = 0; index < hit.length; index++) {
    const start = run.spans[index * 2];
    const end = run.spans[index * 2 + 1];
    while (next < sorted.length && sorted[next][1] < start) next++;
    for (let at = next; at < sorted.length && sorted[at][0] <= end; at++) if (sorted[at][1] >= start) hit[index] = 1;
  }
  return hit;
}

/** A file's figure over the rounds: the median of the rounds no garbage collection fell in, else the least. */
function fileFigure(runs, hits, index) {
  const clean = runs.filter((_, round) => hits[round][index] === 0).map((run) => run.perFile[index]);
  return clean.length > 0 ? median(clean) : Math.min(...runs.map((run) => run.perFile[index]));
}

/**
 * One corpus of real code: each configuration in every round, in a rotating order; totals are medians
 * over the rounds, and each file's figure is a median over the rounds too (see fileFigure).
 */
async function measureCorpus(corpus) {
  log(`corpus ${corpus.key}: warming up (${elapsed()})`);
  const keys = corpus.configs;
  for (const key of keys) lintAll(corpus.files.slice(0, 60), key);
  const runs = Object.fromEntries(keys.map((key) => [key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const key of [...keys.slice(round % keys.length), ...keys.slice(0, round % keys.length)]) {
      gc();
      runs[key].push(lintAll(corpus.files, key));
    }
    await settle();
    log(`  round ${round + 1} done (${elapsed()})`);
  }
  await settle();
  const hits = Object.fromEntries(keys.map((key) => [key, runs[key].map(collectedDuring)]));
  const configs = Object.fromEntries(
    keys.map((key) => [
      key,
      {
        wallMs: median(runs[key].map((run) => run.wall)),
        rulesMs: median(runs[key].map((run) => run.rules)),
        reports: runs[key][0].reports,
        fatal: runs[key][0].fatal,
      },
    ]),
  );
  const perRule = Object.fromEntries(
    Object.keys(CONFIGS.e.rules).map((ruleId) => [ruleId, median(runs.e.map((run) => run.perRule[ruleId]))]),
  );
  const files = corpus.files.map((file, index) => {
    const allMs = fileFigure(runs.e, hits.e, index);
    const noopMs = fileFigure(runs.b, hits.b, index);
    const floorMs = fileFigure(runs.f, hits.f, index);
    const limitMs = LIMIT.fileFactor * noopMs + LIMIT.fileSlackMs;
    const topRules = runs.e.map((run) => run.perFileTopRule[index]);
    const topRule = topRules.sort((x, y) => topRules.filter((r) => r === y).length - topRules.filter((r) => r === x).length)[0];
    return {
      name: file.name,
      corpus: corpus.key,
      bytes: Buffer.byteLength(file.code),
      sourceType: file.sourceType,
      allMs,
      noopMs,
      floorMs,
      limitMs,
      topRule,
      met: allMs <= limitMs,
    };
  });
  const ratios = {
    allOverNoop: configs.e.rulesMs / configs.b.rulesMs,
    allShareOfLint: configs.e.rulesMs / configs.e.wallMs,
    floorOverNoop: configs.f.rulesMs / configs.b.rulesMs,
    allOverFloor: configs.e.rulesMs / configs.f.rulesMs,
    ...(configs.g && { idleOverNoop: configs.g.rulesMs / configs.b.rulesMs }),
    ...(configs.c && { allOverRestrictedSyntax: configs.e.rulesMs / configs.c.rulesMs }),
    ...(configs.d && { recommendedOverNoop: configs.d.rulesMs / configs.b.rulesMs }),
  };
  const filesOverLimit = files.filter((file) => !file.met);
  return {
    key: corpus.key,
    title: corpus.title,
    sources: corpus.sources,
    fileCount: corpus.files.length,
    bytes: corpus.bytes,
    skipped: corpus.skipped,
    sourceTypes: Object.fromEntries(
      ['module', 'commonjs'].map((type) => [type, corpus.files.filter((file) => file.sourceType === type).length]),
    ),
    configs,
    perRule,
    ratios,
    filesOverLimit: filesOverLimit.map((file) => file.name),
    costliest: [...files].sort((x, y) => y.allMs - x.allMs).slice(0, TOP_FILES),
    files,
  };
}

const corpora = [];
for (const corpus of loaded) corpora.push(await measureCorpus(corpus));

// URL-dense files at three sizes, with the plugin's all config.
log(`URL-dense files (${elapsed()})`);
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
log(`stress inputs (${elapsed()})`);
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

// Adversarial command lines for the curl reader, at 1x and 16x their size: it must stay linear.
log(`adversarial command lines (${elapsed()})`);
const COMMAND_SIZE = 10_000;
const adversarialFiles = Object.entries(ADVERSARIAL_COMMAND_LINES).map(([name, make]) => {
  const [small, large] = [1, 16].map((scale) => adversarialCommandFile(name, make(COMMAND_SIZE * scale)));
  for (const file of [small, large]) lintAll([file], 'e');
  return { name, small, large };
});
const time = (file) => median(Array.from({ length: 5 }, () => lintAll([file], 'e').rules));
/** Each line's growth in every run of LIMIT.adversarialRuns in a row; the table shows the last run, `met` asks all. */
const adversarialRuns = Array.from({ length: LIMIT.adversarialRuns }, () =>
  adversarialFiles.map(({ name, small, large }) => {
    const smallMs = time(small);
    const largeMs = time(large);
    return { name, smallMs, largeMs, growth: largeMs / smallMs, met: largeMs / smallMs <= LIMIT.denseGrowth || largeMs < 1 };
  }),
);
const adversarial = adversarialRuns[adversarialRuns.length - 1].map((entry, index) => ({
  ...entry,
  growths: adversarialRuns.map((run) => run[index].growth),
  met: adversarialRuns.every((run) => run[index].met),
}));

// The plugin beside a typed lint of a public TypeScript client of the Engine.
log(`typed lint (${elapsed()})`);
const typed = await measureTypedLint(ROUNDS);

const ratios = {
  dense16OverDense1: urlDense[2].rulesMs / urlDense[0].rulesMs,
  dense16WallOverDense1: urlDense[2].wallMs / urlDense[0].wallMs,
  memoryAllOverNone: memory.eMiB / memory.aMiB,
};
const costliest = corpora
  .flatMap((corpus) => corpus.costliest)
  .sort((x, y) => y.allMs - x.allMs)
  .slice(0, TOP_FILES);
const targets = [
  ...corpora.flatMap((corpus) => [
    corpus.key === 'bundles'
      ? [`${corpus.key}: all ≤ ${LIMIT.allOverNoop} × no-op visitor`, corpus.ratios.allOverNoop <= LIMIT.allOverNoop]
      : [`${corpus.key}: all ≤ ${LIMIT.allOverFloor} × the floor (f)`, corpus.ratios.allOverFloor <= LIMIT.allOverFloor],
    [`${corpus.key}: all ≤ ${LIMIT.allShareOfLint * 100}% of the whole lint`, corpus.ratios.allShareOfLint <= LIMIT.allShareOfLint],
    [`${corpus.key}: no file above ${LIMIT.fileFactor} × no-op + ${LIMIT.fileSlackMs} ms`, corpus.filesOverLimit.length === 0],
    ...(corpus.ratios.allOverRestrictedSyntax === undefined
      ? []
      : [
          [
            `${corpus.key}: all ≤ ${LIMIT.allOverRestrictedSyntax} × no-restricted-syntax`,
            corpus.ratios.allOverRestrictedSyntax <= LIMIT.allOverRestrictedSyntax,
          ],
        ]),
    [`${corpus.key}: no parse errors while timing`, Object.values(corpus.configs).every((config) => config.fatal === 0)],
  ]),
  [`16× the input in ≤ ${LIMIT.denseGrowth}× the time (URL-dense)`, ratios.dense16OverDense1 <= LIMIT.denseGrowth],
  ...stress
    .filter((entry) => entry.isTarget)
    .map((entry) => [`${entry.name} linted in < ${LIMIT.stressMs} ms`, entry.rulesMs < LIMIT.stressMs && entry.fatal === 0]),
  [
    `adversarial command lines: 16× the input in ≤ ${LIMIT.denseGrowth}× the time, ${LIMIT.adversarialRuns} runs in a row`,
    adversarial.every((entry) => entry.met),
  ],
  [`typed lint: the plugin ≤ ${LIMIT.typedShare * 100}% of it`, typed.pluginShare <= LIMIT.typedShare && typed.fatal === 0],
  [`peak memory within ${Math.round((LIMIT.memory - 1) * 100)}% of no rules`, ratios.memoryAllOverNone <= LIMIT.memory],
];

const results = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    totalMemGiB: Math.round(os.totalmem() / 2 ** 30),
  },
  rounds: ROUNDS,
  durationSeconds: Math.round((performance.now() - started) / 1000),
  corpora: corpora.map(({ files, ...corpus }) => corpus),
  costliest,
  urlDense,
  stress,
  adversarial,
  typed,
  memory,
  ratios,
  targets: Object.fromEntries(targets),
};
writeFileSync(new URL('results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);

const ms = (value) => value.toFixed(1);
const ms2 = (value) => value.toFixed(2);
const pct = (value) => `${(value * 100).toFixed(2)}%`;
const x = (value) => `${value.toFixed(2)}×`;
const yes = (met) => (met ? 'yes' : '**no**');
const shortRule = (ruleId) => (ruleId ? ruleId.replace('docker-api/', '') : '–');

const corpusTables = corpora.flatMap((corpus) => [
  `### ${corpus.title}`,
  '',
  `${corpus.fileCount} files, ${(corpus.bytes / 1e6).toFixed(1)} MB from ${corpus.sources.map((source) => `\`${source}\``).join(', ')}` +
    ` (${corpus.sourceTypes.module} parsed as modules, ${corpus.sourceTypes.commonjs} as CommonJS; ${corpus.skipped.length} not parsable, skipped);` +
    ` medians of ${ROUNDS} alternating rounds.`,
  '',
  '| configuration | rule time (ms) | whole lint (ms) | reports |',
  '| --- | ---: | ---: | ---: |',
  ...Object.keys(corpus.configs).map(
    (key) =>
      `| ${CONFIGS[key].label} | ${key === 'a' ? '–' : ms(corpus.configs[key].rulesMs)} | ${ms(corpus.configs[key].wallMs)} | ${corpus.configs[key].reports} |`,
  ),
  '',
  '| figure | value | target | met |',
  '| --- | ---: | --- | --- |',
  corpus.key === 'bundles'
    ? `| (e) / (b): all rules over the no-op visitor | ${x(corpus.ratios.allOverNoop)} | ≤ ${LIMIT.allOverNoop.toFixed(1)}× | ${yes(corpus.ratios.allOverNoop <= LIMIT.allOverNoop)} |`
    : `| (e) / (f): all rules over the floor of ${RULE_COUNT} rules that look at each file once | ${x(corpus.ratios.allOverFloor)} | ≤ ${LIMIT.allOverFloor.toFixed(1)}× | ${yes(corpus.ratios.allOverFloor <= LIMIT.allOverFloor)} |`,
  `| (e) as a share of the whole lint | ${pct(corpus.ratios.allShareOfLint)} | ≤ ${LIMIT.allShareOfLint * 100}% | ${yes(corpus.ratios.allShareOfLint <= LIMIT.allShareOfLint)} |`,
  `| files where (e) > ${LIMIT.fileFactor} × (b) + ${LIMIT.fileSlackMs} ms | ${corpus.filesOverLimit.length} of ${corpus.fileCount} | none | ${yes(corpus.filesOverLimit.length === 0)} |`,
  ...(corpus.ratios.allOverRestrictedSyntax === undefined
    ? []
    : [
        `| (e) / (c): all rules over no-restricted-syntax | ${x(corpus.ratios.allOverRestrictedSyntax)} | ≤ ${LIMIT.allOverRestrictedSyntax}× | ${yes(corpus.ratios.allOverRestrictedSyntax <= LIMIT.allOverRestrictedSyntax)} |`,
      ]),
  ...(corpus.ratios.recommendedOverNoop === undefined
    ? []
    : [`| (d) / (b): recommended over the no-op visitor | ${x(corpus.ratios.recommendedOverNoop)} | | |`]),
  ...(corpus.ratios.idleOverNoop === undefined
    ? []
    : [`| (g) / (b): ESLint's own cost of ${RULE_COUNT} rules over the no-op visitor | ${x(corpus.ratios.idleOverNoop)} | | |`]),
  `| (f) / (b): the floor of ${RULE_COUNT} rules that look at each file once over the no-op visitor | ${x(corpus.ratios.floorOverNoop)} | | |`,
  ...(corpus.key === 'bundles'
    ? [`| (e) / (f): all rules over that floor | ${x(corpus.ratios.allOverFloor)} | | |`]
    : [`| (e) / (b): all rules over the no-op visitor | ${x(corpus.ratios.allOverNoop)} | | |`]),
  '',
]);

const ruleIds = Object.keys(CONFIGS.e.rules);
const table = [
  '### Targets',
  '',
  '| target | met |',
  '| --- | --- |',
  ...targets.map(([name, met]) => `| ${name} | ${yes(met)} |`),
  '',
  ...corpusTables,
  '### Per rule',
  '',
  `Each rule's time in the \`all\` configuration (ms, median of ${ROUNDS} rounds); the first rule to read a string evaluates it for the others, so it carries the shared work.`,
  '',
  `| rule | ${corpora.map((corpus) => corpus.key).join(' | ')} |`,
  `| --- | ${corpora.map(() => '---:').join(' | ')} |`,
  ...ruleIds.map((ruleId) => `| ${shortRule(ruleId)} | ${corpora.map((corpus) => ms2(corpus.perRule[ruleId])).join(' | ')} |`),
  `| (b) the no-op visitor, for scale | ${corpora.map((corpus) => ms2(corpus.configs.b.rulesMs)).join(' | ')} |`,
  `| (f) the floor of ${RULE_COUNT} rules that look at each file once, for scale | ${corpora.map((corpus) => ms2(corpus.configs.f.rulesMs)).join(' | ')} |`,
  '',
  `### The ${TOP_FILES} costliest files`,
  '',
  `By the plugin's rule time (all rules; the median of the ${ROUNDS} rounds in which no garbage collection fell within the file's lint, else the least), over every corpus, beside the no-op visitor's time for the same file, the limit ${LIMIT.fileFactor} × no-op + ${LIMIT.fileSlackMs} ms, and (f) for scale.`,
  '',
  '| file | corpus | kB | (e) all (ms) | (b) no-op (ms) | limit (ms) | (f) floor (ms) | costliest rule | within |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
  ...costliest.map(
    (file) =>
      `| \`${file.name.replace(/^node_modules\//, '')}\` | ${file.corpus} | ${(file.bytes / 1024).toFixed(0)} | ${ms2(file.allMs)} | ${ms2(file.noopMs)} | ${ms2(file.limitMs)} | ${ms2(file.floorMs)} | ${shortRule(file.topRule)} | ${yes(file.met)} |`,
  ),
  '',
  `### Memory`,
  '',
  `Peak memory (maxRSS) linting every file of the three corpora one by one, with garbage collected between files, median of 2 processes each: (a) ${memory.aMiB.toFixed(0)} MiB, (e) ${memory.eMiB.toFixed(0)} MiB, ${x(ratios.memoryAllOverNone)}; target within ${Math.round((LIMIT.memory - 1) * 100)}%: ${yes(ratios.memoryAllOverNone <= LIMIT.memory)}.`,
  '',
  '### URL-dense code and stress inputs',
  '',
  "Generated URL-dense files, the plugin's all config, median of 5:",
  '',
  '| size | bytes | rule time (ms) | whole lint (ms) | reports |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...urlDense.map((entry) => `| ${entry.scale}× | ${entry.bytes} | ${ms(entry.rulesMs)} | ${ms(entry.wallMs)} | ${entry.reports} |`),
  '',
  `16× the input took ${x(ratios.dense16OverDense1)} the plugin's rule time (the figure the target is about), and ${x(ratios.dense16WallOverDense1)} the whole lint, which includes ESLint's own handling of 16 times the reports; target ≤ ${LIMIT.denseGrowth}×: ${yes(ratios.dense16OverDense1 <= LIMIT.denseGrowth)}.`,
  '',
  `| stress input | bytes | rule time (ms) | whole lint (ms) | reports | < ${LIMIT.stressMs} ms |`,
  '| --- | ---: | ---: | ---: | ---: | --- |',
  ...stress.map(
    (entry) =>
      `| ${entry.name} | ${entry.bytes} | ${ms(entry.rulesMs)} | ${ms(entry.wallMs)} | ${entry.reports} | ${entry.isTarget ? yes(entry.rulesMs < LIMIT.stressMs) : 'not a target'} |`,
  ),
  '',
  'every-word-reported.js is the worst case, not a target: each of its 12,000 URLs is reported, and the time goes to',
  "ESLint's reports and the suggestions' fixes; it grows linearly with the number of reports.",
  '',
  `Adversarial command lines for the curl reader (\`bench/curl-adversarial.mjs\`), each in a template sent to \`execSync\`, at ${COMMAND_SIZE.toLocaleString('en')} and ${(16 * COMMAND_SIZE).toLocaleString('en')} characters; rule time, median of 5, measured ${LIMIT.adversarialRuns} times in a row. Target: 16× the input in ≤ ${LIMIT.denseGrowth}× the time (or under 1 ms) in every run.`,
  '',
  '| command line | 1× (ms, last run) | 16× (ms, last run) | growth in each run | linear in every run |',
  '| --- | ---: | ---: | ---: | --- |',
  ...adversarial.map(
    (entry) => `| ${entry.name} | ${ms2(entry.smallMs)} | ${ms2(entry.largeMs)} | ${entry.growths.map(x).join(', ')} | ${yes(entry.met)} |`,
  ),
  '',
  `### Typed linting`,
  '',
  `typescript-eslint's \`recommendedTypeChecked\` with \`parserOptions.projectService\` over the ${typed.files} TypeScript sources of ${typed.project} (a public client of the Engine on docker-modem, from its registry tarball, checked by sha256), each lint in a fresh ESLint and TypeScript program, without and with the plugin's \`all\`, alternating; medians of ${ROUNDS}.`,
  '',
  '| figure | value | target | met |',
  '| --- | ---: | --- | --- |',
  `| typed lint without the plugin (ms) | ${ms(typed.wallWithoutMs)} | | |`,
  `| typed lint with the plugin (ms) | ${ms(typed.wallWithMs)} | | |`,
  `| the plugin's rule time (ms) | ${ms2(typed.pluginMs)} | | |`,
  `| the plugin's share of the typed lint | ${pct(typed.pluginShare)} | ≤ ${LIMIT.typedShare * 100}% | ${yes(typed.pluginShare <= LIMIT.typedShare)} |`,
].join('\n');
console.log(table);

const unmet = targets.filter(([, met]) => !met).map(([name]) => name);
console.log(unmet.length === 0 ? '\nEvery target met.' : `\nTargets not met: ${unmet.join('; ')}`);
log(`whole run: ${elapsed()}`);

const doc = `# Performance

Users run the plugin over whole repositories in editors, pre-commit hooks and CI. Issue 25's targets, each a
ratio of two times measured in one run: the plugin's \`all\` at most twice the floor (f) of any plugin of as many
rules on code of many small files, at most the no-op string visitor on bundles, at most half what the
\`no-restricted-syntax\` regex a user would write costs, at most 0.3% of the whole lint, no file above twice its
no-op time + 1 ms, adversarial command lines linear in three runs in a row, and at most 1% of a typed lint. This
page holds the figures of the latest \`npm run bench\` run; \`bench/results.json\` has them all. The other
languages' figures are in [performance-languages.md](performance-languages.md), which the same command writes.

## How to reproduce

\`\`\`sh
npm ci
npm run bench   # about ${Math.max(1, Math.round(results.durationSeconds / 60))} minutes on ${os.cpus().length} cores; no network
\`\`\`

Machine of this run: Node ${process.version}, ${os.cpus().length} × ${results.machine.cpuModel}, ${results.machine.totalMemGiB} GiB; ${results.date.slice(0, 10)}.

## What is compared

Rule times come from ESLint's own stats (\`stats: true\`, which times each rule's \`create\` and each of
its listeners), summed over the rules of each configuration; every configuration is timed in the same
process, in alternating order. Every figure is a ratio of two times measured in the same run. The
configurations:

- (a) no rules: parse and traverse only;
- (b) a no-op rule that visits every \`Literal\`, \`TemplateLiteral\` and \`BinaryExpression\`: the
  limit for a rule that must look at every string;
- (c) what a user would write instead: \`no-restricted-syntax\` with selectors that ban the same
  routes by regex (\`bench/configs.mjs\`);
- (d) the plugin's \`recommended\`; (e) the plugin's \`all\`;
- (f) the floor of any plugin of ${RULE_COUNT} rules that looks at each file: the first rule of a file reads
  its text the cheapest way known (through the context's property descriptors; an ordinary first read of
  ESLint's fresh frozen context costs about 5 µs a file) and searches it once for one character; the
  others find that answer by their context's prototype and return at once;
- (g) ${RULE_COUNT} rules that do nothing: ESLint times every rule's \`create\` in every file, so this is
  ESLint's own cost of a plugin of that many rules, before it reads anything.

Real code is timed with all seven; renovate with (a), (b), (e), (f) and (g); bundles with (a), (b), (e) and (f), to keep the run short.

The corpora (\`bench/corpora.mjs\`): the first two in \`node_modules\` after \`npm ci\`, renovate from its
tarball, which the first run fetches into \`bench/.cache\` and checks by its sha256:

- real code: ESLint's own source and typescript-eslint's builds;
- bundles: vitest's \`dist/chunks\` and TypeScript's 9 MB compiler, whose comments and paths are full
  of \`/plugins/\`, \`/system/\` and \`/exec/\`;
- renovate: the \`dist\` of renovate 39.264.1, read from its tarball, not installed: a large code base that
  talks about repositories, images, registries and containers all day (Bitbucket's API is
  \`/2.0/repositories/...\`) and calls Docker Hub in one module.

Each file is parsed as ESLint's corpus test does: a module, else CommonJS; a file neither parses as is
skipped and counted. The per-file limit (no file costs the plugin more than ${LIMIT.fileFactor} × the no-op visitor
+ ${LIMIT.fileSlackMs} ms) compares each file's median over the rounds in which no garbage collection fell within
its lint (ESLint charges a pause to whichever listener is running, and since every round starts from
the same heap, the same file can meet one in every round); when every round had one, the least.

## Results

${table}

## Why it is cheap

- One scan of each file's text, by the first rule that asks (\`fileIsOpen\` in
  \`src/analysis/file-check.ts\`): a file without a word of the route tables gets no listeners at all.
  The scan jumps from slash to slash, tries a word only where the two characters after the slash
  may start one, and counts it only inside a string, template or JSX text that is not a module
  name (comments, regexes and \`require('./exec/docker')\` open nothing). A Hub route
  (\`/repositories\`, \`/search\`) counts only in a file that names a Hub host. The client modules'
  names and \`DOCKER_API_VERSION\` are found at the speed of a one-character search
  (\`string/includes-any.ts\`).
- In an open file, one rule walks the strings for all nine; the others are handed its URLs at the
  end of the walk. Each literal is judged by its own text first (\`mayBeDockerText\`); a template,
  concatenation or fallback is evaluated only where a string with a word, or a variable holding
  one, stands inside it (\`string/word-sources.ts\`).
- Each string expression is evaluated once per file, and only the outermost expression of a
  concatenation; long concatenations are read without recursion; every regex is checked for
  super-linear backtracking by eslint-plugin-regexp.
- The CommonJS build is esbuild's output for Node 20 as is (no helper calls for \`?.\` and \`??\`).

## What is not the plugin's

- (g) is ESLint's own cost of ${RULE_COUNT} rules, and (f) the floor of any plugin of ${RULE_COUNT} rules that reads each file once:
  the no-op visitor (b) is one rule and reads no file. On corpora of many small files (f) alone
  comes to about (b) or more, so "at most (b)" cannot hold there for any plugin of ${RULE_COUNT} rules that
  looks at its files; (e) / (f) is the plugin's own share.
- V8 drops the compiled code of functions that have not run for a while: a file that opens after
  hundreds that did not pays for compiling the analysis again (the three of renovate's files that
  open cost several times their warm time).
- Parsing 10,000-piece concatenations needs a deeper stack than Node's default: the benchmark runs
  with \`--stack-size=4000\`, which parsers (not this plugin) need for such input.
`;
writeFileSync(new URL('../docs/performance.md', import.meta.url), doc);
