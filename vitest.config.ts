import { defineConfig } from 'vitest/config';
import { packageDefine } from './package-define.js';
import SummaryReporter from './tests/support/summary-reporter.js';

/** npm installs from the registry: minutes on a cold cache, not seconds. */
const INSTALL_TIMEOUT = 600_000;

/** The settings of every test that installs the packed plugin into temporary projects. */
export const packedPluginTests = {
  globalSetup: ['tests/integration/support/pack-plugin.ts'],
  testTimeout: 120_000,
  hookTimeout: INSTALL_TIMEOUT,
};

/**
 * `npm test`: what runs on a machine with only Node.js, npm and git. The pre-commit framework's
 * test needs Debian's `pre-commit`, so it has its own config (vitest.hooks.config.ts, `npm run test:hooks`).
 */
export default defineConfig({
  define: packageDefine,
  test: {
    reporters: ['default', new SummaryReporter()],
    // Only with --coverage (`npm run coverage`: the unit project); npm test runs without it.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text-summary', 'html'],
      // A little below the unit project's figures on 2026-11-23: 96.2% statements, 90.6% branches, 100% functions, 99.0% lines.
      thresholds: { statements: 95, branches: 89, functions: 99, lines: 98 },
    },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: ['tests/integration/**', 'tests/hooks/**'] },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], ...packedPluginTests },
      },
    ],
  },
});
