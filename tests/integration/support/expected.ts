import { relative } from 'node:path';
import type { RunResult } from './run.js';

/** One report, as a user reads it in ESLint's output. */
export interface Report {
  file: string;
  line: number;
  column: number;
  ruleId: string | null;
  severity: number;
  message: string;
}

/** The reports in the output of `eslint --format json`, with paths relative to the project. */
export function reportsOf(result: RunResult, projectDir: string): Report[] {
  let files: { filePath: string; messages: Omit<Report, 'file'>[] }[];
  try {
    files = JSON.parse(result.stdout) as typeof files;
  } catch {
    throw new Error(`eslint printed no JSON (exit ${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
  }
  return files.flatMap(({ filePath, messages }) =>
    messages.map(({ line, column, ruleId, severity, message }) => ({
      file: relative(projectDir, filePath),
      line,
      column,
      ruleId,
      severity,
      message,
    })),
  );
}

export const REMOVED_V1_TAGS: Report = {
  file: 'src/hub.js',
  line: 3,
  column: 32,
  ruleId: 'docker-api/no-removed-hub-v1-route',
  severity: 2,
  message:
    '/v1/repositories/{namespace}/{name}/tags was removed on 2022-08-23 and answers 410 Gone; use ' +
    '/v2/namespaces/{namespace}/repositories/{repository}/tags. The v2 answer is paginated ' +
    '({count, next, previous, results}), so review how the response is read.',
};

const DEPRECATED_LIST: Report = {
  file: 'src/hub.js',
  line: 8,
  column: 16,
  ruleId: 'docker-api/no-deprecated-hub-endpoint',
  severity: 2,
  message:
    'GET /v2/repositories/{namespace} was marked deprecated on 2025-06-27; use List repositories ' +
    '(GET /v2/namespaces/{namespace}/repositories)',
};

const UNVERSIONED_ENGINE_PATH: Report = {
  file: 'src/engine.js',
  line: 5,
  column: 63,
  ruleId: 'docker-api/require-engine-api-version',
  severity: 2,
  message:
    'Engine API path /containers/json has no version prefix: the daemon answers it as its newest API ' +
    'version, so its meaning changes when the daemon is upgraded. Prefix it with /v<major>.<minor>.',
};

/** What `strict` reports beyond `recommended`. */
export const HARDCODED_SOCKET: Report = {
  file: 'src/engine.js',
  line: 5,
  column: 33,
  ruleId: 'docker-api/no-hardcoded-docker-socket',
  severity: 2,
  message:
    '/var/run/docker.sock is hard-coded as the Docker socket: Docker Desktop for Linux uses a per-user socket ' +
    '(~/.docker/desktop/docker.sock) and DOCKER_HOST may name another daemon. Take the daemon from DOCKER_HOST, with ' +
    "this path as the fallback: dockerode's new Docker() without socketPath or host reads DOCKER_HOST itself; for " +
    'http.request, a unix:// DOCKER_HOST gives socketPath and a tcp:// one gives host and port.',
};

/** What the `recommended` config reports on the fixture project (`tests/integration/fixtures`). */
export const RECOMMENDED_REPORTS: Report[] = [UNVERSIONED_ENGINE_PATH, REMOVED_V1_TAGS, DEPRECATED_LIST];

/** What is left after `eslint --fix`: the v1 route is rewritten, the others need a person. */
export const REPORTS_AFTER_FIX: Report[] = [UNVERSIONED_ENGINE_PATH, DEPRECATED_LIST];

/** The line of src/hub.js that `--fix` rewrites, before and after. */
export const V1_LINE = '  const response = await fetch(`https://hub.docker.com/v1/repositories/library/${name}/tags`);';
export const FIXED_V1_LINE = '  const response = await fetch(`https://hub.docker.com/v2/namespaces/library/repositories/${name}/tags`);';
