import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { run, runOk, type RunResult } from './run.js';
import { copyWorkingTree } from './working-tree.js';

/** A committer for the tests' repositories, whatever the machine's git configuration says. */
export const GIT_ENV: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: 'Integration Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Integration Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
};

export interface GitRepository {
  /** Runs git in the repository; a non-zero exit is returned, not thrown. */
  git(args: readonly string[], env?: NodeJS.ProcessEnv): Promise<RunResult>;
}

/** Makes `dir` a git repository with one branch and no commit yet. */
export async function initRepository(dir: string): Promise<GitRepository> {
  await runOk('git', ['init', '--quiet', '--initial-branch=main'], { cwd: dir, env: GIT_ENV });
  await runOk('git', ['config', 'commit.gpgsign', 'false'], { cwd: dir });
  return { git: (args, env) => run('git', args, { cwd: dir, env: { ...GIT_ENV, ...env } }) };
}

/**
 * This repository as it is in the working tree (committed, changed and new files, not the ignored
 * ones), committed to a new repository: what a user's pre-commit would clone at a release tag.
 * Returns its path and the commit.
 */
export async function snapshotOfThisRepository(): Promise<{ path: string; commit: string }> {
  const path = mkdtempSync(join(inject('workDirectory'), 'repository-'));
  await copyWorkingTree(path);
  const repository = await initRepository(path);
  await runOk('git', ['add', '--all'], { cwd: path });
  await runOk('git', ['commit', '--quiet', '--message', 'snapshot'], { cwd: path, env: GIT_ENV });
  const head = await repository.git(['rev-parse', 'HEAD']);
  return { path, commit: head.stdout.trim() };
}
