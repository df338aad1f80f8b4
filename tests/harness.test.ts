import { Linter } from 'eslint';
import type { TSESLint } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { applyFixesOnce, lintFile } from '../scripts/lib/corpus.mjs';

/** A plugin with one rule that misbehaves on every string literal in the way named. */
function brokenPlugin(behaviour: 'throw' | 'badFix' | 'badSuggestion' | 'neverSettles') {
  const rule: TSESLint.RuleModule<'bad'> = {
    meta: { type: 'problem', fixable: 'code', hasSuggestions: true, schema: [], messages: { bad: 'bad' } },
    create: (context) => ({
      Literal(node) {
        if (behaviour === 'throw') throw new Error('boom');
        if (behaviour === 'badFix') context.report({ node, messageId: 'bad', fix: (fixer) => fixer.replaceText(node, "'a' +") });
        if (behaviour === 'badSuggestion') {
          context.report({ node, messageId: 'bad', suggest: [{ messageId: 'bad', fix: (fixer) => fixer.insertTextAfter(node, ')') }] });
        }
        if (behaviour === 'neverSettles') context.report({ node, messageId: 'bad', fix: (fixer) => fixer.insertTextAfter(node, " + ''") });
      },
    }),
  };
  const plugin = { rules: { bad: rule } };
  return { ...plugin, configs: { all: { plugins: { broken: plugin }, rules: { 'broken/bad': 'error' } } } };
}

const kinds = (behaviour: Parameters<typeof brokenPlugin>[0]) =>
  (
    lintFile(new Linter({ configType: 'flat' }), brokenPlugin(behaviour), 'x.js', "f('/a');") as { problems: { kind: string }[] }
  ).problems.map((problem) => problem.kind);

describe('the corpus and fuzz checks catch what they look for', () => {
  it('a rule that throws', () => {
    expect(kinds('throw')).toEqual(['crash']);
  });
  it('a fix whose output does not parse', () => {
    expect(kinds('badFix')).toEqual(['unparsableFix']);
  });
  it('a suggestion whose output does not parse', () => {
    expect(kinds('badSuggestion')).toEqual(['unparsableSuggestion']);
  });
  it('a fix that leaves more to fix', () => {
    expect(kinds('neverSettles')).toEqual(['unsettledFix']);
  });

  it('skips code no parser reads', () => {
    expect(lintFile(new Linter({ configType: 'flat' }), brokenPlugin('throw'), 'x.js', 'f(')).toBeNull();
  });

  it('applies non-overlapping fixes in one pass, as --fix does', () => {
    const fix = (start: number, end: number, text: string) => ({ fix: { range: [start, end] as const, text } });
    expect(applyFixesOnce('abcdef', [fix(4, 5, 'E'), fix(0, 2, 'AB'), fix(1, 3, 'x')])).toEqual({
      output: 'ABcdEf',
      applied: 2,
      deferred: 1,
    });
  });
});
