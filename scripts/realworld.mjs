#!/usr/bin/env node
// npm run realworld -- --mirrors DIR [--scan] [--labels FILE] [--repo owner/name] [--json]
// Lints each file of tests/realworld/labels.tsv at its commit, read from a bare git mirror, with the
// built plugin's `all` config, and scores the reports against the labels (tests/realworld/README.md).
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
import { LabelsError, failed, formatText, groupByFile, parseLabels, plural, scoreFile, summarize, toJson } from './lib/realworld.mjs';

const USAGE = 'usage: npm run realworld -- --mirrors DIR [--scan] [--whole] [--labels FILE] [--repo owner/name] [--json]';
/** What `--whole` lints besides the labelled files: the repository's own JS and TS, not bundles or vendored code. */
const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
const NOT_OWN_CODE = /(?:^|\/)(?:node_modules|dist|build|vendor|coverage|\.next|out)\/|\.min\.js$|\.d\.[cm]?ts$|\.bundle\.js$/i;
const DEFAULT_LABELS = fileURLToPath(new URL('../tests/realworld/labels.tsv', import.meta.url));
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;
const GIT_BUFFER = 1024 * 1024 * 1024;
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

/** `DIR/<owner>+<name>/repo`, or `DIR/<owner>+<name>` when that is itself a git dir; null if neither. */
function findMirror(mirrors, repository) {
  const base = join(mirrors, repository.replace('/', '+'));
  return [join(base, 'repo'), base].find(isGitDir) ?? null;
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
      // The files' own eslint comments must not silence the plugin.
      linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
    },
  ];
}

/** Lints the text: `{ messages }` from the first settings that parse, else `{ messages: [], fatal }`; `{ crash }` if a rule threw. */
function lintText(linter, path, text) {
  // Flat config matches names under the working directory and ignores node_modules: lint under a neutral name.
  const extension = extname(path).toLowerCase() || '.js';
  const name = `realworld/file${extension}`;
  let fatal = null;
  for (const attempt of parseAttempts(path)) {
    let messages;
    try {
      messages = linter.verify(text, configFor([`**/*${extension}`], attempt), name);
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
  const record = { ...file, score: null, fatal: null, problems: [] };
  const unscored = (message) => ({ ...record, problems: [{ message: `${message} (${plural(file.labels.length, 'label')} not scored)` }] });
  const gitDir = findMirror(mirrors, file.repository);
  if (gitDir === null) return unscored(`no mirror at ${join(mirrors, file.repository.replace('/', '+'))}[/repo]`);
  const read = readAtCommit(gitDir, file.commit, file.path);
  if (read.problem) return unscored(read.problem);

  const lines = read.text.split(LINE_BREAK);
  const inFile = file.labels.filter((label) => label.line <= lines.length);
  for (const label of file.labels.filter((label) => label.line > lines.length)) {
    record.problems.push({
      line: label.line,
      message: `the label of row ${label.row} is past the end of the file (${lines.length} lines); not scored`,
    });
  }
  const lint = lintText(linter, file.path, read.text);
  if (lint.crash) return { ...record, problems: [...record.problems, { message: `a rule crashed: ${lint.crash}` }] };
  const messages = lint.messages.map((message) => ({ ...message, source: lines[message.line - 1] ?? '' }));
  return { ...record, fatal: lint.fatal, score: scoreFile(inFile, messages) };
}

/**
 * `--whole`: every other source file of each labelled repository, at the commit of its labels, with no
 * labels: their reports are all unlabelled, for review (the "reports over whole repositories").
 */
function wholeRepositoryFiles(labelled, mirrors) {
  const extra = [];
  const seen = new Set(labelled.map((file) => `${file.repository}\t${file.path}`));
  const commits = new Map(labelled.map((file) => [file.repository, file.commit]));
  for (const [repository, commit] of commits) {
    const gitDir = findMirror(mirrors, repository);
    if (gitDir === null) continue;
    const paths = git(gitDir, ['ls-tree', '-r', '--name-only', commit]).toString('utf8').split('\n');
    for (const path of paths) {
      if (SOURCE_FILE.test(path) && !NOT_OWN_CODE.test(path) && !seen.has(`${repository}\t${path}`)) {
        extra.push({ repository, commit, path, labels: [] });
      }
    }
  }
  return extra;
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
