// The benchmark's inputs: real code from node_modules and a pinned package's tarball in three corpora,
// and generated URL-dense files.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import * as espree from 'espree';
import { randomStatements, seededRandom } from '../scripts/lib/fuzz.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Real code nobody here wrote, that never calls Docker (or, in renovate, almost never), in three corpora:
 * - real: ESLint's own source and typescript-eslint's builds, as they are published;
 * - bundles: single files of hundreds of kB to 9 MB (vitest's `dist/chunks`, TypeScript's compiler),
 *   whose comments and paths are full of `/plugins/`, `/system/`, `/exec/`;
 * - renovate: a large code base that talks about repositories, images, registries and containers all
 *   day (the Bitbucket API is `/2.0/repositories/...`) and calls Docker Hub in one module. Its `dist`
 *   only: as a dev dependency it would install 400 MB and compile two native addons for one corpus.
 * The first two are in node_modules after `npm ci`; renovate's tarball is fetched once into bench/.cache
 * (see TARBALLS). The two large corpora are timed with (a), (b), (e) and (f) only, to keep the run short.
 */
export const CORPORA = [
  {
    key: 'real',
    title: 'real code',
    configs: ['a', 'b', 'c', 'd', 'e', 'f', 'g'],
    sources: [
      'node_modules/eslint/lib',
      'node_modules/@typescript-eslint/typescript-estree/dist',
      'node_modules/@typescript-eslint/scope-manager/dist',
      'node_modules/@typescript-eslint/utils/dist',
    ],
  },
  {
    key: 'bundles',
    title: 'bundles',
    configs: ['a', 'b', 'e', 'f'],
    sources: ['node_modules/**/dist/chunks', 'node_modules/typescript/lib/typescript.js'],
  },
  {
    key: 'renovate',
    title: 'renovate (Docker-like words, no Docker calls but one module)',
    configs: ['a', 'b', 'e', 'f', 'g'],
    sources: ['renovate@39.264.1/dist'],
  },
];

/**
 * The packages a source `name@version/path` reads from, each pinned by the sha256 of its registry tarball
 * (`npm pack name@version`). The bench fetches a tarball on its first run and unpacks it in bench/.cache
 * (gitignored); later runs read the unpacked files, with no network.
 */
const TARBALLS = {
  'renovate@39.264.1': 'fd3dbffb22556c9f88e77fb24bcd15710d1b767411dee96f7626aa68f332f8c8',
  // A TypeScript client of the Engine on docker-modem, shipped with its sources and tsconfig: the typed lint's project.
  'node-docker-api@1.1.22': 'ced74c091917aaaf7a3b1cede62e5611ef05e0ab969b9dc59173be441e186f38',
  // Published with their repositories' scripts, workflows and docs: bench:languages's corpus of real text files.
  'node-rdkafka@3.6.1': '148f7e7b65c510314c70762d8f1be052c8fe1fdf03a128e6c78083a729a57a30',
  'bats@1.13.0': 'b7ae290dbc7e44709d5e3430698f3048a978bef871c6063f5fca49a20e5aaf58',
  '@balena/compose@8.0.5': '6af5d8e115a9f23f7a73bec62792431faa62162c4e808cb31730d1de0e368277',
};
const CACHE = join(root, 'bench/.cache');
const IN_TARBALL = /^([^@/]+@[^/]+)\/(.+)$/;

/** The folder of a package's unpacked tarball in the cache: fetched with `npm pack`, checked, then unpacked whole or not at all. */
export function unpackedTarball(spec) {
  const folder = join(CACHE, spec);
  if (existsSync(folder)) return folder;
  const expected = TARBALLS[spec];
  if (expected === undefined) throw new Error(`bench: no sha256 pinned for ${spec} in TARBALLS`);
  mkdirSync(CACHE, { recursive: true });
  const work = mkdtempSync(join(CACHE, '.fetch-'));
  try {
    process.stderr.write(`bench: fetching ${spec} into ${relative(root, CACHE)} (once)\n`);
    // npm.cmd on Windows runs only through a shell; the arguments are constants.
    const npm = { cwd: work, encoding: 'utf8', shell: process.platform === 'win32' };
    const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', spec, '--json', '--silent'], npm));
    const tarball = join(work, filename);
    const actual = createHash('sha256').update(readFileSync(tarball)).digest('hex');
    if (actual !== expected) throw new Error(`bench: ${spec}: sha256 ${actual}, expected ${expected}`);
    execFileSync('tar', ['-xzf', filename], { cwd: work });
    mkdirSync(dirname(folder), { recursive: true });
    renameSync(join(work, 'package'), folder);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return folder;
}

const JAVASCRIPT_FILE = /\.[cm]?js$/;

function jsFilesUnder(path) {
  const stat = statSync(path);
  if (stat.isFile()) return JAVASCRIPT_FILE.test(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() || JAVASCRIPT_FILE.test(entry.name) ? jsFilesUnder(join(path, entry.name)) : []))
    .sort();
}

/**
 * The paths of a source: `renovate@39.264.1/dist` in that package's tarball; `node_modules/**\/dist/chunks`
 * every such folder under the root's node_modules, nested ones included; else the path under the root.
 */
