import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOk } from './run.js';

/** This repository's root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Copies this repository as it is in the working tree (committed, changed and new files, not the
 * ignored ones such as dist/ and node_modules/) to `to`: what a clone of the branch would hold.
 */
export async function copyWorkingTree(to: string): Promise<void> {
  const { stdout } = await runOk('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT });
  for (const file of stdout.split('\0')) {
    if (file === '' || !existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(to, file));
  }
}
