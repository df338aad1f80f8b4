import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { runOk } from './run.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the plugin's tarball, built and packed once for all integration tests. */
    pluginTarball: string;
    /** The files `npm pack` put in it. */
    packedFiles: string[];
    /** A directory for this run's temporary projects, removed when the run ends. */
    workDirectory: string;
  }
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Builds the plugin and packs it as `npm publish` would, once per test run, in a temporary
 * directory that also holds the tests' projects; the returned teardown removes it.
 */
export default async function packPlugin(project: TestProject): Promise<() => void> {
  const workDirectory = mkdtempSync(join(tmpdir(), 'docker-api-integration-'));
  const destination = join(workDirectory, 'pack');
  mkdirSync(destination);
  await runOk(join(ROOT, 'node_modules/.bin/tsup'), ['--silent'], { cwd: ROOT });
  const { stdout } = await runOk('npm', ['pack', '--json', '--pack-destination', destination], { cwd: ROOT });
  const [packed] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  project.provide('pluginTarball', join(destination, packed.filename));
  project.provide('packedFiles', packed.files.map((file) => file.path).sort());
  project.provide('workDirectory', workDirectory);
  return () => rmSync(workDirectory, { recursive: true, force: true });
}
