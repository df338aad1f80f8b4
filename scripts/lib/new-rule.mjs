import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { camelCase, docsPage, ruleSource, testSource } from './rule-templates.mjs';

/** A refused name or a file the scaffold cannot register the rule in: the message is for the user. */
export class NewRuleError extends Error {}

const KEBAB_CASE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const RULE_NAMES_FILE = 'src/rule-names.ts';
const RULES_INDEX_FILE = 'src/rules/index.ts';
const OPTIONS_TEST_FILE = 'tests/options.test.ts';

export const filesOf = (name) => ({
  rule: `src/rules/${name}.ts`,
  test: `tests/rules/${name}.test.ts`,
  docs: `docs/rules/${name}.md`,
});

function validateName(name, root) {
  if (!name) throw new NewRuleError('usage: npm run new:rule -- <rule-name>   (for example: no-removed-engine-route)');
  if (name.startsWith('docker-api/')) {
    throw new NewRuleError(`"${name}": give the rule name without the docker-api/ prefix (${name.slice('docker-api/'.length)}).`);
  }
  if (!KEBAB_CASE.test(name)) {
    throw new NewRuleError(
      `"${name}" is not a rule name: use kebab-case, lower-case words of letters and digits joined by single hyphens (for example: no-removed-engine-route).`,
    );
  }
  const existing = Object.values(filesOf(name)).filter((file) => existsSync(join(root, file)));
  if (ruleNamesIn(read(root, RULE_NAMES_FILE)).includes(name)) existing.unshift(RULE_NAMES_FILE);
  if (existing.length > 0) throw new NewRuleError(`the rule "${name}" exists already: ${existing.join(', ')}.`);
}

/**
 * Writes the rule, its test and its page, and registers the rule where the plugin and the tests list
 * rules. Everything is prepared before anything is written, so a failure leaves the checkout as it was.
 * The README rules list and the page's header are eslint-doc-generator's (`npm run docs`).
 */
export function scaffoldRule(name, root) {
  validateName(name, root);
  const files = filesOf(name);
  const writes = [
    [files.rule, ruleSource(name)],
    [files.test, testSource(name)],
    [files.docs, docsPage(name)],
    [RULE_NAMES_FILE, withRuleName(read(root, RULE_NAMES_FILE), name)],
    [RULES_INDEX_FILE, withRuleModule(read(root, RULES_INDEX_FILE), name)],
    [OPTIONS_TEST_FILE, withRefusedOptions(read(root, OPTIONS_TEST_FILE), name)],
  ];
  for (const [file, content] of writes) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return writes.map(([file]) => file);
}

function read(root, file) {
  const path = join(root, file);
  if (!existsSync(path)) throw new NewRuleError(`${file} is missing under ${root}.`);
  return readFileSync(path, 'utf8');
}

const RULE_NAME_LINE = /^ {2}\| '([a-z0-9-]+)';?$/;

function ruleNamesIn(source) {
  return source.split('\n').flatMap((line) => RULE_NAME_LINE.exec(line)?.[1] ?? []);
}

/** `export type RuleName = | 'a' | 'b';` with the name added in order. */
function withRuleName(source, name) {
  const lines = source.split('\n');
  const first = lines.findIndex((line) => RULE_NAME_LINE.test(line));
  if (first === -1 || lines[first - 1] !== 'export type RuleName =')
    unexpected(RULE_NAMES_FILE, "the `export type RuleName =` union of `  | 'name'` lines");
  let end = first;
  while (RULE_NAME_LINE.test(lines[end] ?? '')) end++;
  const names = [...ruleNamesIn(lines.slice(first, end).join('\n')), name].sort();
  const union = names.map((each, index) => `  | '${each}'${index === names.length - 1 ? ';' : ''}`);
  return [...lines.slice(0, first), ...union, ...lines.slice(end)].join('\n');
}

const IMPORT_LINE = /^import (?:type )?\{? ?(\w+)/;
const RULE_ENTRY_LINE = /^ {2}'([a-z0-9-]+)': \w+,$/;

/** The rule's import and its entry in `export const rules = {...}`, each in order. */
function withRuleModule(source, name) {
  const lines = source.split('\n');
  const binding = camelCase(name);
  const imports = lines.flatMap((line, index) => (IMPORT_LINE.test(line) ? [index] : []));
  if (imports.length === 0) unexpected(RULES_INDEX_FILE, 'import lines');
  const importAt = imports.find((index) => IMPORT_LINE.exec(lines[index])[1].toLowerCase() > binding.toLowerCase()) ?? imports.at(-1) + 1;
  const open = lines.indexOf('export const rules = {');
  if (open === -1) unexpected(RULES_INDEX_FILE, '`export const rules = {`');
  let close = open + 1;
  while (RULE_ENTRY_LINE.test(lines[close] ?? '')) close++;
  if (!lines[close]?.startsWith('}')) unexpected(RULES_INDEX_FILE, "one `  'rule-name': module,` line per rule in `export const rules`");
  let entryAt = open + 1;
  while (entryAt < close && RULE_ENTRY_LINE.exec(lines[entryAt])[1] < name) entryAt++;
  const result = [...lines];
  result.splice(entryAt, 0, `  '${name}': ${binding},`);
  result.splice(importAt, 0, `import ${binding} from './${name}.js';`);
  return result.join('\n');
}

/** A row of the schema test: a rule without options refuses one. */
function withRefusedOptions(source, name) {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith('const REFUSED_OPTIONS'));
  const end = start === -1 ? -1 : lines.indexOf('];', start);
  if (end === -1) unexpected(OPTIONS_TEST_FILE, 'the `const REFUSED_OPTIONS = [...]` table closed by a `];` line');
  const result = [...lines];
  result.splice(end, 0, `  ['${name}', [{}], 'should NOT have more than 0 items'],`);
  return result.join('\n');
}

function unexpected(file, what) {
  throw new NewRuleError(`${file} no longer has ${what}: register the rule there by hand, and update scripts/lib/new-rule.mjs.`);
}
