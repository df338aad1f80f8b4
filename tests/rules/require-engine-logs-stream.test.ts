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
