import { defineConfig } from 'vitest/config';
import { packageDefine } from './package-define.js';
import SummaryReporter from './tests/support/summary-reporter.js';

/** npm installs from the registry: minutes on a cold cache, not seconds. */
const INSTALL_TIMEOUT = 600_000;

export default defineConfig({
  define: packageDefine,
  test: {
    reporters: ['default', new SummaryReporter()],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.ts'], exclude: ['tests/integration/**'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/support/pack-plugin.ts'],
          testTimeout: 120_000,
          hookTimeout: INSTALL_TIMEOUT,
        },
      },
    ],
  },
});
