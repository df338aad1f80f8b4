// The plugin beside a typed lint: typescript-eslint's recommendedTypeChecked with the project service, over the
// TypeScript sources of a public Docker Engine client, with and without the plugin's all config, alternating.
// Run alone with `node bench/typed.mjs`; `npm run bench` runs it too.
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from '../dist/index.js';
import { unpackedTarball } from './corpora.mjs';

export const TYPED_PROJECT = 'node-docker-api@1.1.22';

/** The project's sources and tsconfig in a folder of their own beside the package, so the service reads this tsconfig. */
function projectFolder() {
  const unpacked = unpackedTarball(TYPED_PROJECT);
  const folder = `${unpacked}-typed`;
  if (!existsSync(folder)) {
    cpSync(join(unpacked, 'src'), join(folder, 'src'), { recursive: true });
    cpSync(join(unpacked, 'tsconfig.json'), join(folder, 'tsconfig.json'));
    // Its one dependency's types (docker-modem) and Node's are found in the bench's own node_modules, above the cache.
    writeFileSync(join(folder, 'package.json'), '{ "private": true }\n');
  }
  return folder;
}

function configOf(folder, withPlugin) {
  return [
    ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts'] })),
    { files: ['**/*.ts'], languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: folder } } },
    ...(withPlugin ? [{ files: ['**/*.ts'], ...plugin.configs.all }] : []),
  ];
}

const PLUGIN_RULE = /^docker-api\//;

/** One typed lint of the project in a fresh ESLint (and a fresh TypeScript program): wall time, the plugin's rule time. */
async function lintOnce(folder, withPlugin) {
  const eslint = new ESLint({ cwd: folder, overrideConfigFile: true, overrideConfig: configOf(folder, withPlugin), stats: true });
  const started = performance.now();
  const results = await eslint.lintFiles(['src/**/*.ts']);
  const wallMs = performance.now() - started;
  let pluginMs = 0;
  let fatal = 0;
  for (const result of results) {
    fatal += result.messages.filter((message) => message.fatal).length;
    for (const pass of result.stats?.times.passes ?? []) {
      for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (PLUGIN_RULE.test(ruleId)) pluginMs += time.total;
    }
  }
  return { wallMs, pluginMs, files: results.length, fatal };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Rounds of the typed lint without and with the plugin, alternating; medians. */
export async function measureTypedLint(rounds = 5) {
  const folder = projectFolder();
  await lintOnce(folder, true);
  const without = [];
  const withPlugin = [];
  for (let round = 0; round < rounds; round++) {
    without.push(await lintOnce(folder, false));
    withPlugin.push(await lintOnce(folder, true));
  }
  const pluginMs = median(withPlugin.map((run) => run.pluginMs));
  const wallWithMs = median(withPlugin.map((run) => run.wallMs));
  return {
    project: TYPED_PROJECT,
    files: withPlugin[0].files,
    fatal: withPlugin[0].fatal,
    wallWithoutMs: median(without.map((run) => run.wallMs)),
    wallWithMs,
    pluginMs,
    pluginShare: pluginMs / wallWithMs,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureTypedLint(Number(process.env.BENCH_ROUNDS ?? 5)), null, 2));
}
