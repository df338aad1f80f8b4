import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumer, type Consumer } from './support/consumer.js';
import { HARDCODED_SOCKET, RECOMMENDED_REPORTS, reportsOf, REPORTS_AFTER_FIX } from './support/expected.js';
import { itLintsTheFixture, itLintsWithConcurrency } from './support/lint-cases.js';
import { readmeSnippet } from './support/readme-snippets.js';
import { run } from './support/run.js';

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: 'nodenext',
    moduleResolution: 'nodenext',
    target: 'es2022',
    noEmit: true,
    // The plugin's own .d.ts files are checked too, against the ESLint types the user has.
    skipLibCheck: false,
    types: [],
  },
};

describe('a TypeScript project with eslint.config.ts on ESLint 10', () => {
  let consumer: Consumer;
  /** Writes `source` to `file` (unless it is there) and type-checks that file alone with the project's tsc. */
  const typeCheck = (file: string, source?: string) => {
    if (source !== undefined) consumer.write(file, source);
    consumer.write(`tsconfig.${file}.json`, JSON.stringify({ ...TSCONFIG, files: [file] }));
    return run(process.execPath, [`${consumer.dir}/node_modules/typescript/bin/tsc`, '-p', `tsconfig.${file}.json`], { cwd: consumer.dir });
  };

  beforeAll(async () => {
    consumer = await createConsumer('typescript', { eslint: '^10.0.0', typescript: '~5.9.3', jiti: '^2.4.0' });
    consumer.write('eslint.config.ts', readmeSnippet('eslint-config-ts'));
  });

  it('type-checks the README config with tsc, defineConfig and all', async () => {
    const result = await typeCheck('eslint.config.ts');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('type-checks the CommonJS form: require gives the typed plugin object', async () => {
    const result = await typeCheck(
      'require-plugin.cts',
      [
        "import dockerApi = require('eslint-plugin-docker-api');",
        'export const recommended: string = dockerApi.configs.recommended.name;',
        "export const legacy: ['docker-api'] = dockerApi.configs['legacy-recommended'].plugins;",
        '',
      ].join('\n'),
    );
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('rejects a config name that does not exist, so the types are not `any`', async () => {
    const result = await typeCheck(
      'typo.config.ts',
      "import { defineConfig } from 'eslint/config';\nimport dockerApi from 'eslint-plugin-docker-api';\n\nexport default defineConfig([dockerApi.configs.recomended]);\n",
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toContain("typo.config.ts(4,48): error TS2551: Property 'recomended' does not exist");
    expect(result.stdout).toContain("Did you mean 'recommended'?");
  });

  describe('linting with eslint.config.ts: the strict config', () => {
    const strict = {
      configArgs: [],
      reports: [HARDCODED_SOCKET, ...RECOMMENDED_REPORTS],
      reportsAfterFix: [HARDCODED_SOCKET, ...REPORTS_AFTER_FIX],
    };
    itLintsTheFixture(() => consumer, strict);
    itLintsWithConcurrency(() => consumer, strict);
  });

  it('turns the socket rule off where the config says so', async () => {
    consumer.write('scripts/compose.js', "export const socket = { socketPath: '/var/run/docker.sock', path: '/v1.47/containers/json' };\n");
    const result = await consumer.eslint(['--format', 'json', 'scripts']);
    expect(result.stderr).toBe('');
    expect(reportsOf(result, consumer.dir)).toEqual([]);
  });
});
