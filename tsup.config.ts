import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { packageDefine } from './package-define.js';

/**
 * The ESM entry: the CommonJS build itself, so that `import` and `require()` give one and the
 * same plugin object. Two objects would make ESLint refuse a config that mixes them (a CommonJS
 * shared config beside an ESM eslint.config.js): `Cannot redefine plugin "docker-api"`.
 */
const ESM_ENTRY = `// The plugin is one CommonJS module (index.cjs): import and require() give the same object.
import plugin from './index.cjs';

export default plugin;
`;

export default defineConfig({
  entry: ['src/index.ts'],
  // The esm format is built for its declarations (dist/index.d.ts); its JavaScript is replaced by ESM_ENTRY.
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'node20',
  // `require()` gives the plugin object itself: cjsInterop declares it (`export = plugin` in
  // index.d.cts), the footer does it. Without splitting, the code stays as esbuild emits it for node20;
  // tsup's CommonJS splitting would pass it through sucrase, which turns every `?.` and `??` into a helper call.
  cjsInterop: true,
  splitting: false,
  esbuildOptions(options, { format }) {
    if (format === 'cjs') options.footer = { js: 'module.exports = module.exports.default;' };
  },
  define: packageDefine,
  async onSuccess() {
    await writeFile('dist/index.js', ESM_ENTRY);
  },
});
