import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { scriptContext } from '../../src/languages/markdown/script-context.js';
import { javaScriptParser } from '../../src/languages/markdown/script-parsers.js';
import { ScriptSourceCode } from '../../src/languages/markdown/script-source-code.js';
import { setParents } from '../../src/languages/markdown/script-walk.js';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** A quoted block: `> ` stands before each line in the file, blanked in the block's text. */
const FILE = "> ```js\n> const where = {\n>   path: '/info' };\n> ```\n";
const BLOCK_TEXT = FILE.replace(/^> ```js$|^> ```$/gm, (fence) => ' '.repeat(fence.length)).replace(/^> /gm, '  ');

function sourceCodeOf(text: string): ScriptSourceCode {
  const parsed = javaScriptParser()?.(text, false);
  if (!parsed) throw new Error('test setup: the text does not parse');
  const sourceCode = new ScriptSourceCode(text, parsed);
  setParents(sourceCode.ast, sourceCode.visitorKeys);
  return sourceCode;
}

/** The Markdown file's locations: columns from 1. */
const markdownFile = {
  text: FILE,
  getLocFromIndex(index: number) {
    const before = FILE.slice(0, index).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  },
};

/** ESLint's fixer by ranges, as the Markdown file's context hands it to a fix. */
const fixer = {
  insertTextAfterRange: (range: readonly [number, number], text: string) => ({ range: [range[1], range[1]], text }),
  insertTextBeforeRange: (range: readonly [number, number], text: string) => ({ range: [range[0], range[0]], text }),
  removeRange: (range: readonly [number, number]) => ({ range, text: '' }),
  replaceTextRange: (range: readonly [number, number], text: string) => ({ range, text }),
} as unknown as TSESLint.RuleFixer;

function reportedThrough(descriptor: TSESLint.ReportDescriptor<string>) {
  const reports: TSESLint.ReportDescriptor<string>[] = [];
  const context = { report: (report: TSESLint.ReportDescriptor<string>) => reports.push(report) } as unknown as Context;
  const block = sourceCodeOf(BLOCK_TEXT);
  scriptContext(context, block, markdownFile).report(descriptor);
  return { report: reports[0] as TSESLint.ReportDescriptor<string> & { loc: TSESTree.SourceLocation }, block };
}

describe('the rule context of a Markdown block', () => {
  const block = sourceCodeOf(BLOCK_TEXT);
  const object = block.getNodeByRangeIndex(FILE.indexOf('{'));
  if (!object) throw new Error('test setup: no object');

  it('reports a node at its place in the Markdown file, columns counted from 1', () => {
    const { report } = reportedThrough({ messageId: 'm', node: object });
    expect(report.loc).toEqual({ start: { line: 2, column: 17 }, end: { line: 3, column: 20 } });
  });

  it('keeps a fix that edits the code only, through the ranges of nodes and tokens', () => {
    const path = FILE.indexOf("'/info'");
    const { report } = reportedThrough({
      messageId: 'm',
      loc: { start: block.getLocFromIndex(path), end: block.getLocFromIndex(path + 7) },
      fix: (edit) => [edit.replaceTextRange([path + 1, path + 1], '/v1.47'), edit.insertTextAfter(object, ';')],
    });
    expect(report.loc.start).toEqual({ line: 3, column: 11 });
    expect(report.fix?.(fixer)).toEqual([
      { range: [path + 1, path + 1], text: '/v1.47' },
      { range: [object.range[1], object.range[1]], text: ';' },
    ]);
  });

  it('drops a fix that would edit the quote marks of the block', () => {
    const { report } = reportedThrough({
      messageId: 'm',
      node: object,
      fix: (edit) => edit.replaceText(object, '{}'),
      suggest: [{ messageId: 's', fix: (edit) => edit.remove(object) }],
    });
    expect(report.fix?.(fixer)).toBeNull();
    expect(report.suggest?.[0]?.fix(fixer)).toBeNull();
  });

  it('passes on a fix that makes no edit', () => {
    const { report } = reportedThrough({ messageId: 'm', node: object, fix: () => null });
    expect(report.fix?.(fixer)).toBeNull();
  });
});

describe('the source code of a Markdown block', () => {
  const block = sourceCodeOf('\r\n\r\nnew Docker(\n  options,\n);\n');

  it('counts lines as JavaScript does, columns from 0', () => {
    expect(block.getLocFromIndex(4)).toEqual({ line: 3, column: 0 });
    expect(block.getIndexFromLoc({ line: 4, column: 2 })).toBe(block.text.indexOf('options'));
  });

  it('finds the innermost node at an offset, and the last token of a node', () => {
    expect(block.getNodeByRangeIndex(block.text.indexOf('options'))?.type).toBe('Identifier');
    expect(block.getNodeByRangeIndex(0)?.type).toBe('Program');
    const call = block.getNodeByRangeIndex(block.text.indexOf('new'));
    expect(call && block.getLastToken(call)?.value).toBe(')');
    expect(call && block.getText(call)).toBe('new Docker(\n  options,\n)');
    expect(block.getText()).toBe(block.text);
  });

  it('gives the scope of a node', () => {
    const identifier = block.getNodeByRangeIndex(block.text.indexOf('options'));
    expect(identifier && block.getScope(identifier)?.type).toBe('module');
    expect(block.getDeclaredVariables(block.ast)).toEqual([]);
  });
});