function expand(source) {
  const inTarball = IN_TARBALL.exec(source);
  if (inTarball) return [join(unpackedTarball(inTarball[1]), inTarball[2])];
  const [before, after] = source.split('/**/');
  if (after === undefined) return [join(root, source)];
  const found = [];
  const walk = (directory) => {
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory()) continue;
      const path = join(directory, entry.name);
      if (existsSync(join(path, after))) found.push(join(path, after));
      walk(path);
    }
  };
  walk(join(root, before));
  return found.sort();
}

/**
 * How each file is parsed, as the corpus test does (scripts/lib/corpus.mjs): `.mjs` as a module, `.cjs`
 * as CommonJS, `.js` as a module, else as CommonJS; a file that parses as neither is skipped and counted.
 */
function sourceTypeOf(path, code) {
  const candidates = path.endsWith('.mjs') ? ['module'] : path.endsWith('.cjs') ? ['commonjs'] : ['module', 'commonjs'];
  for (const sourceType of candidates) {
    try {
      espree.parse(code, { ecmaVersion: 'latest', sourceType, range: true });
      return sourceType;
    } catch {
      // try the next
    }
  }
  return null;
}

/** A file's name in the results: its path under the root, or `name@version/...` in a tarball of the cache. */
const nameOf = (path) => (path.startsWith(CACHE) ? relative(CACHE, path) : relative(root, path));

/** The files of one corpus, each with its name, text and source type; `skipped` names the files no parser read. */
export function loadCorpus({ key, title, configs, sources }) {
  const files = [];
  const skipped = [];
  for (const path of sources.flatMap(expand).flatMap(jsFilesUnder)) {
    const code = readFileSync(path, 'utf8');
    const sourceType = sourceTypeOf(path, code);
    if (sourceType === null) skipped.push(nameOf(path));
    else files.push({ name: nameOf(path), path, code, sourceType });
  }
  return { key, title, configs, files, skipped, sources, bytes: files.reduce((sum, file) => sum + Buffer.byteLength(file.code), 0) };
}

/**
 * A file whose strings are mostly Hub and Engine URLs, in every form the rules read: one block of 250
 * statements that parse, repeated `scale` times, so that 16x is exactly 16 times the input of 1x.
 */
export function urlDenseFile(scale) {
  const random = seededRandom(42);
  const linter = new Linter({ configType: 'flat' });
  const parses = (statement) =>
    !linter.verify(statement, [{ languageOptions: { sourceType: 'script' } }], 'x.js').some((message) => message.fatal);
  const statements = [];
  while (statements.length < 250) statements.push(...randomStatements(random, 10).filter(parses));
  const block = statements.slice(0, 250).join('\n');
  return { name: `url-dense-${scale}x.js`, sourceType: 'script', code: Array.from({ length: scale }, () => `{\n${block}\n}`).join('\n') };
}

/**
 * One string literal of about 1 MB: an embedded blob (base64-like data with slashes, paths, words,
 * escaped line breaks) with three Docker URLs in it, at its start, middle and end.
 */
export function oneMegabyteLiteral() {
  const random = seededRandom(7);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const chunk = () => Array.from({ length: 76 }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const lines = [];
  let length = 0;
  while (length < 1_048_576) {
    const line = random() < 0.8 ? chunk() : `see /usr/share/doc/${chunk().slice(0, 12)}/README for details`;
    lines.push(line);
    length += line.length + 2;
  }
  const url = 'https://index.docker.io/v1/repositories/library/nginx/tags';
  lines[0] = url;
  lines[Math.floor(lines.length / 2)] = `curl -s ${url}`;
  lines.push(`GET /containers/json HTTP/1.1`);
  return { name: 'one-megabyte-literal.js', sourceType: 'script', code: `fetch('${lines.join('\\n')}');\n` };
}

/** The worst case, not a target: one 1 MB literal in which every word is a URL that is reported. */
export function everyWordReportedLiteral() {
  const unit = 'GET /containers/json HTTP/1.1 curl https://hub.docker.com/v2/repositories/acme/app/ ';
  return { name: 'every-word-reported.js', sourceType: 'script', code: `fetch('${unit.repeat(Math.ceil(1_048_576 / unit.length))}');\n` };
}

/** One concatenation of 10,000 pieces that reads as a removed Hub route. */
export function tenThousandPieceConcatenation() {
  const pieces = Array.from({ length: 9_998 }, (_, index) => (index % 2 === 0 ? `p${index}` : "'-'"));
  return {
    name: 'ten-thousand-pieces.js',
    sourceType: 'script',
    code: `fetch('https://index.docker.io/v1/repositories/' + ${pieces.join(' + ')} + '/tags');\n`,
  };
}

const HOLE_IN_COMMAND = '\uE000';

/**
 * A command line of bench/curl-adversarial.mjs as a file: the line in a template sent to `execSync`, its
 * holes as `${part}`, and an Engine URL at its end so that the file check and the string's own check let
 * the curl reader see the whole line.
 */
export function adversarialCommandFile(name, line) {
  const escaped = `${line} http://localhost/v1.47/containers/json`
    .split(HOLE_IN_COMMAND)
    .map((text) => text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`))
    .join('${part}');
  return { name, sourceType: 'commonjs', code: `const { execSync } = require('node:child_process');\nexecSync(\`${escaped}\`);\n` };
}
