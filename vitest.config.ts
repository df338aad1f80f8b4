import { defineConfig } from 'vitest/config';
import { packageDefine } from './package-define.js';

export default defineConfig({
  define: packageDefine,
  test: {
    include: ['tests/**/*.test.ts'],
  },
});
