// The benchmark's inputs: real code from node_modules, and generated URL-dense files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import { randomStatements, seededRandom } from '../scripts/lib/fuzz.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Real code nobody here wrote: ESLint's own source, TypeScript's compiler, typescript-eslint's builds. */
const REAL_SOURCES = [
  'node_modules/eslint/lib',
  'node_modules/typescript/lib/typescript.js',
  'node_modules/@typescript-eslint/typescript-estree/dist',
  'node_modules/@typescript-eslint/scope-manager/dist',
  'node_modules/@typescript-eslint/utils/dist',
];

function jsFilesUnder(path) {
  const stat = statSync(path);
  if (stat.isFile()) return path.endsWith('.js') ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() || entry.name.endsWith('.js') ? jsFilesUnder(join(path, entry.name)) : []))
    .sort();
}

export function realCorpus() {
  const files = REAL_SOURCES.flatMap((source) => jsFilesUnder(join(root, source))).map((path) => ({
    name: relative(root, path),
    code: readFileSync(path, 'utf8'),
  }));
  return { files, sources: REAL_SOURCES, bytes: files.reduce((sum, file) => sum + Buffer.byteLength(file.code), 0) };
}

/**
 * A file whose strings are mostly Hub and Engine URLs, in every form the rules read: one block of 250
 * statements that parse, repeated `scale` times, so that 16x is exactly 16 times the input of 1x.
 */
export function urlDenseFile(scale) {
  const random = seededRandom(42);
  const linter = new Linter({ configType: 'flat' });
  const parses = (statement) => !linter.verify(statement, [{ languageOptions: { sourceType: 'script' } }], 'x.js').some((message) => message.fatal);
  const statements = [];
  while (statements.length < 250) statements.push(...randomStatements(random, 10).filter(parses));
  const block = statements.slice(0, 250).join('\n');
  return { name: `url-dense-${scale}x.js`, code: Array.from({ length: scale }, () => `{\n${block}\n}`).join('\n') };
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
  return { name: 'one-megabyte-literal.js', code: `fetch('${lines.join('\\n')}');\n` };
}

/** The worst case, not a target: one 1 MB literal in which every word is a URL that is reported. */
export function everyWordReportedLiteral() {
  const unit = 'GET /containers/json HTTP/1.1 curl https://hub.docker.com/v2/repositories/acme/app/ ';
  return { name: 'every-word-reported.js', code: `fetch('${unit.repeat(Math.ceil(1_048_576 / unit.length))}');\n` };
}

/** One concatenation of 10,000 pieces that reads as a removed Hub route. */
export function tenThousandPieceConcatenation() {
  const pieces = Array.from({ length: 9_998 }, (_, index) => (index % 2 === 0 ? `p${index}` : "'-'"));
  return { name: 'ten-thousand-pieces.js', code: `fetch('https://index.docker.io/v1/repositories/' + ${pieces.join(' + ')} + '/tags');\n` };
}
