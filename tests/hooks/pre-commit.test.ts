import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createConsumer, type Consumer } from '../integration/support/consumer.js';
import { initRepository, snapshotOfThisRepository, type GitRepository } from '../integration/support/git.js';
import { readmeSnippet } from '../integration/support/readme-snippets.js';
import { run } from '../integration/support/run.js';

const PUBLISHED_REPOSITORY = 'https://github.com/eslint-plugin-docker-api/eslint-plugin-docker-api';

describe('the pre-commit hook (.pre-commit-hooks.yaml) with the pre-commit framework', () => {
  let consumer: Consumer;
  let repository: GitRepository;
  // pre-commit's clones and environments go to a directory of the test's own, not ~/.cache.
  const env = { PRE_COMMIT_HOME: mkdtempSync(join(inject('workDirectory'), 'pre-commit-home-')) };

  beforeAll(async () => {
    const version = await run('pre-commit', ['--version'], { cwd: tmpdir() }).catch(() => null);
    if (version?.status !== 0) {
      throw new Error("pre-commit is not installed: install Debian's package (apt-get install pre-commit), as .ci/run does");
    }
    const hookRepository = await snapshotOfThisRepository();
    consumer = await createConsumer('pre-commit', { eslint: '^10.0.0' });
    consumer.write('eslint.config.js', readmeSnippet('eslint-config-esm'));
    consumer.write('.gitignore', 'node_modules/\n');
    const config = readmeSnippet('pre-commit-config');
    expect(config).toContain(`repo: ${PUBLISHED_REPOSITORY}\n`);
    consumer.write(
      '.pre-commit-config.yaml',
      config.replace(PUBLISHED_REPOSITORY, hookRepository.path).replace(/rev: \S+/, `rev: ${hookRepository.commit}`),
    );
    repository = await initRepository(consumer.dir);
    const install = await run('pre-commit', ['install'], { cwd: consumer.dir, env });
    expect(install.status).toBe(0);
  });

  it('stops a commit that adds a removed v1 route, with the ESLint report', async () => {
    await repository.git(['add', '.gitignore', '.pre-commit-config.yaml', 'package.json', 'eslint.config.js', 'src/hub.js']);
    const commit = await repository.git(['commit', '--message', 'call Docker Hub'], env);
    const output = commit.stdout + commit.stderr;

    expect(commit.status).toBe(1);
    expect(output).toMatch(/eslint \(docker-api\)\.+Failed/);
    expect(output).toContain('  3:32  error  /v1/repositories/{namespace}/{name}/tags was removed on 2022-08-23');
    expect(output).toContain('docker-api/no-removed-hub-v1-route');
    expect(output).toContain('  8:16  error  GET /v2/repositories/{namespace} was marked deprecated on 2025-06-27');
    expect((await repository.git(['rev-list', '--all'])).stdout).toBe('');
  });

  it('lets a commit through when the staged files are clean', async () => {
    await repository.git(['reset', '--quiet', '--', 'src/hub.js']);
    await repository.git(['add', 'src/clean.js']);
    const commit = await repository.git(['commit', '--message', 'a clean file'], env);

    expect(commit.stdout + commit.stderr).toMatch(/eslint \(docker-api\)\.+Passed/);
    expect(commit.status).toBe(0);
    expect((await repository.git(['show', '--name-only', '--format=', 'HEAD'])).stdout.split('\n')).toContain('src/clean.js');
  });
});
