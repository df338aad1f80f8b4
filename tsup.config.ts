import { defineConfig } from 'tsup';
import { packageDefine } from './package-define.js';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'node20',
  // With splitting, tsup's cjsInterop makes `require()` return the plugin object itself.
  cjsInterop: true,
  splitting: true,
  define: packageDefine,
});
