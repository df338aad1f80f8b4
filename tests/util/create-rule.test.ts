import { Linter, type SourceCode } from 'eslint';
import { describe, expect, it } from 'vitest';
import { createRule } from '../../src/util/create-rule.js';

const OPEN_FILE = "fetch('http://localhost/containers/json'); f('a');\n";
const CLOSED_FILE = "fetch('/api/users'); f('a');\n";

/** A rule made with createRule that reports every string literal, counting how often its real create runs. */
function literalRule(name: string) {
  const created = { count: 0 };
  const rule = createRule<[], 'literal'>({
    name,
    meta: {
      type: 'problem',
      docs: { description: 'test', recommended: false, strict: false },
      messages: { literal: '{{name}} {{value}}' },
      schema: [],
      defaultOptions: [],
    },
    create(context) {
      created.count++;
      return {
        Literal(node) {
          if (typeof node.value === 'string') context.report({ node, messageId: 'literal', data: { name, value: node.value } });
        },
      };
    },
  });
  return { rule, created };
}

function lint(code: string | SourceCode, rules: Record<string, object>, linter = new Linter({ configType: 'flat' })) {
  const config = [
    {
      plugins: { test: { rules } as never },
      rules: Object.fromEntries(Object.keys(rules).map((name) => [`test/${name}`, 'error' as const])),
    },
  ];
  return linter.verify(code as string, config).map((message) => message.message);
}

describe('createRule: the rules of one lint run', () => {
  it('make no listeners in a file that cannot hold a Docker URL', () => {
    const a = literalRule('a');
    const b = literalRule('b');
    expect(lint(CLOSED_FILE, { a: a.rule, b: b.rule })).toEqual([]);
    expect([a.created.count, b.created.count]).toEqual([0, 0]);
  });

  it('in an open file, each listen at each node in the order of the rules', () => {
    const a = literalRule('a');
    const b = literalRule('b');
    expect(lint(OPEN_FILE, { a: a.rule, b: b.rule })).toEqual([
      'a http://localhost/containers/json',
      'b http://localhost/containers/json',
      'a a',
      'b a',
    ]);
    expect([a.created.count, b.created.count]).toEqual([1, 1]);
  });

  it('listen alone, and under two names', () => {
    const a = literalRule('a');
    expect(lint(OPEN_FILE, { a: a.rule })).toEqual(['a http://localhost/containers/json', 'a a']);
    expect(lint(OPEN_FILE, { a: a.rule, alias: a.rule })).toEqual([
      'a http://localhost/containers/json',
      'a http://localhost/containers/json',
      'a a',
      'a a',
    ]);
  });

  it('start anew when the same source code is linted again', () => {
    const linter = new Linter({ configType: 'flat' });
    linter.verify(OPEN_FILE, []);
    const sourceCode = linter.getSourceCode();
    const a = literalRule('a');
    const first = lint(sourceCode, { a: a.rule }, linter);
    expect(lint(sourceCode, { a: a.rule }, linter)).toEqual(first);
    expect(first).toHaveLength(2);
  });

  it('let an error of a rule stop the lint, and the next run of the same source code start anew', () => {
    const failing = createRule<[], 'never'>({
      name: 'failing',
      meta: {
        type: 'problem',
        docs: { description: 'test', recommended: false, strict: false },
        messages: { never: 'never' },
        schema: [],
        defaultOptions: [],
      },
      create: () => ({
        Literal() {
          throw new Error('broken rule');
        },
      }),
    });
    const linter = new Linter({ configType: 'flat' });
    linter.verify(OPEN_FILE, []);
    const sourceCode = linter.getSourceCode();
    expect(() => lint(sourceCode, { failing }, linter)).toThrow('broken rule');
    expect(lint(sourceCode, { a: literalRule('a').rule }, linter)).toHaveLength(2);
  });
});
