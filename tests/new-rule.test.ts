import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Linter, type Rule } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from './defined.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const NAME = 'no-example-request';
const RULE = `src/rules/${NAME}.ts`;
const TEST = `tests/rules/${NAME}.test.ts`;
const PAGE = `docs/rules/${NAME}.md`;
const REGISTRIES = ['src/rule-names.ts', 'src/rules/index.ts', 'tests/options.test.ts'];

/** What the scaffold edits and what `npm run docs` reads, with the project's node_modules linked in. */
function copyOfCheckout(): string {
  const copy = mkdtempSync(join(tmpdir(), 'new-rule-'));
  for (const path of [
    'src',
    'docs',
    'tests/options.test.ts',
    'README.md',
    'package.json',
    'package-define.ts',
    'tsup.config.ts',
    '.eslint-doc-generatorrc.js',
  ]) {
    cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

function newRule(root: string, ...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'scripts/new-rule.mjs'), ...args, '--root', root, '--no-docs'], { encoding: 'utf8' });
}

const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
const original = (path: string) => read(ROOT, path);

describe('npm run new:rule', () => {
  let root: string;
  beforeAll(() => {
    root = copyOfCheckout();
    const result = newRule(root, NAME);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the rule, its test and its page', () => {
    expect(read(root, RULE)).toContain(`export const RULE_NAME = '${NAME}';`);
    expect(read(root, TEST)).toContain(`import rule from '../../src/rules/${NAME}.js';`);
    const page = read(root, PAGE);
    expect(page).toMatch(new RegExp(`^# .+ \\(\`docker-api/${NAME}\`\\)\n`));
    for (const heading of ['## Why', '## Examples', '## Options', '## When not to use it']) expect(page).toContain(heading);
  });

  it('registers the rule in the RuleName union, the rules index and the schema test, in order', () => {
    expect(read(root, 'src/rule-names.ts')).toBe(
      original('src/rule-names.ts').replace("  | 'no-hardcoded-docker-socket'", `  | '${NAME}'\n  | 'no-hardcoded-docker-socket'`),
    );
    expect(read(root, 'src/rules/index.ts')).toBe(
      original('src/rules/index.ts')
        .replace(
          'import noHardcodedDockerSocket from',
          "import noExampleRequest from './no-example-request.js';\nimport noHardcodedDockerSocket from",
        )
        .replace("  'no-hardcoded-docker-socket':", `  '${NAME}': noExampleRequest,\n  'no-hardcoded-docker-socket':`),
    );
    const options = read(root, 'tests/options.test.ts');
    const table = options.slice(options.indexOf('const REFUSED_OPTIONS'), options.indexOf('\n];\n'));
    expect(table.split('\n').at(-1)).toBe(`  ['${NAME}', [{}], 'should NOT have more than 0 items'],`);
  });

  it("scaffolds a rule that reports its page's wrong example and not its right one", async () => {
    const { default: rule } = (await import(pathToFileURL(join(root, RULE)).href)) as { default: Rule.RuleModule };
    const examples = [...read(root, PAGE).matchAll(/^```js\n(.*)\n```$/gm)].map(([, code]) => defined(code, 'an example'));
    const lint = (code: string) =>
      new Linter({ configType: 'flat' }).verify(code, [
        { plugins: { 'docker-api': { rules: { [NAME]: rule } } }, rules: { [`docker-api/${NAME}`]: 'error' } },
      ]);
    expect(examples.map((code) => lint(code).map((message) => message.messageId))).toEqual([['engineRequest'], []]);
  });

  it('leaves eslint-doc-generator what it needs for the README rules list and the page header', () => {
    const run = (script: string, ...args: string[]) =>
      spawnSync(process.execPath, [join(ROOT, 'node_modules', script), ...args], { cwd: root, encoding: 'utf8' });
    // The docs only need the JavaScript of the build: its type declarations take most of its time.
    expect(run('tsup/dist/cli-default.js', '--silent', '--no-dts').status).toBe(0);
    const docs = run('eslint-doc-generator/dist/bin/eslint-doc-generator.js');
    expect(docs.stderr).toBe('');
    expect(docs.status).toBe(0);
    expect(read(root, 'README.md')).toMatch(
      new RegExp(`^\\| \\[${NAME}\\]\\(docs/rules/${NAME}\\.md\\) +\\| Disallow .+ \\| 🌐 +\\|`, 'm'),
    );
    expect(read(root, PAGE).split('\n')[2]).toMatch(/^💼 This rule is enabled in the 🌐 `all` \[config\]/);
  }, 60_000);

  it.each([
    ['', 'usage: npm run new:rule -- <rule-name>'],
    ['NoExample', '"NoExample" is not a rule name: use kebab-case'],
    ['no_example', '"no_example" is not a rule name: use kebab-case'],
    ['no--example', '"no--example" is not a rule name: use kebab-case'],
    ['docker-api/no-example', '"docker-api/no-example": give the rule name without the docker-api/ prefix (no-example).'],
    ['valid-engine-method', 'the rule "valid-engine-method" exists already: src/rule-names.ts, src/rules/valid-engine-method.ts'],
    [NAME, `the rule "${NAME}" exists already: src/rule-names.ts, ${RULE}, ${TEST}, ${PAGE}.`],
  ])('refuses %j, and writes nothing', (name, message) => {
    const before = REGISTRIES.map((path) => read(root, path));
    const result = newRule(root, ...(name ? [name] : []));
    expect(result.stderr).toContain(`new-rule: ${message}`);
    expect(result.status).toBe(2);
    expect(REGISTRIES.map((path) => read(root, path))).toEqual(before);
  });

  it('writes nothing when it cannot find where to register the rule, and says where', () => {
    const copy = copyOfCheckout();
    try {
      writeFileSync(
        join(copy, 'tests/options.test.ts'),
        original('tests/options.test.ts').replace('const REFUSED_OPTIONS', 'const REFUSALS'),
      );
      const result = newRule(copy, NAME);
      expect(result.stderr).toContain('new-rule: tests/options.test.ts no longer has the `const REFUSED_OPTIONS = [...]` table');
      expect(result.status).toBe(2);
      expect(existsSync(join(copy, RULE))).toBe(false);
      expect(read(copy, 'src/rule-names.ts')).toBe(original('src/rule-names.ts'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
