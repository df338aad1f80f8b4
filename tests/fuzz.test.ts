import { readdirSync, readFileSync } from 'node:fs';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { lintFile } from '../scripts/lib/corpus.mjs';
import { fuzz } from '../scripts/lib/fuzz.mjs';
import plugin from '../src/index.js';
import { defined } from './defined.js';

interface Failure {
  index: number;
  problems: { kind: string; detail: string }[];
}

const SEED = 20_261_122;
const COUNT = 500;

describe('fuzzing: random programs from eslump with Docker URLs spliced in', () => {
  it(`lints ${COUNT} programs of seed ${SEED}: no throw, fixes and suggestions parse, fixes settle`, () => {
    const summary = fuzz({ seed: SEED, count: COUNT, plugin }) as {
      parsed: number;
      reports: number;
      fixes: number;
      suggestions: number;
      failures: Failure[];
    };
    console.log(
      `fuzz seed ${SEED}: ${summary.parsed} of ${COUNT} parsed, ${summary.reports} reports, ${summary.fixes} fixes, ${summary.suggestions} suggestions`,
    );
    // The batch must exercise the rules, or passing says nothing.
    expect(summary.parsed).toBeGreaterThan(COUNT / 3);
    expect(summary.reports).toBeGreaterThan(COUNT);
    expect(summary.fixes).toBeGreaterThan(20);
    expect(summary.suggestions).toBeGreaterThan(50);
    expect(summary.failures.map((failure) => `#${failure.index}: ${failure.problems.map((problem) => problem.kind).join(', ')}`)).toEqual(
      [],
    );
  }, 120_000);
});

describe('programs the fuzzer once failed on, and hard cases written by hand (tests/fuzz-regressions)', () => {
  const folder = new URL('fuzz-regressions/', import.meta.url);
  const files = readdirSync(folder).filter((file) => file.endsWith('.js'));

  it('has programs to lint', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const result = lintFile(new Linter({ configType: 'flat' }), plugin, file, readFileSync(new URL(file, folder), 'utf8')) as {
      problems: unknown[];
      reports: number;
    } | null;
    expect(result, 'the program parses').not.toBeNull();
    expect(defined(result, 'a linted program').problems).toEqual([]);
    expect(defined(result, 'a linted program').reports, 'the program gives the rules something to report').toBeGreaterThan(0);
  });
});
