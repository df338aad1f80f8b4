import rule from '../../src/rules/valid-engine-method.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

function invalid(code: string, reported: string, method: string, route: string, methods: string) {
  return { code, output: null, errors: [{ messageId: 'wrongMethod' as const, data: { method, route, methods }, ...locate(code, reported) }] };
}

ruleTester.run('valid-engine-method', rule, {
  valid: [
    // The method a verb-named client method gives.
    "this.http.delete('http://localhost:2375/v1.47/containers/abc')",
    "client.del('http://localhost:2375/v1.47/containers/abc')",
    // Test doubles, assertions and a server's own routes.
    "nock('http://localhost:2375').get('/v1.47/containers/abc/start').reply(204)",
    "expect(axios.get).toHaveBeenCalledWith('http://localhost:2375/v1.47/containers/abc/start')",
    "import request from 'supertest'; request(app).get('/v1.47/containers/abc/start').expect(404)",
    "chai.request(server).get('/v1.47/containers/abc/start')",
    // A method the route has.
    "http.request({ socketPath: '/var/run/docker.sock', path: `/v1.47/containers/${id}/start`, method: 'POST' })",
    "axios.get('/v1.47/containers/json', { socketPath: '/var/run/docker.sock' })",
    "fetch(`http://localhost:2375/v1.47/containers/${id}`, { method: 'DELETE' })",
    "fetch(`http://localhost:2375/v1.47/containers/${id}/logs?stdout=1`)",
    "execSync('curl -s -X POST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/wait')",
    "socket.write('POST /v1.47/containers/abc/start HTTP/1.1\\r\\nHost: docker\\r\\n\\r\\n')",
    "http.request({ socketPath: '/var/run/docker.sock', path: '/_ping', method: 'HEAD' })",
    // The method is not known.
    "const path = `/v1.47/containers/${id}/start`",
    'docker.call(`/v1.47/containers/${id}/start`, options)',
    "fetch(`http://localhost:2375/v1.47/containers/${id}/start`, init)",
    "execSync(`curl -X ${method} --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/start`)",
    "execSync('curl -sX $METHOD --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/start')",
    "execSync('curl -X \"${METHOD:-GET}\" --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/start')",
    // curl's option rules: bundled flags, a value in the same word, --option=value, continued lines.
    "execSync(`curl -sX POST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/${id}/wait`)",
    "execSync(`curl -fsSLX POST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/${id}/wait`)",
    "execSync('curl -XPOST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/wait')",
    "execSync('curl -sXPOST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/wait')",
    "execSync('curl --request=POST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/wait')",
    "execSync('curl -s -H \"X-Trace: a;b\" -X POST --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/wait')",
    "execSync(`curl -s \\\n  -X POST \\\n  --unix-socket /var/run/docker.sock \\\n  http://localhost/v1.47/containers/${id}/wait`)",
    // A body implies POST, whichever way it is given.
    "execSync(`curl -sd '${JSON.stringify(spec)}' -H 'Content-Type: application/json' --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/create`)",
    "execSync(`curl -s --data-raw '${JSON.stringify(spec)}' -H 'Content-Type: application/json' --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/create`)",
    "execSync(`curl -s --json '${JSON.stringify(spec)}' --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/create`)",
    // The word after an option that takes a value is that value, never an option: -o -X is a file named -X.
    "execSync('curl -o -X --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/json')",
    // Not engine requests.
    "app.get('/containers/:id/start', (req, res) => res.end())",
    "fetch('https://api.example.com/tasks/42/start', { method: 'GET' })",
  ],
  invalid: [
    invalid(
      "http.request({ socketPath: '/var/run/docker.sock', path: `/v1.47/containers/${id}/start`, method: 'GET' })",
      '`/v1.47/containers/${id}/start`',
      'GET',
      '/containers/{id}/start',
      'POST',
    ),
    // fetch sends GET unless told otherwise.
    invalid(
      "fetch(`http://localhost:2375/v1.47/containers/${id}/wait`)",
      '`http://localhost:2375/v1.47/containers/${id}/wait`',
      'GET',
      '/containers/{id}/wait',
      'POST',
    ),
    invalid(
      "axios.post(`/v1.47/containers/${id}/logs`, null, { socketPath: '/var/run/docker.sock' })",
      '`/v1.47/containers/${id}/logs`',
      'POST',
      '/containers/{id}/logs',
      'GET',
    ),
    invalid(
      "got.put('unix:/var/run/docker.sock:/v1.47/containers/abc/json')",
      "'unix:/var/run/docker.sock:/v1.47/containers/abc/json'",
      'PUT',
      '/containers/{id}/json',
      'GET',
    ),
    invalid(
      "execSync('curl -s --unix-socket /var/run/docker.sock -X PATCH http://localhost/v1.47/volumes/data')",
      'http://localhost/v1.47/volumes/data',
      'PATCH',
      '/volumes/{name}',
      'DELETE, GET, or PUT',
    ),
    invalid(
      "execSync('curl -sX GET --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/wait')",
      'http://localhost/v1.47/containers/abc/wait',
      'GET',
      '/containers/{id}/wait',
      'POST',
    ),
    invalid(
      "execSync('curl -sI --unix-socket /var/run/docker.sock http://localhost/v1.47/containers/abc/start')",
      'http://localhost/v1.47/containers/abc/start',
      'HEAD',
      '/containers/{id}/start',
      'POST',
    ),
    // curl -d implies POST.
    invalid(
      "execSync(\"curl --unix-socket /var/run/docker.sock -d '{}' http://localhost/v1.47/containers/json\")",
      'http://localhost/v1.47/containers/json',
      'POST',
      '/containers/json',
      'GET',
    ),
    invalid(
      "socket.write('GET /v1.47/containers/abc/start HTTP/1.1\\r\\nHost: docker\\r\\n\\r\\n')",
      '/v1.47/containers/abc/start',
      'GET',
      '/containers/{id}/start',
      'POST',
    ),
  ],
});
