import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Consumer } from './consumer.js';
import { FIXED_V1_LINE, RECOMMENDED_REPORTS, reportsOf, REPORTS_AFTER_FIX, V1_LINE, type Report } from './expected.js';

/** A name for the files one config's run writes (fixed copy, cache), so that runs do not share them. */
const slugOf = (configArgs: readonly string[]) => configArgs.join('-').replace(/\W+/g, '-') || 'default';

const inDirectory = (reports: Report[], directory: string) =>
  reports.map((report) => ({ ...report, file: report.file.replace(/^src\//, `${directory}/`) }));

export interface LintCase {
  /** Selects the config: `-c eslint.config.cjs`, or nothing for the one ESLint finds. */
  configArgs: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** What the config reports on the fixture; the recommended config's reports unless said. */
  reports?: Report[];
  /** What is left of them after `--fix`. */
  reportsAfterFix?: Report[];
}

/**
 * The checks every consumer project gets from the real ESLint CLI: the exact reports of the
 * fixture, `--fix` rewriting the v1 route, and `--cache` twice giving the same reports.
 */
export function itLintsTheFixture(
  consumer: () => Consumer,
  { configArgs, env, reports = RECOMMENDED_REPORTS, reportsAfterFix = REPORTS_AFTER_FIX }: LintCase,
): void {
  it('reports exactly what the config finds in the fixture', async () => {
    const result = await consumer().eslint([...configArgs, '--format', 'json', 'src'], env);
    expect(result.status).toBe(1);
    expect(reportsOf(result, consumer().dir)).toEqual(reports);
  });

  it('rewrites the v1 route with --fix and leaves the other reports', async () => {
    const directory = `fix-${slugOf(configArgs)}`;
    cpSync(join(consumer().dir, 'src'), join(consumer().dir, directory), { recursive: true });
    expect(consumer().read(`${directory}/hub.js`)).toContain(V1_LINE);

    const result = await consumer().eslint([...configArgs, '--fix', '--format', 'json', directory], env);

    expect(reportsOf(result, consumer().dir)).toEqual(inDirectory(reportsAfterFix, directory));
    expect(consumer().read(`${directory}/hub.js`)).toBe(consumer().read('src/hub.js').replace(V1_LINE, FIXED_V1_LINE));
  });

  it('gives the same reports with --cache, from a new cache and from the cache it wrote', async () => {
    const cache = `.eslintcache-${slugOf(configArgs)}`;
    const args = [...configArgs, '--cache', '--cache-location', cache, '--format', 'json', 'src'];

    const first = await consumer().eslint(args, env);
    expect(existsSync(join(consumer().dir, cache))).toBe(true);
    const second = await consumer().eslint(args, env);

    expect(reportsOf(first, consumer().dir)).toEqual(reports);
    expect(reportsOf(second, consumer().dir)).toEqual(reports);
  });
}

/** `--concurrency=2` (ESLint 9.34 and later): the same reports from two worker threads. */
export function itLintsWithConcurrency(consumer: () => Consumer, { configArgs, reports = RECOMMENDED_REPORTS }: LintCase): void {
  it('gives the same reports with --concurrency=2', async () => {
    const result = await consumer().eslint([...configArgs, '--concurrency=2', '--format', 'json', 'src']);
    expect(result.status).toBe(1);
    expect(reportsOf(result, consumer().dir)).toEqual(reports);
  });
}
