import { defineConfig } from 'vitest/config';
import { packageDefine } from './package-define.js';
import SummaryReporter from './tests/support/summary-reporter.js';

export default defineConfig({
  define: packageDefine,
  test: {
    include: ['tests/**/*.test.ts'],
    reporters: ['default', new SummaryReporter()],
  },
});
