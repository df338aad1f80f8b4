import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runOk } from './run.js';
import { copyWorkingTree, ROOT } from './working-tree.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The path of the plugin's tarball, packed once for all integration tests. */
    pluginTarball: string;
    /** The files `npm pack` put in it. */
    packedFiles: string[];
    /** A directory for this run's temporary projects, removed when the run ends. */
    workDirectory: string;
  }
}

/**
 * Packs the plugin as `npm pack` and `npm publish` would, once per test run, from a copy of the
 * working tree without dist/ and with no build step first: the package's own lifecycle scripts
 * must build it. The copy, the tarball and the tests' projects live in one temporary directory;
 * the returned teardown removes it.
 */
export default async function packPlugin(project: TestProject): Promise<() => void> {
  const workDirectory = mkdtempSync(join(tmpdir(), 'docker-api-integration-'));
  const source = join(workDirectory, 'source');
  const destination = join(workDirectory, 'pack');
  mkdirSync(destination);
  await copyWorkingTree(source);
  // The installed dependencies, as after `npm ci` in a fresh clone.
  symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'), 'dir');
  const { stdout } = await runOk('npm', ['pack', '--json', '--pack-destination', destination], { cwd: source });
  const [packed] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
  project.provide('pluginTarball', join(destination, packed.filename));
  project.provide('packedFiles', packed.files.map((file) => file.path).sort());
  project.provide('workDirectory', workDirectory);
  return () => {
    rmSync(workDirectory, { recursive: true, force: true });
  };
}
