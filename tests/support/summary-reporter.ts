import type { Reporter, TestModule } from 'vitest/node';

/** What the closing line counts, for the reporter's own tests. */
export interface Summary {
  passed: number;
  /** Failed tests, plus each file that failed outside its tests (a throwing `beforeAll`, an import error), plus unhandled errors. */
  failed: number;
  skipped: number;
  /** The files that failed outside their tests, by their path relative to the root. */
  filesFailedOutsideTests: string[];
  unhandledErrors: number;
}

type ModuleLike = Pick<TestModule, 'state' | 'relativeModuleId'> & {
  children: { allTests(): Iterable<{ result(): { state: string } }> };
};

export function summarize(testModules: readonly ModuleLike[], unhandledErrors: readonly unknown[] = []): Summary {
  const summary: Summary = { passed: 0, failed: 0, skipped: 0, filesFailedOutsideTests: [], unhandledErrors: unhandledErrors.length };
  for (const testModule of testModules) {
    let failedTests = 0;
    for (const test of testModule.children.allTests()) {
      const { state } = test.result();
      if (state === 'passed') summary.passed++;
      else if (state === 'failed') failedTests++;
      else summary.skipped++;
    }
    summary.failed += failedTests;
    // A file that failed though none of its tests did failed in a hook or on import: its tests show as skipped.
    if (testModule.state() === 'failed' && failedTests === 0) {
      summary.failed++;
      summary.filesFailedOutsideTests.push(testModule.relativeModuleId);
    }
  }
  summary.failed += summary.unhandledErrors;
  return summary;
}

export function summaryLine(summary: Summary): string {
  const causes = [
    ...(summary.filesFailedOutsideTests.length > 0
      ? [
          `${plural(summary.filesFailedOutsideTests.length, 'file')} failed outside its tests: ${summary.filesFailedOutsideTests.join(', ')}`,
        ]
      : []),
    ...(summary.unhandledErrors > 0 ? [plural(summary.unhandledErrors, 'unhandled error')] : []),
  ];
  const failed = `${summary.failed} failed${causes.length > 0 ? ` (${causes.join('; ')})` : ''}`;
  return `vitest: ${summary.passed} passed, ${failed}${summary.skipped > 0 ? `, ${summary.skipped} skipped` : ''}`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Ends a run with a plain `vitest: N passed, N failed` line, which CI reads beside the exit code.
 * A file that fails before its tests run counts as failed, so the line never says 0 failed on a
 * run that exits 1.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[], unhandledErrors: readonly unknown[]): void {
    process.stdout.write(`\n${summaryLine(summarize(testModules, unhandledErrors))}\n`);
  }
}
