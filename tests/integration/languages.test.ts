import { beforeAll, describe, expect, it } from 'vitest';
import { createConsumer, type Consumer } from './support/consumer.js';
import { reportsOf } from './support/expected.js';

const FILES: Record<string, string> = {
  'scripts/tags.sh': 'curl -s https://registry.hub.docker.com/v1/repositories/library/nginx/tags\n',
  Dockerfile: 'FROM alpine\nENV DOCKER_API_VERSION=1.23\n',
  'compose.yaml': 'services:\n  proxy:\n    environment:\n      - DOCKER_API_VERSION=1.37\n',
  'tools/check.py': 'import docker\nclient = docker.DockerClient(version="1.30")\n',
  'cmd/main.go':
    'package main\n\nimport "github.com/docker/docker/client"\n\nvar _, _ = client.NewClientWithOpts(client.WithVersion("1.24"))\n',
  'README.md':
    "# Setup\n\n```sh\nexport DOCKER_API_VERSION=1.35\n```\n\n```js\nawait fetch('https://registry.hub.docker.com/v1/repositories/library/nginx/tags');\n```\n",
};

const LANGUAGE_REPORTS = [
  { file: 'Dockerfile', line: 2, ruleId: 'docker-api/no-unsupported-engine-api-version' },
  { file: 'cmd/main.go', line: 5, ruleId: 'docker-api/no-unsupported-engine-api-version' },
  { file: 'compose.yaml', line: 4, ruleId: 'docker-api/no-unsupported-engine-api-version' },
  { file: 'scripts/tags.sh', line: 1, ruleId: 'docker-api/no-removed-hub-v1-route' },
  { file: 'tools/check.py', line: 2, ruleId: 'docker-api/no-unsupported-engine-api-version' },
];
const MARKDOWN_REPORTS = [
  { file: 'README.md', line: 4, ruleId: 'docker-api/no-unsupported-engine-api-version' },
  // A JavaScript block, read by the parser and scope analysis of the project's own ESLint.
  { file: 'README.md', line: 8, ruleId: 'docker-api/no-removed-hub-v1-route' },
];

const EVERYWHERE = "import dockerApi from 'eslint-plugin-docker-api';\n\nexport default [...dockerApi.configs.everywhere];\n";

async function lintedFiles(consumer: Consumer) {
  const result = await consumer.eslint(['-c', 'eslint.config.mjs', '--format', 'json', ...Object.keys(FILES)]);
  return reportsOf(result, consumer.dir)
    .map(({ file, line, ruleId }) => ({ file, line, ruleId }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

// ESLint 9.7 is the first with languages of plugins: the lowest the language configs support.
describe.each([
  { label: 'languages-eslint-9.7', eslint: '9.7.0', markdown: false },
  { label: 'languages-eslint-10', eslint: '^10.0.0', markdown: true },
])('configs.everywhere on $label', ({ label, eslint, markdown }) => {
  let consumer: Consumer;
  beforeAll(async () => {
    consumer = await createConsumer(label, markdown ? { eslint, '@eslint/markdown': '^8.0.0' } : { eslint });
    consumer.write('eslint.config.mjs', EVERYWHERE);
    for (const [path, text] of Object.entries(FILES)) consumer.write(path, text);
  });

  it(
    markdown
      ? 'lints scripts, Dockerfiles, YAML, Python, Go and, with @eslint/markdown installed, Markdown'
      : 'lints scripts, Dockerfiles, YAML, Python and Go; without @eslint/markdown, Markdown is left to no config',
    async () => {
      const expected = markdown ? [...LANGUAGE_REPORTS, ...MARKDOWN_REPORTS] : LANGUAGE_REPORTS;
      expect((await lintedFiles(consumer)).filter((report) => report.ruleId !== null)).toEqual(
        [...expected].sort((a, b) => a.file.localeCompare(b.file)),
      );
    },
  );
});
