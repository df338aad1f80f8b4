import rule from '../../src/rules/no-legacy-curl-socket-url.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

function invalid(code: string, reported: string, url: string, fixed: string, output: string | null) {
  return { code, output, errors: [{ messageId: 'legacyForm' as const, data: { url, fixed }, ...locate(code, reported) }] };
}

ruleTester.run('no-legacy-curl-socket-url', rule, {
  valid: [
    // Not sent: a message and a mock.
    "console.log('try curl --unix-socket /var/run/docker.sock http:/v1.24/containers/json')",
    "execSync('curl --unix-socket /var/run/docker.sock http://localhost/v1.55/containers/json')",
    "execSync('curl --unix-socket /var/run/docker.sock http://docker/v1.55/info')",
    // One slash, but not an engine path.
    "const link = 'http:/about'",
    "execSync('curl http:/v1/users')",
  ],
  invalid: [
    invalid(
      "execSync('curl --unix-socket /var/run/docker.sock http:/v1.24/containers/json')",
      'http:/v1.24/containers/json',
      'http:/v1.24/containers/json',
      'http://localhost/v1.24/containers/json',
      "execSync('curl --unix-socket /var/run/docker.sock http://localhost/v1.24/containers/json')",
    ),
    invalid(
      'exec(`curl -s --unix-socket ${socket} -X POST http:/v1.55/containers/${id}/start`)',
      '`curl -s --unix-socket ${socket} -X POST http:/v1.55/containers/${id}/start`',
      'http:/v1.55/containers/…/start',
      'http://localhost/v1.55/containers/…/start',
      'exec(`curl -s --unix-socket ${socket} -X POST http://localhost/v1.55/containers/${id}/start`)',
    ),
    invalid(
      "const url = 'http:/v1.41/images/json';\nexecFileSync('curl', ['--unix-socket', '/var/run/docker.sock', url]);",
      "'http:/v1.41/images/json'",
      'http:/v1.41/images/json',
      'http://localhost/v1.41/images/json',
      "const url = 'http://localhost/v1.41/images/json';\nexecFileSync('curl', ['--unix-socket', '/var/run/docker.sock', url]);",
    ),
    // The scheme lives in a constant declared elsewhere: the insertion goes into the literal that follows it.
    invalid(
      "const SCHEME = 'http:';\nexecSync('curl --unix-socket /var/run/docker.sock ' + SCHEME + '/v1.24/containers/json');",
      "'curl --unix-socket /var/run/docker.sock ' + SCHEME + '/v1.24/containers/json'",
      'http:/v1.24/containers/json',
      'http://localhost/v1.24/containers/json',
      "const SCHEME = 'http:';\nexecSync('curl --unix-socket /var/run/docker.sock ' + SCHEME + '//localhost/v1.24/containers/json');",
    ),
    // A dynamic rest after the version, and a client's base URL.
    invalid(
      "execSync(`curl --unix-socket /var/run/docker.sock http:/v1.24/${endpoint}`)",
      '`curl --unix-socket /var/run/docker.sock http:/v1.24/${endpoint}`',
      'http:/v1.24/…',
      'http://localhost/v1.24/…',
      "execSync(`curl --unix-socket /var/run/docker.sock http://localhost/v1.24/${endpoint}`)",
    ),
    invalid(
      "const docker = axios.create({ baseURL: 'http:/v1.39', socketPath: '/var/run/docker.sock' });",
      "'http:/v1.39'",
      'http:/v1.39',
      'http://localhost/v1.39',
      "const docker = axios.create({ baseURL: 'http://localhost/v1.39', socketPath: '/var/run/docker.sock' });",
    ),
    invalid(
      "socket.write('GET http:/v1.24/containers/json HTTP/1.0\\r\\n\\r\\n')",
      'http:/v1.24/containers/json',
      'http:/v1.24/containers/json',
      'http://localhost/v1.24/containers/json',
      "socket.write('GET http://localhost/v1.24/containers/json HTTP/1.0\\r\\n\\r\\n')",
    ),
    // The whole URL lives in a constant declared elsewhere: reported, not fixed.
    invalid(
      "const LEGACY = 'http:/v1.24';\nexecSync(`curl --unix-socket /var/run/docker.sock ${LEGACY}/containers/json`);",
      '`curl --unix-socket /var/run/docker.sock ${LEGACY}/containers/json`',
      'http:/v1.24/containers/json',
      'http://localhost/v1.24/containers/json',
      null,
    ),
  ],
});
