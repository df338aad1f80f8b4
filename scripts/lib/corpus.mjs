// Lints real code with every rule and checks that nothing throws, that every fix and suggestion
// output parses, and that fixes settle in one pass. Shared by `npm run test:corpus` and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import * as tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import * as espree from 'espree';

const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const TYPESCRIPT_FILE = /\.(?:[cm]?ts|tsx)$/;

/** Every JavaScript and TypeScript file under `root`, sorted, symlinks not followed. */
export function corpusFiles(root) {
  const files = [];
  const walk = (directory) => {
    let entries;
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  return files.sort();
}

/** `count` files spread evenly over the sorted list: the same sample for the same tree. */
export function evenSample(files, count) {
  if (files.length <= count) return files;
  const step = files.length / count;
  return Array.from({ length: count }, (_, index) => files[Math.floor(index * step)]);
}

/** The language options to parse a file with, tried in order: a plain `.js` may be a module or a script. */
export function languageOptionsFor(file) {
  if (TYPESCRIPT_FILE.test(file)) return [{ parser: tsParser, parserOptions: { ecmaFeatures: { jsx: file.endsWith('x') } } }];
  const jsx = { ecmaFeatures: { jsx: file.endsWith('x') } };
  if (file.endsWith('.mjs')) return [{ parser: espree, sourceType: 'module', parserOptions: jsx }];
  if (file.endsWith('.cjs')) return [{ parser: espree, sourceType: 'commonjs', parserOptions: jsx }];
  return [
    { parser: espree, sourceType: 'module', parserOptions: jsx },
    { parser: espree, sourceType: 'commonjs', parserOptions: jsx },
  ];
}

/** Applies the fixes that do not overlap, first come first served, as one `--fix` pass does. */
export function applyFixesOnce(code, messages) {
  const fixes = messages
    .filter((message) => message.fix)
    .map((message) => message.fix)
    .sort((a, b) => a.range[0] - b.range[0]);
  let output = '';
  let last = 0;
  let deferred = 0;
  for (const fix of fixes) {
    if (fix.range[0] < last) {
      deferred++;
      continue;
    }
    output += code.slice(last, fix.range[0]) + fix.text;
    last = fix.range[1];
  }
  return { output: output + code.slice(last), applied: fixes.length - deferred, deferred };
}

function applyOne(code, fix) {
  return code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
}

/**
 * Lints one file. Returns null when no parser reads the file (not our concern), else the findings:
 * `crash` (a rule threw), `unparsableFix`, `unsettledFix`, `unparsableSuggestions`, with counts.
 */
export function lintFile(linter, plugin, file, code) {
  // Flat config matches names under the working directory and ignores node_modules: lint under a neutral name.
  const name = `corpus/file${extname(file)}`;
  const files = [`**/*${extname(file)}`];
  for (const languageOptions of languageOptionsFor(file)) {
    const parses = (text) => !linter.verify(text, [{ files, languageOptions }], name).some((message) => message.fatal);
    // Only the plugin's own reports: the files' own eslint comments and directives are not ours to check.
    const config = [
      {
        files,
        languageOptions,
        linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' },
        ...plugin.configs.all,
        name: 'corpus',
      },
    ];
    const result = { file, reports: 0, fixes: 0, suggestions: 0, problems: [], messages: [] };
    let messages;
    try {
      messages = linter.verify(code, config, name);
    } catch (error) {
      result.problems.push({ kind: 'crash', detail: String(error?.stack ?? error) });
      return result;
    }
    if (messages.some((message) => message.fatal)) continue;
    // ESLint's own notices (ruleId null: ignored inline comments) are not the plugin's.
    messages = messages.filter((message) => message.ruleId !== null);
    result.reports = messages.length;
    result.messages = messages;
    for (const message of messages) {
      for (const suggestion of message.suggestions ?? []) {
        result.suggestions++;
        if (!parses(applyOne(code, suggestion.fix))) {
          result.problems.push({
            kind: 'unparsableSuggestion',
            detail: `${message.ruleId} ${message.line}:${message.column} ${suggestion.desc}`,
          });
        }
      }
    }
    const once = applyFixesOnce(code, messages);
    result.fixes = once.applied;
    if (once.applied > 0) {
      if (!parses(once.output)) {
        result.problems.push({ kind: 'unparsableFix', detail: 'the output of one --fix pass does not parse' });
      } else if (once.deferred === 0) {
        let again;
        try {
          again = linter.verify(once.output, config, name);
        } catch (error) {
          result.problems.push({ kind: 'crash', detail: `on the fixed output: ${String(error?.stack ?? error)}` });
          return result;
        }
        const left = again.filter((message) => message.fix && message.ruleId !== null);
        if (left.length > 0) {
          result.problems.push({
            kind: 'unsettledFix',
            detail: left.map((message) => `${message.ruleId} ${message.line}:${message.column}`).join(', '),
          });
        }
      }
    }
    return result;
  }
  return null;
}

/** Lints every file and adds up what it found. */
export function lintCorpus(files, plugin, onFile = () => undefined) {
  const linter = new Linter({ configType: 'flat' });
  const summary = { files: 0, unparsed: 0, reports: 0, fixes: 0, suggestions: 0, problems: [] };
  for (const file of files) {
    let code;
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const result = lintFile(linter, plugin, file, code);
    if (result === null) {
      summary.unparsed++;
      continue;
    }
    summary.files++;
    summary.reports += result.reports;
    summary.fixes += result.fixes;
    summary.suggestions += result.suggestions;
    for (const problem of result.problems) summary.problems.push({ file, ...problem });
    onFile(result);
  }
  return summary;
}
