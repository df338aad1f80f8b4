#!/usr/bin/env node
// npm run realworld -- --mirrors DIR [--scan] [--labels FILE] [--repo owner/name] [--json]
// Lints each file of tests/realworld/labels.tsv at its commit, read from a bare git mirror, with the
// built plugin's config for its kind (JS/TS: `all`; shell, Dockerfile, YAML, Markdown: the language
// configs), and scores the reports against the labels (tests/realworld/README.md).
// Exits 1 on a miss, a false report, a parse error or a problem; 2 on bad arguments or bad labels.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as tsParser from '@typescript-eslint/parser';
import * as espree from 'espree';
import { Linter } from 'eslint';
import plugin from '../dist/index.js';
import {
  LabelsError,
  failed,
  fileKindOf,
  formatText,
  groupByFile,
  parseLabels,
  plural,
  scoreFile,
  summarize,
  toJson,
} from './lib/realworld.mjs';

const USAGE = 'usage: npm run realworld -- --mirrors DIR [--scan] [--whole] [--labels FILE] [--repo owner/name] [--json]';
/** What `--whole` leaves out: bundles, vendored and generated code. */
const NOT_OWN_CODE = /(?:^|\/)(?:node_modules|dist|build|vendor|coverage|\.next|out)\/|\.min\.js$|\.d\.[cm]?ts$|\.bundle\.js$/i;
const DEFAULT_LABELS = fileURLToPath(new URL('../tests/realworld/labels.tsv', import.meta.url));
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
const GIT_BUFFER = 1024 * 1024 * 1024;
/** `--whole` skips larger files: generated data, not code people wrote. */
const MAX_WHOLE_SIZE = 1024 * 1024;
/** The language configs of the plugin, by file kind: their `files`, language or parser, and rules. */
const LANGUAGE_CONFIGS = {
  shell: plugin.configs.shell,
  dockerfile: plugin.configs.dockerfile,
  yaml: plugin.configs.yaml,
  markdown: plugin.configs.markdown,
  python: plugin.configs.python,
  go: plugin.configs.go,
};
/** The name each language kind is linted under: one its config's `files` match (an extensionless script is a `.sh`). */
const LANGUAGE_FILE_NAMES = {
  shell: 'file.sh',
  dockerfile: 'Dockerfile',
  yaml: 'file.yaml',
  markdown: 'file.md',
  python: 'file.py',
  go: 'file.go',
};
const kindOf = fileKindOf(Object.fromEntries(Object.entries(LANGUAGE_CONFIGS).map(([kind, config]) => [kind, config.files])));
/** The file's own eslint comments must not silence the plugin. */
const LINTER_OPTIONS = { noInlineConfig: true, reportUnusedDisableDirectives: 'off' };
const OPTIONS = {
  mirrors: { type: 'string' },
  labels: { type: 'string' },
  repo: { type: 'string' },
  scan: { type: 'boolean', default: false },
  whole: { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
};

/** Arguments, with paths resolved from where `npm run` was started. */
function readArguments() {
  let values;
  try {
    ({ values } = parseArgs({ options: OPTIONS }));
  } catch (error) {
    usageError(error.message);
  }
  if (values.help) usageError(null);
  if (!values.mirrors) usageError('--mirrors DIR is required');
  const from = process.env.INIT_CWD ?? process.cwd();
  const mirrors = resolve(from, values.mirrors);
  if (!existsSync(mirrors)) usageError(`no mirrors folder at ${mirrors}`);
  const labels = values.labels ? resolve(from, values.labels) : DEFAULT_LABELS;
  return { ...values, mirrors, labels };
}

function usageError(message) {
  if (message) console.error(`realworld: ${message}`);
  console.error(USAGE);
  process.exit(message ? 2 : 0);
}

function loadLabels(file, repo) {
  if (!existsSync(file)) usageError(`no labels file at ${file}`);
  let labels;
  try {
    labels = parseLabels(readFileSync(file, 'utf8'), Object.keys(plugin.rules), file);
  } catch (error) {
    if (!(error instanceof LabelsError)) throw error;
    console.error(`realworld: ${error.message}`);
    process.exit(2);
  }
  if (repo === undefined) return labels;
  const ofRepo = labels.filter((label) => label.repository === repo);
  if (ofRepo.length === 0) usageError(`no labels for ${repo} in ${file}`);
  return ofRepo;
}

// ---------------------------------------------------------------------------------------------
// Mirrors

const isGitDir = (dir) => existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects'));

/** `DIR/<owner>+<name>/repo`, its `.git` when the snapshot kept a work tree, or `DIR/<owner>+<name>` when that is itself a git dir; null if none. */
function findMirror(mirrors, repository) {
  const base = join(mirrors, repository.replace('/', '+'));
  return [join(base, 'repo'), join(base, 'repo', '.git'), base].find(isGitDir) ?? null;
}

function git(gitDir, args) {
  return execFileSync('git', [`--git-dir=${gitDir}`, ...args], { maxBuffer: GIT_BUFFER, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The file's text at the commit, or `{ problem }` saying what is missing. */
function readAtCommit(gitDir, commit, path) {
  try {
    return { text: git(gitDir, ['show', `${commit}:${path}`]).toString('utf8') };
  } catch (error) {
    try {
      git(gitDir, ['cat-file', '-e', `${commit}^{commit}`]);
    } catch {
      return { problem: `commit ${commit} is not in the mirror ${gitDir}` };
    }
    const reason = String(error.stderr ?? error.message)
      .trim()
      .split('\n')[0];
    return { problem: `cannot read the file at ${commit.slice(0, 7)}: ${reason}` };
  }
}

// ---------------------------------------------------------------------------------------------
// Linting

/** Parser settings to try in order: JSX for .jsx/.tsx/.js (a .js without it next), module then CommonJS. */
function parseAttempts(path) {
  const extension = extname(path).toLowerCase();
  const jsx = { '.jsx': [true], '.tsx': [true], '.js': [true, false] }[extension] ?? [false];
  const sourceTypes = extension === '.cjs' ? ['commonjs', 'module'] : ['module', 'commonjs'];
  const attempts = jsx.flatMap((withJsx) => sourceTypes.map((sourceType) => ({ jsx: withJsx, sourceType, parser: tsParser })));
  // Old sloppy-mode scripts (octal literals, `with`) parse only as scripts, which espree reads.
  return /\.[cm]?js$/.test(extension) ? [...attempts, { jsx: false, sourceType: 'script', parser: espree }] : attempts;
}

function configFor(files, { jsx, sourceType, parser }) {
  return [
    {
      ...plugin.configs.all,
      name: 'realworld',
      files,
      languageOptions: { parser, ecmaVersion: 'latest', sourceType, parserOptions: { ecmaFeatures: { jsx } } },
      linterOptions: LINTER_OPTIONS,
    },
  ];
}

/**
 * The ways to lint a file of the kind, to try in order, as `{ config, name }`. Flat config matches names
 * under the working directory and ignores node_modules: a language's file is linted under a neutral name, a JS/TS file
 * under its own path.
 */
function lintAttempts(kind, path) {
  if (kind in LANGUAGE_CONFIGS) {
    const config = { ...LANGUAGE_CONFIGS[kind], name: `realworld/${kind}`, linterOptions: LINTER_OPTIONS };
    return [{ config: [config], name: `realworld/${LANGUAGE_FILE_NAMES[kind]}` }];
  }
  const extension = extname(path).toLowerCase() || '.js';
  // The file's own path, as a user's lint gives it (rules tell test files by it), out of node_modules, which flat config ignores.
  const name = `realworld/${path.replace(/(^|\/)node_modules(?=\/)/g, '$1node_modules_')}${extname(path) ? '' : extension}`;
  return parseAttempts(path).map((attempt) => ({ config: configFor([`**/*${extension}`], attempt), name }));
}

const COMPONENT_FILE = /\.(?:vue|svelte)$/i;
const SCRIPT_BLOCK = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * A Vue or Svelte component as vue-eslint-parser and svelte-eslint-parser hand it to rules: its `<script>` blocks in
 * place, everything else blanked, so that lines and columns stay the file's. TypeScript when a block says `lang="ts"`.
 */
function componentScript(path, text) {
  let script = text.replace(/[^\r\n]/g, ' ');
  let language = '.js';
  for (const match of text.matchAll(SCRIPT_BLOCK)) {
    const start = match.index + match[0].indexOf('>') + 1;
    const body = match[2] ?? '';
    script = script.slice(0, start) + body + script.slice(start + body.length);
    if (/\blang=["']?ts/.test(match[1] ?? '')) language = '.ts';
  }
  return { path: `${path}${language}`, text: script };
}

/** Lints the text: `{ messages }` from the first attempt that parses, else `{ messages: [], fatal }`; `{ crash }` if a rule threw. */
function lintText(linter, kind, path, text) {
  if (COMPONENT_FILE.test(path)) ({ path, text } = componentScript(path, text));
  let fatal = null;
  for (const { config, name } of lintAttempts(kind, path)) {
    let messages;
    try {
      messages = linter.verify(text, config, name);
    } catch (error) {
      return {
        crash: String(error?.stack ?? error)
          .split('\n')
          .slice(0, 3)
          .join(' | '),
      };
    }
    const fatalMessage = messages.find((message) => message.fatal);
    if (!fatalMessage) return { messages, fatal: null };
    fatal ??= `${fatalMessage.line}:${fatalMessage.column} ${fatalMessage.message}`;
  }
  return { messages: [], fatal };
}

// ---------------------------------------------------------------------------------------------

/** Reads, lints and scores one labelled file: the record summarize() takes. */
function checkFile(file, mirrors, linter) {
  const record = { ...file, kind: file.kind ?? kindOf(file.path) ?? 'js', score: null, fatal: null, problems: [] };
  const unscored = (message) => ({ ...record, problems: [{ message: `${message} (${plural(file.labels.length, 'label')} not scored)` }] });
  const gitDir = findMirror(mirrors, file.repository);
  if (gitDir === null) return unscored(`no mirror at ${join(mirrors, file.repository.replace('/', '+'))}[/repo]`);
  const read = readAtCommit(gitDir, file.commit, file.path);
  if (read.problem) return unscored(read.problem);

  const lines = read.text.split(LINE_BREAK);
  // An extensionless labelled file is a shell script when its first line says so; else JS, as it always was.
  record.kind = file.kind ?? kindOf(file.path, lines[0]) ?? 'js';
  const inFile = file.labels.filter((label) => label.line <= lines.length);
  for (const label of file.labels.filter((label) => label.line > lines.length)) {
    record.problems.push({
      line: label.line,
      message: `the label of row ${label.row} is past the end of the file (${lines.length} lines); not scored`,
    });
  }
  const lint = lintText(linter, record.kind, file.path, read.text);
  if (lint.crash) return { ...record, problems: [...record.problems, { message: `a rule crashed: ${lint.crash}` }] };
  const messages = lint.messages.map((message) => ({ ...message, source: lines[message.line - 1] ?? '' }));
  return { ...record, fatal: lint.fatal, score: scoreFile(inFile, messages) };
}

/**
 * `--whole`: every other file of a kind the corpus lints, in each labelled repository at the commit of
 * its labels, with no labels: their reports are all unlabelled, for review (the "reports over
 * whole repositories"). Not bundles, vendored or generated code, symbolic links, or files over 1 MB.
 */
function wholeRepositoryFiles(labelled, mirrors) {
  const extra = [];
  const seen = new Set(labelled.map((file) => `${file.repository}\t${file.path}`));
  const commits = new Map(labelled.map((file) => [file.repository, file.commit]));
  for (const [repository, commit] of commits) {
    const gitDir = findMirror(mirrors, repository);
    if (gitDir === null) continue;
    const blobs = treeBlobs(gitDir, commit).filter(
      ({ path, size }) => size <= MAX_WHOLE_SIZE && !NOT_OWN_CODE.test(path) && !seen.has(`${repository}\t${path}`),
    );
    // A file with no extension is a shell script if its first line is a shebang: read those first lines.
    const extensionless = blobs.filter(({ path }) => kindOf(path) === null && !path.slice(path.lastIndexOf('/') + 1).includes('.'));
    const firstLines = firstLinesOf(gitDir, extensionless);
    for (const { path } of blobs) {
      const kind = kindOf(path, firstLines.get(path));
      if (kind !== null) extra.push({ repository, commit, path, kind, labels: [] });
    }
  }
  return extra;
}

/** The files of the tree at the commit, `{ path, size, id }`: regular files only (no links, no submodules). */
function treeBlobs(gitDir, commit) {
  const entries = git(gitDir, ['ls-tree', '-r', '-l', '-z', commit]).toString('utf8').split('\0');
  const blobs = [];
  for (const entry of entries) {
    const match = /^(\d+) blob ([\da-f]+) +(\d+)\t(.*)$/s.exec(entry);
    if (match && match[1] !== '120000') blobs.push({ path: match[4], id: match[2], size: Number(match[3]) });
  }
  return blobs;
}

/** The first line of each blob, by path, read in one `git cat-file --batch`. */
function firstLinesOf(gitDir, blobs) {
  const lines = new Map();
  if (blobs.length === 0) return lines;
  const output = execFileSync('git', [`--git-dir=${gitDir}`, 'cat-file', '--batch'], {
    input: blobs.map((blob) => blob.id).join('\n') + '\n',
    maxBuffer: GIT_BUFFER,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let offset = 0;
  for (const blob of blobs) {
    const headerEnd = output.indexOf(10, offset);
    const size = Number(output.subarray(offset, headerEnd).toString('latin1').split(' ')[2]);
    const content = output.subarray(headerEnd + 1, headerEnd + 1 + Math.min(size, 512)).toString('utf8');
    lines.set(blob.path, content.split(LINE_BREAK)[0]);
    offset = headerEnd + 1 + size + 1;
  }
  return lines;
}

function main() {
  const options = readArguments();
  const labels = loadLabels(options.labels, options.repo);
  const linter = new Linter({ configType: 'flat' });
  const progress = process.stderr.isTTY ? (text) => process.stderr.write(`\r\x1b[2K${text}`) : () => undefined;
  const labelled = groupByFile(labels);
  const toLint = options.whole ? [...labelled, ...wholeRepositoryFiles(labelled, options.mirrors)] : labelled;
  const files = toLint.map((file, index, all) => {
    progress(`${index + 1}/${all.length} ${file.repository} ${file.path}`);
    return checkFile(file, options.mirrors, linter);
  });
  progress('');
  const summary = summarize(files);
  if (options.json) console.log(JSON.stringify(toJson(summary, options), null, 2));
  else console.log(formatText(summary, options).join('\n'));
  process.exitCode = failed(summary) ? 1 : 0;
}

main();
