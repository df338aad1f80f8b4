import tsParser from '@typescript-eslint/parser';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';
import { walkWithListeners } from '../../src/util/walk-listeners.js';

const JAVASCRIPT = `
import x, { y as z } from 'm';
const [a, , b = 1, ...rest] = [1, , 'two', ...others];
label: for (const key in object) { if (key) continue label; else break; }
class C extends B { static #p = 1; get v() { return super.v ?? this.#p; } static { init(); } }
const f = async function* (p = {}, { q, ...r }) { yield* await g?.(p)?.[q]; };
const t = tag\`a\${1}b\${\`c\${d}\`}\`, n = new URL('/v1.47/info', base) + 'x' || y;
switch (k) { case 1: throw new Error(); default: try { h(); } catch { } finally { } }
const element = <div a="b" {...c}>text {value} <br /></div>;
export default (u) => u;
`;

const TYPESCRIPT = `
@decorator() class D<T extends object> implements I { constructor(private readonly p: T) {} m?(a: string): void; }
enum E { A = 1, B }
type U<T> = { [K in keyof T]?: T[K] } & Array<string>;
const v = <const>['a'] satisfies readonly string[];
namespace N { export declare function f(x: number): asserts x is 1; }
abstract class A { abstract m(): void; }
`;

/** Each node's entry and exit, in the order ESLint calls a rule's listeners and in the order of the walk. */
function orders(code: string, config: Linter.Config): { eslint: string[]; walk: string[] } {
  const eslint: string[] = [];
  const walk: string[] = [];
  const rule: Rule.RuleModule = {
    create(context) {
      const visitorKeys = context.sourceCode.visitorKeys;
      const record = (events: string[], suffix: string) => (node: { type: string; range?: [number, number] }) => events.push(`${node.type}${suffix} ${node.range?.join('-')}`);
      return {
        '*': record(eslint, ''),
        '*:exit': record(eslint, ':exit'),
        'Program:exit'(program) {
          const listeners: Record<string, (node: never) => void> = {};
          for (const type of Object.keys(visitorKeys)) {
            listeners[type] = record(walk, '');
            listeners[`${type}:exit`] = record(walk, ':exit');
          }
          walkWithListeners(program as unknown as TSESTree.Program, visitorKeys, [listeners as TSESLint.RuleListener]);
        },
      };
    },
  };
  const messages = new Linter({ configType: 'flat' }).verify(code, [{ ...config, plugins: { test: { rules: { order: rule } } }, rules: { 'test/order': 'error' } }]);
  expect(messages).toEqual([]);
  // ESLint calls Program:exit after the walk of the test rule, so its own last event comes after.
  return { eslint, walk };
}

describe('walkWithListeners', () => {
  it('meets the nodes of a JavaScript tree in the order ESLint does', () => {
    const { eslint, walk } = orders(JAVASCRIPT, { languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } });
    expect(walk.length).toBeGreaterThan(200);
    expect(eslint.slice(0, -1)).toEqual(walk.slice(0, -1));
    expect(walk.at(-1)).toMatch(/^Program:exit/);
  });

  it('meets the nodes of a TypeScript tree in the order ESLint does, with the parser’s visitor keys', () => {
    const { eslint, walk } = orders(TYPESCRIPT, { languageOptions: { parser: tsParser as Linter.Parser } });
    expect(walk.some((event) => event.startsWith('TSMappedType'))).toBe(true);
    expect(eslint.slice(0, -1)).toEqual(walk.slice(0, -1));
  });

  it('calls the sets in order at each node, each on entry and on exit', () => {
    const program = { type: 'Program', body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value: 1 } }], sourceType: 'script' } as unknown as TSESTree.Program;
    const calls: string[] = [];
    const set = (name: string): TSESLint.RuleListener => ({
      Program: () => calls.push(`${name} Program`),
      Literal: () => calls.push(`${name} Literal`),
      'Literal:exit': () => calls.push(`${name} Literal:exit`),
      'Program:exit': () => calls.push(`${name} Program:exit`),
    });
    walkWithListeners(program, { Program: ['body'], ExpressionStatement: ['expression'], Literal: [] }, [set('a'), set('b')]);
    expect(calls).toEqual(['a Program', 'b Program', 'a Literal', 'b Literal', 'a Literal:exit', 'b Literal:exit', 'a Program:exit', 'b Program:exit']);
  });

  it('reads the children of a node type the visitor keys lack from its own keys, as ESLint does', () => {
    const program = { type: 'Program', body: [{ type: 'Unknown', parent: null, _hidden: { type: 'Literal' }, inner: { type: 'Literal', value: 1 } }] } as unknown as TSESTree.Program;
    const types: string[] = [];
    walkWithListeners(program, { Program: ['body'], Literal: [] }, [{ Literal: (node) => types.push(String(node.value)) }]);
    expect(types).toEqual(['1']);
  });

  it('refuses a selector that is not a node type', () => {
    const program = { type: 'Program', body: [] } as unknown as TSESTree.Program;
    expect(() => walkWithListeners(program, { Program: ['body'] }, [{ 'CallExpression > Literal': () => {} } as TSESLint.RuleListener])).toThrow(
      'The shared walk dispatches node types only, not the selector "CallExpression > Literal".',
    );
  });
});
