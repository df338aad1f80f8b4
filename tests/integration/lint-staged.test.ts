import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumer, type Consumer } from './support/consumer.js';
import { FIXED_V1_LINE, V1_LINE } from './support/expected.js';
import { initRepository, type GitRepository } from './support/git.js';
import { readmeSnippet } from './support/readme-snippets.js';
import { runOk } from './support/run.js';

const ONLY_A_V1_ROUTE = `export const tags = (name) => fetch(\`https://hub.docker.com/v1/repositories/library/\${name}/tags\`);\n`;
const ITS_FIX = `export const tags = (name) => fetch(\`https://hub.docker.com/v2/namespaces/library/repositories/\${name}/tags\`);\n`;

describe('the husky and lint-staged setup of the README', () => {
  let consumer: Consumer;
  let repository: GitRepository;

  beforeAll(async () => {
    consumer = await createConsumer('lint-staged', { eslint: '^10.0.0' });
    consumer.write('eslint.config.js', readmeSnippet('eslint-config-esm'));
    consumer.write('.gitignore', 'node_modules/\n');
    repository = await initRepository(consumer.dir);
    await runOk('sh', ['-e', '-c', readmeSnippet('husky-setup')], { cwd: consumer.dir });
    const packageJson = JSON.parse(consumer.read('package.json')) as Record<string, unknown>;
    consumer.write('package.json', JSON.stringify({ ...packageJson, ...JSON.parse(readmeSnippet('lint-staged-config')) }, null, 2));
    await repository.git(['add', '--all', '--', '.gitignore', '.husky', 'package.json', 'package-lock.json', 'eslint.config.js']);
    const setup = await repository.git(['commit', '--quiet', '--no-verify', '--message', 'lint setup']);
    expect(setup.status).toBe(0);
  });

  it('stops a commit whose staged file has a report --fix cannot settle', async () => {
    await repository.git(['add', 'src/hub.js']);
    const commit = await repository.git(['commit', '--message', 'call Docker Hub']);
    const output = commit.stdout + commit.stderr;

    expect(commit.status).not.toBe(0);
    expect(output).toContain('  8:16  error  GET /v2/repositories/{namespace} was marked deprecated on 2025-06-27');
    expect(output).toContain('docker-api/no-deprecated-hub-endpoint');
    expect((await repository.git(['rev-list', '--count', 'HEAD'])).stdout.trim()).toBe('1');
    // lint-staged puts the file back as it was staged: the fix of the v1 route is not kept.
    expect(consumer.read('src/hub.js')).toContain(V1_LINE);
    expect(consumer.read('src/hub.js')).not.toContain(FIXED_V1_LINE);
    await repository.git(['reset', '--quiet', '--', 'src/hub.js']);
  });

  it('commits a file whose only report --fix settles, with the fix in the commit', async () => {
    consumer.write('src/tags.js', ONLY_A_V1_ROUTE);
    await repository.git(['add', 'src/tags.js']);
    const commit = await repository.git(['commit', '--message', 'list tags']);

    expect(commit.stdout + commit.stderr).not.toContain('docker-api/');
    expect(commit.status).toBe(0);
    expect((await repository.git(['show', 'HEAD:src/tags.js'])).stdout).toBe(ITS_FIX);
    expect(consumer.read('src/tags.js')).toBe(ITS_FIX);
  });
});
