import rule from '../../src/rules/no-unsupported-engine-api-version.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

type MessageId = 'malformed' | 'tooOld' | 'tooOldConfigured' | 'tooNew' | 'tooNewConfigured';

interface Expected {
  code: string;
  reported: string;
  messageId: MessageId;
  data: Record<string, string>;
  options?: [{ minimum?: string; maximum?: string }];
}

/** One report; this rule has no fix, since only the author knows which version the code was written for. */
function invalid({ code, reported, messageId, data, options }: Expected) {
  return { code, ...(options ? { options } : {}), output: null, errors: [{ messageId, data, ...locate(code, reported) }] };
}

ruleTester.run('no-unsupported-engine-api-version', rule, {
  valid: [
    "const api = axios.create({ baseURL: 'https://api.example.com/v1.12' });",
    // A version before a path built at run time counts only when the request goes to the daemon.
    'fetch(`/v1.12/${path}`)',
    'this.http.get(`http://api.example.com/v1.12/${path}`)',
    // A project module named like a client is not that client.
    "const request = require('../lib/request'); request('http://localhost:2375/v1.12/info')",
    // The registry's own v1 API and Podman's versions are not malformed Engine versions.
    "fetch('http://localhost:5000/v1/images/abc/json')",
    "fetch('https://index.docker.io/v1/search?q=nginx')",
    "fetch('http://localhost:8080/v4.0.0/containers/json')",
    // Not sent: a message, a mock.
    "console.warn('GET /v1.12/containers/json HTTP/1.1 failed')",
    "nock('http://localhost:2375').get('/v1.12/containers/json').reply(200, [])",
    "http.request({ socketPath: '/var/run/docker.sock', path: '/v1.24/containers/json' })",
    "fetch('http://localhost:2375/v1.55/containers/json')",
    'fetch(`/v${version}/containers/json`)',
    { code: "fetch('http://localhost:2375/v1.44/info')", options: [{ minimum: '1.44', maximum: '1.47' }] },
    // A version the table does not know yet is allowed without a maximum.
    "fetch('http://localhost:2375/v1.60/containers/json')",
    // Not engine paths: Podman's versions, the Hub's v1, the registry's v2, unknown routes.
    "fetch('http://localhost:8080/v4.0.0/libpod/containers/json')",
    "fetch('https://index.docker.io/v1/repositories/library/nginx/tags')",
    "fetch('https://registry-1.docker.io/v2/library/nginx/tags/list')",
    "fetch('/v1/users/me')",
    "fetch('/v1.20/projects/42')",
    // An unversioned path belongs to require-engine-api-version.
    "http.request({ socketPath: '/var/run/docker.sock', path: '/containers/json' })",
  ],
  invalid: [
    // A client's base URL pins the version of every request it sends.
    invalid({
      code: "const docker = axios.create({ socketPath: '/var/run/docker.sock', baseURL: 'http://localhost/v1.12' });",
      reported: "'http://localhost/v1.12'",
      messageId: 'tooOld',
      data: { version: '1.12', minimum: '1.24', releases: '25.0 to 29.6' },
    }),
    // A version prefix before a path built at run time, sent to the daemon.
    invalid({
      code: "function request(method, path) {\n  return http.request({ method, socketPath: '/var/run/docker.sock', path: `/v1.12/${path}` });\n}",
      reported: '`/v1.12/${path}`',
      messageId: 'tooOld',
      data: { version: '1.12', minimum: '1.24', releases: '25.0 to 29.6' },
    }),
    invalid({
      code: "http.request({ socketPath: '/var/run/docker.sock', path: '/v1/containers/json' })",
      reported: "'/v1/containers/json'",
      messageId: 'malformed',
      data: { prefix: 'v1', newest: '1.55' },
    }),
    invalid({
      code: "axios.get('/v1.x/containers/json', { socketPath: '/var/run/docker.sock' })",
      reported: "'/v1.x/containers/json'",
      messageId: 'malformed',
      data: { prefix: 'v1.x', newest: '1.55' },
    }),
    invalid({
      code: "execSync('curl --unix-socket /var/run/docker.sock http://localhost/1.41/containers/json')",
      reported: 'http://localhost/1.41/containers/json',
      messageId: 'malformed',
      data: { prefix: '1.41', newest: '1.55' },
    }),
    invalid({
      code: "got('unix:/var/run/docker.sock:/v1.23/containers/json')",
      reported: "'unix:/var/run/docker.sock:/v1.23/containers/json'",
      messageId: 'tooOld',
      data: { version: '1.23', minimum: '1.24', releases: '25.0 to 29.6' },
    }),
    invalid({
      code: "request('http://unix:/var/run/docker.sock:/v1.12/info')",
      reported: "'http://unix:/var/run/docker.sock:/v1.12/info'",
      messageId: 'tooOld',
      data: { version: '1.12', minimum: '1.24', releases: '25.0 to 29.6' },
    }),
    // The prefix lives in a constant in scope.
    invalid({
      code: "const API_VERSION = 'v1.19';\nfetch(`http://localhost:2375/${API_VERSION}/containers/json`);",
      reported: '`http://localhost:2375/${API_VERSION}/containers/json`',
      messageId: 'tooOld',
      data: { version: '1.19', minimum: '1.24', releases: '25.0 to 29.6' },
    }),
    // A raised minimum: Engine 29.0 and 29.2 refuse 1.40 (their minimum is 1.44).
    invalid({
      code: "fetch('http://localhost:2375/v1.40/containers/json')",
      reported: "'http://localhost:2375/v1.40/containers/json'",
      options: [{ minimum: '1.44' }],
      messageId: 'tooOld',
      data: { version: '1.40', minimum: '1.44', releases: '29.0 to 29.2' },
    }),
    invalid({
      code: "fetch('http://localhost:2375/v1.45/containers/json')",
      reported: "'http://localhost:2375/v1.45/containers/json'",
      options: [{ minimum: '1.47' }],
      messageId: 'tooOldConfigured',
      data: { version: '1.45', minimum: '1.47', releases: '' },
    }),
    invalid({
      code: "fetch('http://localhost:2375/v1.52/containers/json')",
      reported: "'http://localhost:2375/v1.52/containers/json'",
      options: [{ maximum: '1.47' }],
      messageId: 'tooNew',
      data: { version: '1.52', maximum: '1.47', releases: '20.10 to 28.3' },
    }),
    invalid({
      code: "fetch('http://localhost:2375/v1.60/containers/json')",
      reported: "'http://localhost:2375/v1.60/containers/json'",
      options: [{ maximum: '1.55' }],
      messageId: 'tooNew',
      data: { version: '1.60', maximum: '1.55', releases: '20.10 to 29.6' },
    }),
  ],
});
