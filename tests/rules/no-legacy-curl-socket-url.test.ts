import rule from '../../src/rules/no-legacy-curl-socket-url.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

function invalid(code: string, reported: string, url: string, fixed: string, output: string | null) {
  return { code, output, errors: [{ messageId: 'legacyForm' as const, data: { url, fixed }, ...locate(code, reported) }] };
}

/** The one-slash form where no curl reads it: a raw request line, an HTTP client's URL or base URL. */
function outsideCurl(code: string, reported: string, url: string, host: string, fixed: string, output: string | null) {
  const consequence = /\d$/.test(host) ? INVALID_HOST : LOST_FROM_PATH;
  return { code, output, errors: [{ messageId: 'legacyFormOutsideCurl' as const, data: { url, host, consequence, fixed }, ...locate(code, reported) }] };
}

/** new URL('http:/v1.39/containers/json') throws: `v1.39` ends in a number, so it must be an IPv4 address. */
const INVALID_HOST = 'it is not a valid host (it ends in a number but is no IPv4 address), so they throw "Invalid URL"';
/** new URL('http:/containers/json') is host `containers`, path `/json`. */
const LOST_FROM_PATH = 'it is lost from the path';

ruleTester.run('no-legacy-curl-socket-url', rule, {
  valid: [
    // Not sent: a message and a mock.
    "console.log('try curl --unix-socket /var/run/docker.sock http:/v1.24/containers/json')",
    "execSync('curl --unix-socket /var/run/docker.sock http://localhost/v1.55/containers/json')",
    "execSync('curl --unix-socket /var/run/docker.sock http://docker/v1.55/info')",
    // One slash, but not an engine path.
    "const link = 'http:/about'",
    "execSync('curl http:/v1/users')",
    "const base = 'http:/v1'",
    "const base = 'http:/v1.39x'",
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
    // curl's argument array: curl reads the URL as it reads a command line's.
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
    // A dynamic rest after the version.
    invalid(
      "execSync(`curl --unix-socket /var/run/docker.sock http:/v1.24/${endpoint}`)",
      '`curl --unix-socket /var/run/docker.sock http:/v1.24/${endpoint}`',
      'http:/v1.24/…',
      'http://localhost/v1.24/…',
      "execSync(`curl --unix-socket /var/run/docker.sock http://localhost/v1.24/${endpoint}`)",
    ),
    // The whole URL lives in a constant declared elsewhere: reported, not fixed.
    invalid(
      "const LEGACY = 'http:/v1.24';\nexecSync(`curl --unix-socket /var/run/docker.sock ${LEGACY}/containers/json`);",
      '`curl --unix-socket /var/run/docker.sock ${LEGACY}/containers/json`',
      'http:/v1.24/containers/json',
      'http://localhost/v1.24/containers/json',
      null,
    ),
    // No curl command around the URL: what the one-slash form does there.
    outsideCurl(
      "const docker = axios.create({ baseURL: 'http:/v1.39', socketPath: '/var/run/docker.sock' });",
      "'http:/v1.39'",
      'http:/v1.39',
      'v1.39',
      'http://localhost/v1.39',
      "const docker = axios.create({ baseURL: 'http://localhost/v1.39', socketPath: '/var/run/docker.sock' });",
    ),
    outsideCurl(
      "axios.get('http:/v1.39/containers/json', { socketPath: '/var/run/docker.sock' })",
      "'http:/v1.39/containers/json'",
      'http:/v1.39/containers/json',
      'v1.39',
      'http://localhost/v1.39/containers/json',
      "axios.get('http://localhost/v1.39/containers/json', { socketPath: '/var/run/docker.sock' })",
    ),
    outsideCurl(
      "socket.write('GET http:/v1.24/containers/json HTTP/1.1\\r\\nHost: docker\\r\\n\\r\\n')",
      'http:/v1.24/containers/json',
      'http:/v1.24/containers/json',
      'v1.24',
      'http://localhost/v1.24/containers/json',
      "socket.write('GET http://localhost/v1.24/containers/json HTTP/1.1\\r\\nHost: docker\\r\\n\\r\\n')",
    ),
    outsideCurl(
      "got('http:/containers/json', { socketPath: '/var/run/docker.sock' })",
      "'http:/containers/json'",
      'http:/containers/json',
      'containers',
      'http://localhost/containers/json',
      "got('http://localhost/containers/json', { socketPath: '/var/run/docker.sock' })",
    ),
    outsideCurl(
      "http.request({ socketPath: '/var/run/docker.sock', path: `http:/v1.47/containers/${id}/json` })",
      '`http:/v1.47/containers/${id}/json`',
      'http:/v1.47/containers/…/json',
      'v1.47',
      'http://localhost/v1.47/containers/…/json',
      "http.request({ socketPath: '/var/run/docker.sock', path: `http://localhost/v1.47/containers/${id}/json` })",
    ),
  ],
});
