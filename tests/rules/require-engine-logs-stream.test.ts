import rule from '../../src/rules/require-engine-logs-stream.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

function invalid(code: string, reported: string, route: string, suggestion: string | null) {
  return {
    code,
    output: null,
    errors: [
      {
        messageId: 'noStream' as const,
        data: { route },
        ...locate(code, reported),
        suggestions: suggestion === null ? [] : [{ messageId: 'addStreams' as const, output: suggestion }],
      },
    ],
  };
}

const LOGS = '/containers/{id}/logs';

ruleTester.run('require-engine-logs-stream', rule, {
  valid: [
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=1&stderr=1`)",
    // Only stderr is enough.
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stderr=1`)",
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=true`)",
    "axios.get(`/v1.47/containers/${id}/logs`, { socketPath, params: { stdout: 1 } })",
    "axios.get(`/v1.47/containers/${id}/logs`, { socketPath, params: { stdout: true, follow: true } })",
    "got(`unix:/var/run/docker.sock:/v1.47/services/${id}/logs`, { searchParams: { stderr: 'yes' } })",
    "got(`unix:/var/run/docker.sock:/v1.47/tasks/${id}/logs`, { searchParams: 'stdout=1' })",
    // A query built at run time, or options out of sight, may set a stream.
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=${wantStdout}`)",
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?${query}`)",
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?${new URLSearchParams({ stdout: '1' })}`)",
    "axios.get(`/v1.47/containers/${id}/logs`, config)",
    "axios.get(`/v1.47/containers/${id}/logs`, { socketPath, params })",
    "axios.get(`/v1.47/containers/${id}/logs`, { socketPath, params: { stdout: flag } })",
    "docker.request(`/v1.47/containers/${id}/logs`)",
    "const url = new URL(`http://localhost:2375/v1.47/containers/${id}/logs`); url.searchParams.set('stdout', '1'); fetch(url);",
    "execSync('curl -G -d stdout=1 --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/logs')",
    // Not a logs route.
    "fetch(`http://localhost:2375/v1.47/containers/${id}/json`)",
  ],
  invalid: [
    // A URL held in a constant and sent through a class's own helper with got's options.
    invalid(
      "class Docker {\n  async get(url) { return got(url, { enableUnixSockets: true }).json(); }\n  logs(id) {\n    const query = `http://unix:/var/run/docker.sock:/v1.47/containers/${id}/logs`;\n    return this.get(query);\n  }\n}",
      '`http://unix:/var/run/docker.sock:/v1.47/containers/${id}/logs`',
      LOGS,
      "class Docker {\n  async get(url) { return got(url, { enableUnixSockets: true }).json(); }\n  logs(id) {\n    const query = `http://unix:/var/run/docker.sock:/v1.47/containers/${id}/logs?stdout=1&stderr=1`;\n    return this.get(query);\n  }\n}",
    ),
    invalid(
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs`)",
      '`http://localhost:2375/v1.47/containers/${id}/logs`',
      LOGS,
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=1&stderr=1`)",
    ),
    invalid(
      "http.request({ socketPath: '/var/run/docker.sock', path: `/v1.47/containers/${id}/logs?follow=1&tail=100` })",
      '`/v1.47/containers/${id}/logs?follow=1&tail=100`',
      LOGS,
      "http.request({ socketPath: '/var/run/docker.sock', path: `/v1.47/containers/${id}/logs?follow=1&tail=100&stdout=1&stderr=1` })",
    ),
    // Values the daemon reads as false.
    invalid(
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=0&stderr=no`)",
      '`http://localhost:2375/v1.47/containers/${id}/logs?stdout=0&stderr=no`',
      LOGS,
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=1&stderr=1`)",
    ),
    invalid(
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=FALSE&stderr&timestamps=1`)",
      '`http://localhost:2375/v1.47/containers/${id}/logs?stdout=FALSE&stderr&timestamps=1`',
      LOGS,
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=1&stderr=1&timestamps=1`)",
    ),
    invalid(
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?`)",
      '`http://localhost:2375/v1.47/containers/${id}/logs?`',
      LOGS,
      "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=1&stderr=1`)",
    ),
    // The query from the client's options is known too.
    invalid(
      "axios.get(`/v1.47/containers/${id}/logs`, { socketPath, params: { follow: 1, stdout: 'none' } })",
      '`/v1.47/containers/${id}/logs`',
      LOGS,
      "axios.get(`/v1.47/containers/${id}/logs?stdout=1&stderr=1`, { socketPath, params: { follow: 1, stdout: 'none' } })",
    ),
    invalid(
      "got(`unix:/var/run/docker.sock:/v1.47/services/${id}/logs`, { searchParams: new URLSearchParams({ follow: '1' }) })",
      '`unix:/var/run/docker.sock:/v1.47/services/${id}/logs`',
      '/services/{id}/logs',
      "got(`unix:/var/run/docker.sock:/v1.47/services/${id}/logs?stdout=1&stderr=1`, { searchParams: new URLSearchParams({ follow: '1' }) })",
    ),
    invalid(
      "execSync('curl -s --unix-socket /var/run/docker.sock \"http://localhost/v1.47/tasks/abc/logs?follow=1\"')",
      'http://localhost/v1.47/tasks/abc/logs?follow=1',
      '/tasks/{id}/logs',
      "execSync('curl -s --unix-socket /var/run/docker.sock \"http://localhost/v1.47/tasks/abc/logs?follow=1&stdout=1&stderr=1\"')",
    ),
    // The path sits in a constant that a request reads: the constant is reported and rewritten.
    invalid(
      "const LOGS_PATH = `/v1.47/containers/${id}/logs`;\nhttp.get({ socketPath: '/var/run/docker.sock', path: LOGS_PATH }, onResponse);",
      '`/v1.47/containers/${id}/logs`',
      LOGS,
      "const LOGS_PATH = `/v1.47/containers/${id}/logs?stdout=1&stderr=1`;\nhttp.get({ socketPath: '/var/run/docker.sock', path: LOGS_PATH }, onResponse);",
    ),
  ],
});

