import { Linter } from 'eslint';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { fileIsOpen } from '../../src/analysis/file-check.js';
import { fileFactsOf } from '../../src/util/file-facts.js';
import { defined } from '../defined.js';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

const OPEN_FILE = "fetch('http://localhost/containers/json');\n";
const CLOSED_FILE = "fetch('/api/users');\n";

/** The contexts ESLint gives two rules in one lint of `code`. */
function eslintContexts(code: string): [Context, Context] {
  const contexts: Context[] = [];
  const rule = { meta: { type: 'problem', schema: [] }, create: (context: Context) => (contexts.push(context), {}) };
  new Linter({ configType: 'flat' }).verify(code, [
    { plugins: { test: { rules: { a: rule, b: rule } as never } }, rules: { 'test/a': 'error', 'test/b': 'error' } },
  ]);
  return [defined(contexts[0], 'the first context'), defined(contexts[1], 'the second context')];
}

/** A context as a test or a wrapper may make one: a plain object, its prototype shared by every file. */
function plainContext(code: string, settings: object = {}): Context {
  const linter = new Linter({ configType: 'flat' });
  linter.verify(code, []);
  return { sourceCode: linter.getSourceCode(), settings, options: [], id: 'plain' } as unknown as Context;
}

describe('fileFactsOf', () => {
  it("reads ESLint's contexts: the file's source code and settings, and the per-file prototype both rules share", () => {
    const [first, second] = eslintContexts(OPEN_FILE);
    const facts = fileFactsOf(first);
    expect(facts.sourceCode).toBe(first.sourceCode);
    expect(facts.settings).toBe(first.settings);
    expect(facts.holder).toBe(Object.getPrototypeOf(first));
    expect(fileFactsOf(second).holder).toBe(facts.holder);
  });

  it('gives no holder for a plain context, whose prototype is every object’s', () => {
    const context = plainContext(OPEN_FILE);
    expect(fileFactsOf(context)).toEqual({ sourceCode: context.sourceCode, settings: {}, holder: null });
  });

  it('reads an accessor through the context, as ESLint would', () => {
    const { sourceCode } = plainContext(OPEN_FILE);
    const context = Object.create(
      Object.freeze({
        get sourceCode() {
          return sourceCode;
        },
        settings: {},
      }),
    ) as Context;
    expect(fileFactsOf(context).sourceCode).toBe(sourceCode);
    expect(fileFactsOf(context).holder).toBeNull();
  });
});

describe('fileIsOpen', () => {
  it('answers for each file, whichever way its contexts are made', () => {
    // Plain contexts of two files share their prototype: the answer of the first must not stand for the second.
    expect(fileIsOpen(plainContext(OPEN_FILE))).toBe(true);
    expect(fileIsOpen(plainContext(CLOSED_FILE))).toBe(false);
    expect(fileIsOpen(plainContext(OPEN_FILE))).toBe(true);
    const [first, second] = eslintContexts(CLOSED_FILE);
    expect([fileIsOpen(first), fileIsOpen(second)]).toEqual([false, false]);
    const [open] = eslintContexts(OPEN_FILE);
    expect(fileIsOpen(open)).toBe(true);
  });

  it('reads the settings of each context: a Hub host of the settings opens the file', () => {
    const code = "fetch('https://hub.mirror.example.com/v2/users/login', { method: 'POST', body })";
    expect(fileIsOpen(plainContext(code))).toBe(false);
    expect(fileIsOpen(plainContext(code, { 'docker-api': { hubHosts: ['hub.mirror.example.com'] } }))).toBe(true);
  });
});
