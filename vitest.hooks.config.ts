import { defineConfig } from 'vitest/config';
import { packageDefine } from './package-define.js';
import SummaryReporter from './tests/support/summary-reporter.js';
import { packedPluginTests } from './vitest.config.js';

/**
 * `npm run test:hooks`: the pre-commit framework's hook against the packed plugin. It needs
 * Debian's `pre-commit` on PATH (`apt-get install pre-commit`), which `.ci/run` installs.
 */
export default defineConfig({
  define: packageDefine,
  test: {
    name: 'hooks',
    reporters: ['default', new SummaryReporter()],
    include: ['tests/hooks/**/*.test.ts'],
    ...packedPluginTests,
  },
});
