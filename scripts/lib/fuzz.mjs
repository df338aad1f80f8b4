// Random programs with Docker URLs spliced in, linted with every rule: the fuzzing behind
// `npm run fuzz` and the fixed-seed batch in the tests.
import { generateRandomJS } from 'eslump';
import { Linter } from 'eslint';
import { lintFile } from './corpus.mjs';

/** A small, fast PRNG (mulberry32): the same seed gives the same programs. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ORIGINS = [
  'https://hub.docker.com',
  'http://registry.hub.docker.com',
  'https://index.docker.io',
  'https://registry-1.docker.io',
  'http://localhost',
  'http://localhost:2375',
  'https://docker.example:2376',
  'unix:/var/run/docker.sock:',
  'http://unix:/var/run/docker.sock:',
  'http:',
  '',
  '',
  'https://quay.io',
  'https://example.com',
];
const VERSIONS = ['', '', '/v1.47', '/v1.55', '/v1.23', '/v1', '/1.41', '/v1.x', '/v${v}', '/${API}', '/v4.0.0/libpod'];
const ROUTES = [
  '/v2/repositories',
  '/v2/repositories/{ns}',
  '/v2/repositories/{ns}/{repo}',
  '/v2/repositories/namespaces',
  '/v2/repositories/{ns}/{repo}/tags',
  '/v2/namespaces/{ns}/repositories/{repo}',
  '/v1/repositories/{repo}/tags',
  '/v1/repositories/{repo}/tags/{tag}',
  '/v1/repositories/{ns}/{repo}/tags',
  '/v1/repositories/{ns}/{repo}/tags/{tag}',
  '/v1/repositories/{repo}/images',
  '/v1/repositories/{ns}/{repo}/images',
  '/containers/json',
  '/containers/create',
  '/containers/{id}/start',
  '/containers/{id}/wait',
  '/containers/{id}/logs',
  '/services/{id}/logs',
  '/images/create',
  '/_ping',
  '/version',
  '/info',
  '/exec/{id}/start',
  '/volumes/create',
  '/v2/{repo}/manifests/{tag}',
  '/v2/{repo}/tags/list',
  '/api/v1/repository/{ns}/{repo}',
];
const QUERIES = ['', '', '?stdout=1', '?stdout=0&stderr=no', '?follow=1&tail=10', '?page_size=100', '?', '?${query}', '?stderr'];
const VALUES = ['library', 'nginx', 'acme', 'app', 'latest', 'abc123', 'é', '😀', 'a%2Fb', 'x'.repeat(300)];
const HOLES = ['ns', 'repo', 'id', 'tag', 'name', 'process.env.X', 'cfg.value', 'f()', 'deep?.value', "'lit'"];
const METHODS = ['GET', 'POST', 'HEAD', 'DELETE', 'PATCH', 'put', 'get'];
const WRAPPERS = [
  (url) => `fetch(${url});`,
  (url, m) => `fetch(${url}, { method: '${m}', body: JSON.stringify(spec) });`,
  (url, m) => `fetch(${url}, { method: '${m}', headers: { 'Content-Type': 'text/plain' }, body: '{}' });`,
  (url) => `axios.get(${url}, { params: { stdout: 0 } });`,
  (url) => `axios.post(${url}, { Image: 'alpine' }, { socketPath: '/var/run/docker.sock' });`,
  (url, m) => `axios({ url: ${url}, method: '${m}' });`,
  (url) => `got.head(${url});`,
  (url, m) => `http.request({ socketPath: '/var/run/docker.sock', path: ${url}, method: '${m}' }, (res) => res.resume()).end();`,
  (url, m) => `const options = { path: ${url}, method: '${m}' }; options.socketPath = sock; http.request(options);`,
  (url) => `new Docker({ socketPath: '/var/run/docker.sock' }); modem.dial({ path: ${url} }, cb);`,
  (url) => `app.get(${url}, (req, res) => res.end());`,
  (url) => `const u = ${url};`,
  (url) => `module.exports.target = process.env.DOCKER_URL || ${url};`,
  (url) => `hub.call(${url}, opts);`,
  (url, m) => `function send(path, method = '${m}') { return http.request({ socketPath: sock, path, method }); } send(${url});`,
  (url) => `class Api { get(path) { return fetch('https://hub.docker.com' + path); } load() { return this.get(${url}); } }`,
  (url) => `({ [${url}]: 1, key: ${url} });`,
];

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

/** A random path of the tables' routes with parameters filled by words, odd characters or holes. */
function randomUrlText(random) {
  const route = pick(random, ROUTES).replace(/\{(\w+)\}/g, () => (random() < 0.45 ? `\${${pick(random, HOLES)}}` : pick(random, VALUES)));
  const version = route.startsWith('/v2') || route.startsWith('/v1/') ? '' : pick(random, VERSIONS);
  let text = pick(random, ORIGINS) + version + route + pick(random, QUERIES);
  if (random() < 0.1) text = text.replace('/', '//');
  if (random() < 0.05) text = `curl -s -X ${pick(random, METHODS)} --unix-socket /var/run/docker.sock ${text} | jq .`;
  if (random() < 0.05) text = `GET ${text.replace(/^[^/]*/, '')} HTTP/1.1\r\nHost: docker\r\n\r\n`;
  return text;
}

