import { describe, expect, it } from 'vitest';
import { summarize, summaryLine } from './support/summary-reporter.js';

type State = 'passed' | 'failed' | 'skipped';

/** A stand-in for vitest's TestModule: its path, its own state and its tests' states. */
function testModule(relativeModuleId: string, state: State, tests: State[]) {
  return {
    relativeModuleId,
    state: () => state,
    children: { allTests: () => tests.map((testState) => ({ result: () => ({ state: testState }) })) },
  };
}

const lineOf = (...args: Parameters<typeof summarize>) => summaryLine(summarize(...args));

describe('the closing line of the test run', () => {
  it('counts passed, failed and skipped tests', () => {
    expect(
      lineOf([
        testModule('tests/a.test.ts', 'passed', ['passed', 'passed']),
        testModule('tests/b.test.ts', 'failed', ['passed', 'failed', 'skipped']),
      ]),
    ).toBe('vitest: 3 passed, 1 failed, 1 skipped');
  });

  it('leaves out skipped when nothing was skipped', () => {
    expect(lineOf([testModule('tests/a.test.ts', 'passed', ['passed'])])).toBe('vitest: 1 passed, 0 failed');
  });

  it('counts a file whose beforeAll threw as failed, though its tests only show as skipped', () => {
    const modules = [
      testModule('tests/a.test.ts', 'passed', Array<State>(486).fill('passed')),
      testModule('tests/integration/hook.test.ts', 'failed', ['skipped', 'skipped']),
    ];
    expect(lineOf(modules)).toBe(
      'vitest: 486 passed, 1 failed (1 file failed outside its tests: tests/integration/hook.test.ts), 2 skipped',
    );
  });

  it('counts a file that failed to import (no tests at all) as failed', () => {
    expect(lineOf([testModule('tests/broken.test.ts', 'failed', [])])).toBe(
      'vitest: 0 passed, 1 failed (1 file failed outside its tests: tests/broken.test.ts)',
    );
  });

  it('does not count a file twice when its tests failed', () => {
    expect(summarize([testModule('tests/b.test.ts', 'failed', ['failed', 'failed'])])).toMatchObject({
      failed: 2,
      filesFailedOutsideTests: [],
    });
  });

  it('counts unhandled errors as failed', () => {
    expect(lineOf([testModule('tests/a.test.ts', 'passed', ['passed'])], [new Error('boom'), new Error('bang')])).toBe(
      'vitest: 1 passed, 2 failed (2 unhandled errors)',
    );
  });
});
