// Timing one configuration over a set of files with ESLint's own stats.
import { Linter } from 'eslint';
import { CONFIGS, flatConfig } from './configs.mjs';

const linter = new Linter({ configType: 'flat' });

/**
 * Lints every file once with ESLint's stats (`stats: true`, which times each rule's `create` and each
 * of its listeners). Returns the wall time, the time in the configuration's rules, the parse time, in
 * ms; `perFile[i]` is the rules' time in file i, `perRule` the time of each rule over all files,
 * `perFileTopRule[i]` the rule that cost most in file i, and `spans` when each file's lint began and ended.
 */
export function lintAll(files, key) {
  const ruleIds = new Set(Object.keys(CONFIGS[key].rules));
  const perFile = new Float64Array(files.length);
  /** When each file's lint started and ended (performance.now()), to tell which ones a garbage collection fell in. */
  const spans = new Float64Array(files.length * 2);
  const perFileTopRule = new Array(files.length).fill(null);
  const perRule = Object.fromEntries([...ruleIds].map((ruleId) => [ruleId, 0]));
  let rules = 0;
  let parse = 0;
  let fatal = 0;
  let reports = 0;
  const started = performance.now();
  files.forEach((file, index) => {
    spans[index * 2] = performance.now();
    const { messages } = linter.verifyAndFix(file.code, flatConfig(key, file.sourceType), {
      filename: 'bench.js',
      stats: true,
      fix: false,
    });
    for (const message of messages) {
      if (message.fatal) fatal++;
      else if (ruleIds.has(message.ruleId)) reports++;
    }
    const [pass] = linter.getTimes().passes;
    parse += pass.parse?.total ?? 0;
    let inFile = 0;
    let top = 0;
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) {
      if (!ruleIds.has(ruleId)) continue;
      inFile += time.total;
      perRule[ruleId] += time.total;
      if (time.total > top) {
        top = time.total;
        perFileTopRule[index] = ruleId;
      }
    }
    perFile[index] = inFile;
    rules += inFile;
    spans[index * 2 + 1] = performance.now();
  });
  return { wall: performance.now() - started, rules, parse, fatal, reports, perFile, perRule, perFileTopRule, spans };
}
