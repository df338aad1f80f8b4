// Timing one configuration over a set of files with ESLint's own stats.
import { Linter } from 'eslint';
import { CONFIGS, flatConfig } from './configs.mjs';

const linter = new Linter({ configType: 'flat' });

/** Lints every file once; returns the wall time, the time in the configuration's rules, and the parse time, in ms. */
export function lintAll(files, key) {
  const config = flatConfig(key);
  const ruleIds = new Set(Object.keys(CONFIGS[key].rules));
  let rules = 0;
  let parse = 0;
  let fatal = 0;
  let reports = 0;
  const started = performance.now();
  for (const file of files) {
    const { messages } = linter.verifyAndFix(file.code, config, { filename: 'bench.js', stats: true, fix: false });
    fatal += messages.filter((message) => message.fatal).length;
    reports += messages.filter((message) => ruleIds.has(message.ruleId)).length;
    const [pass] = linter.getTimes().passes;
    parse += pass.parse?.total ?? 0;
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (ruleIds.has(ruleId)) rules += time.total;
  }
  return { wall: performance.now() - started, rules, parse, fatal, reports };
}