const DOCKERODE = "const Docker = require('dockerode');\nconst docker = new Docker({ socketPath: '/var/run/docker.sock', version: 'v1.47' });\n";

/** dockerode's `logs(options)` with no stream: underlined from `logs` to the end of the call. */
function noStreamOption(code: string, reported: string, route: string, suggestion: string | null) {
  return {
    code,
    output: null,
    errors: [
      {
        messageId: 'noStream' as const,
        data: { route },
        ...locate(code, reported),
        suggestions: suggestion === null ? [] : [{ messageId: 'addStreamOptions' as const, output: suggestion }],
      },
    ],
  };
}

ruleTester.run('require-engine-logs-stream: dockerode', rule, {
  valid: [
    // dockerode's own example, and one stream.
    `${DOCKERODE}docker.getContainer(id).logs({ follow: true, stdout: true, stderr: true }, onStream);`,
    `${DOCKERODE}docker.getContainer(id).logs({ stderr: 1 });`,
    `${DOCKERODE}docker.getService(id).logs({ stdout: 'true', follow: true });`,
    // Options built at run time.
    `${DOCKERODE}docker.getContainer(id).logs(options);`,
    `${DOCKERODE}docker.getContainer(id).logs({ ...options, follow: true });`,
    `${DOCKERODE}docker.getContainer(id).logs({ follow: true, stdout: wantStdout });`,
    `${DOCKERODE}docker.getContainer(id).logs({ _query: query });`,
    // A container's defaults may choose the stream.
    `${DOCKERODE}const container = docker.getContainer(id);\ncontainer.defaultOptions.log = { stdout: true };\ncontainer.logs({ follow: true });`,
    // Objects that are not dockerode's, or not known to be.
    'const container = docker.getContainer(id);\ncontainer.logs({ follow: true });',
    "import Docker from './docker';\nnew Docker().getContainer(id).logs();",
    `${DOCKERODE}const build = await docker.buildImage(context);\nbuild.logs();`,
    `${DOCKERODE}function tail(container) {\n  return container.logs({ follow: true });\n}`,
    'const logger = createLogger();\nlogger.logs();',
    `vi.mock('dockerode');\n${DOCKERODE}docker.getContainer(id).logs();`,
    // Paths docker-modem dials itself are not this rule's.
    `${DOCKERODE}docker.modem.dial({ path: '/containers/abc/logs?', method: 'GET', options: {}, statusCodes: { 200: true } }, callback);`,
  ],
  invalid: [
    noStreamOption(
      `${DOCKERODE}docker.getContainer(id).logs({ follow: true });`,
      'logs({ follow: true })',
      LOGS,
      `${DOCKERODE}docker.getContainer(id).logs({ follow: true, stdout: true, stderr: true });`,
    ),
    // No options at all, and a callback alone: dockerode sends no stream.
    noStreamOption(
      `${DOCKERODE}const container = docker.getContainer('71501a8ab0f8');\nconst output = await container.logs();`,
      'logs()',
      LOGS,
      `${DOCKERODE}const container = docker.getContainer('71501a8ab0f8');\nconst output = await container.logs({ stdout: true, stderr: true });`,
    ),
    noStreamOption(
      `${DOCKERODE}docker.getContainer(id).logs(function (err, data) {\n  console.log(data);\n});`,
      'logs(function (err, data) {\n  console.log(data);\n})',
      LOGS,
      `${DOCKERODE}docker.getContainer(id).logs({ stdout: true, stderr: true }, function (err, data) {\n  console.log(data);\n});`,
    ),
    // Streams set to false values.
    noStreamOption(
      `${DOCKERODE}docker.getContainer(id).logs({ stdout: false, stderr: 0, follow: true });`,
      'logs({ stdout: false, stderr: 0, follow: true })',
      LOGS,
      `${DOCKERODE}docker.getContainer(id).logs({ stdout: true, stderr: true, follow: true });`,
    ),
    noStreamOption(
      `${DOCKERODE}docker.getContainer(id).logs({ stdout: false, follow: true });`,
      'logs({ stdout: false, follow: true })',
      LOGS,
      `${DOCKERODE}docker.getContainer(id).logs({ stdout: true, follow: true, stderr: true });`,
    ),
    // Containers from createContainer: awaited, through then, and given to a callback.
    noStreamOption(
      `${DOCKERODE}const container = await docker.createContainer({ Image: 'alpine', Cmd: ['date'] });\nawait container.start();\nconst stream = await container.logs({ follow: true, timestamps: true });`,
      'logs({ follow: true, timestamps: true })',
      LOGS,
      `${DOCKERODE}const container = await docker.createContainer({ Image: 'alpine', Cmd: ['date'] });\nawait container.start();\nconst stream = await container.logs({ follow: true, timestamps: true, stdout: true, stderr: true });`,
    ),
    noStreamOption(
      `${DOCKERODE}docker.createContainer(spec).then((container) => container.logs({ tail: 10 }));`,
      'logs({ tail: 10 })',
      LOGS,
      `${DOCKERODE}docker.createContainer(spec).then((container) => container.logs({ tail: 10, stdout: true, stderr: true }));`,
    ),
    noStreamOption(
      `${DOCKERODE}docker.createContainer(spec, function (err, container) {\n  container.logs({ follow: true }, onStream);\n});`,
      'logs({ follow: true }, onStream)',
      LOGS,
      `${DOCKERODE}docker.createContainer(spec, function (err, container) {\n  container.logs({ follow: true, stdout: true, stderr: true }, onStream);\n});`,
    ),
    // Services and tasks.
    noStreamOption(
      `${DOCKERODE}docker.getService(id).logs({ follow: true, details: true });`,
      'logs({ follow: true, details: true })',
      '/services/{id}/logs',
      `${DOCKERODE}docker.getService(id).logs({ follow: true, details: true, stdout: true, stderr: true });`,
    ),
    noStreamOption(
      `${DOCKERODE}docker.getTask(id).logs({});`,
      'logs({})',
      '/tasks/{id}/logs',
      `${DOCKERODE}docker.getTask(id).logs({ stdout: true, stderr: true });`,
    ),
    // A client held by a class field, under another name.
    noStreamOption(
      "import Dockerode from 'dockerode';\nclass Runner {\n  docker = new Dockerode({ version: 'v1.47' });\n  tail(id) {\n    return this.docker.getContainer(id).logs({ follow: true });\n  }\n}",
      'logs({ follow: true })',
      LOGS,
      "import Dockerode from 'dockerode';\nclass Runner {\n  docker = new Dockerode({ version: 'v1.47' });\n  tail(id) {\n    return this.docker.getContainer(id).logs({ follow: true, stdout: true, stderr: true });\n  }\n}",
    ),
    // Options from a constant of the file: reported, but the constant is not edited.
    noStreamOption(
      `${DOCKERODE}const LOG_OPTIONS = { follow: true, timestamps: true };\ndocker.getContainer(id).logs(LOG_OPTIONS);`,
      'logs(LOG_OPTIONS)',
      LOGS,
      null,
    ),
    noStreamOption(
      `${DOCKERODE}const QUIET = { stdout: false };\ndocker.getContainer(id).logs({ ...QUIET, tail: 50 });`,
      'logs({ ...QUIET, tail: 50 })',
      LOGS,
      null,
    ),
  ],
});
