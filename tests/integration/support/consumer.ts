import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { run, runOk, type RunResult } from './run.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** The npm settings of every install here: quiet, and nothing the tests do not need. */
const NPM_INSTALL = ['install', '--no-audit', '--no-fund', '--loglevel=error'];

export interface Consumer {
  dir: string;
  /** Runs the project's own ESLint CLI, as `npx eslint` would. */
  eslint(args: readonly string[], env?: NodeJS.ProcessEnv): Promise<RunResult>;
  write(path: string, text: string): void;
  read(path: string): string;
}

/**
 * A user's project in a new temporary directory: the fixture sources, a package.json whose
 * dependencies are `devDependencies` plus the plugin (the packed tarball unless `plugin` names
 * another source, such as a git URL), installed with npm from the registry.
 */
export async function createConsumer(
  label: string,
  devDependencies: Record<string, string>,
  plugin = `file:${inject('pluginTarball')}`,
): Promise<Consumer> {
  const dir = mkdtempSync(join(inject('workDirectory'), `${label}-`));
  cpSync(FIXTURES, dir, { recursive: true });
  const packageJson = {
    name: `consumer-${label}`,
    private: true,
    type: 'module',
    devDependencies: { ...devDependencies, 'eslint-plugin-docker-api': plugin },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  await runOk('npm', NPM_INSTALL, { cwd: dir });
  return {
    dir,
    eslint: (args, env) => run(process.execPath, [join(dir, 'node_modules/eslint/bin/eslint.js'), ...args], { cwd: dir, env }),
    write(path, text) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    },
    read: (path) => readFileSync(join(dir, path), 'utf8'),
  };
}
