import { parse } from '@typescript-eslint/parser';
import type { TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { everyReturnedValue } from '../../src/analysis/ast/returns.js';
import type { FunctionNode } from '../../src/analysis/ast/nodes.js';

/** The source text of every value the file's first function returns. */
function returnedTexts(code: string): string[] {
  const program = parse(code, { range: true });
  const [statement] = program.body;
  const fn = (statement && 'declarations' in statement ? statement.declarations[0].init : statement) as FunctionNode;
  return everyReturnedValue(fn).map((node: TSESTree.Node) => code.slice(node.range[0], node.range[1]));
}

describe('everyReturnedValue', () => {
  it("gives an arrow's expression", () => {
    expect(returnedTexts("const f = () => 'a';")).toEqual(["'a'"]);
  });

  it('finds returns in blocks, branches, switch cases, try statements and labelled blocks', () => {
    const code = [
      'function f(x) {',
      "  if (x) { return 'if'; } else if (!x) return 'else if';",
      "  switch (x) { case 1: return 'case'; default: { return 'default'; } }",
      "  try { return 'try'; } catch { return 'catch'; } finally { log(); }",
      "  outer: { return 'labelled'; }",
      '  return;',
      '}',
    ].join('\n');
    expect(returnedTexts(code).sort()).toEqual(["'case'", "'catch'", "'default'", "'else if'", "'if'", "'labelled'", "'try'"]);
  });

  it("finds returns in loops, never a nested function's", () => {
    const code =
      "function f(xs) { const g = () => 'nested'; function h() { return 'inner'; } for (const x of xs) { return 'for of'; } while (xs) return 'while'; return 'own'; }";
    expect(returnedTexts(code).sort()).toEqual(["'for of'", "'own'", "'while'"]);
  });
});