function escapeFor(quote, text, random) {
  let result = '';
  for (const char of text) {
    if (char === quote || char === '\\') result += `\\${char}`;
    else if (char === '\r') result += '\\r';
    else if (char === '\n') result += '\\n';
    else if (char === '/' && random() < 0.05) result += '\\/';
    else if (/[a-z]/.test(char) && random() < 0.02) result += `\\u00${char.charCodeAt(0).toString(16)}`;
    else result += char;
  }
  return result;
}

/** One URL as a JavaScript expression, in one of the forms the rules read. */
function randomUrlExpression(random, depth = 0) {
  const text = randomUrlText(random);
  const form = random();
  const quoted = (part) => {
    const quote = random() < 0.5 ? "'" : '"';
    return quote + escapeFor(quote, part.replaceAll('${', '$ {'), random) + quote;
  };
  if (form < 0.3) return '`' + text.replaceAll('`', '\\`').replaceAll('\r', '\\r').replaceAll('\n', '\\n') + '`';
  const staticText = text.replaceAll(/\$\{[^}]*\}/g, 'x');
  if (form < 0.5) return quoted(staticText);
  if (form < 0.75) {
    // A concatenation cut at random points, sometimes nested deeply.
    const parts = [];
    let rest = staticText;
    while (rest.length > 0) {
      const cut = 1 + Math.floor(random() * Math.min(rest.length, 12));
      parts.push(random() < 0.2 ? pick(random, HOLES) : quoted(rest.slice(0, cut)));
      rest = rest.slice(cut);
    }
    if (random() < 0.3) return parts.reduceRight((inner, part) => `(${part} + ${inner})`);
    return parts.join(' + ');
  }
  if (form < 0.82) return `new URL(${quoted(staticText.replace(/^[a-z]+:\/\/[^/]*/, ''))}, ${quoted(pick(random, ORIGINS) || 'http://x')})`;
  if (form < 0.88) return `util.format(${quoted(staticText.replace(/x/g, '%s'))}, a, b, c)`;
  if (form < 0.94 && depth < 3) return `(${randomUrlExpression(random, depth + 1)}) + (${randomUrlExpression(random, depth + 1)})`;
  return `(process.env.DOCKER_HOST ?? ${quoted(staticText)})`;
}

/** Statements that use URLs, each in a block of its own so that their names never clash. */
export function randomStatements(random, count) {
  const lines = [];
  for (let index = 0; index < count; index++)
    lines.push(`{ ${pick(random, WRAPPERS)(randomUrlExpression(random), pick(random, METHODS))} }`);
  if (random() < 0.1) lines.push(`{ const long = '${'/containers'.repeat(2000)}/json'; fetch(long); }`);
  if (random() < 0.1) lines.push(`{ const deep = ${'('.repeat(300)}'/v1/repositories/a/b/tags'${')'.repeat(300)}; }`);
  return lines;
}

/** A random program with Docker URLs before, after and inside it (in place of some of its strings). */
export function randomDockerProgram(random) {
  const original = Math.random;
  Math.random = random;
  let body;
  try {
    body = generateRandomJS({
      sourceType: random() < 0.5 ? 'module' : 'script',
      maxDepth: 4,
      comments: random() < 0.3,
      whitespace: random() < 0.3,
    });
  } finally {
    Math.random = original;
  }
  body = body.replace(/"[a-z]*"/g, (literal) => (random() < 0.3 ? `(${randomUrlExpression(random)})` : literal));
  return [...randomStatements(random, 3), body, ...randomStatements(random, 3)].join('\n;\n');
}

/** Lints `count` random programs from `seed`; returns what it checked and the programs that failed. */
export function fuzz({ seed, count, plugin }) {
  const random = seededRandom(seed);
  const linter = new Linter({ configType: 'flat' });
  const summary = { seed, count, parsed: 0, reports: 0, fixes: 0, suggestions: 0, failures: [] };
  for (let index = 0; index < count; index++) {
    const code = randomDockerProgram(random);
    const result = lintFile(linter, plugin, 'fuzz.js', code);
    if (result === null) continue;
    summary.parsed++;
    summary.reports += result.reports;
    summary.fixes += result.fixes;
    summary.suggestions += result.suggestions;
    if (result.problems.length > 0) summary.failures.push({ index, code, problems: result.problems });
  }
  return summary;
}
