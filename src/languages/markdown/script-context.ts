import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { ScriptSourceCode } from './script-source-code.js';

type RuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;
type Descriptor = TSESLint.ReportDescriptor<string>;
type FixFunction = TSESLint.ReportFixFunction;
type Fix = TSESLint.RuleFix;

/** The Markdown file's source code, as @eslint/markdown's language gives it. */
interface MarkdownSourceCode {
  readonly text: string;
  getLocFromIndex(index: number): TSESTree.Position;
}

/**
 * The rule context of a JavaScript or TypeScript block of a Markdown file: the block's source code, and reports
 * handed to the Markdown file's context. Locations are the Markdown file's in its language's numbering (columns
 * from 1); nodes and tokens in fixes are edited through their ranges (ESLint's fixer asks the Markdown source code
 * for a node's range, which knows no JavaScript node); a fix that would edit more than the block's code (the `> ` of
 * a quoted block, a list's indentation) is dropped.
 */
export function scriptContext<Context extends RuleContext>(context: Context, block: ScriptSourceCode, file: MarkdownSourceCode): Context {
  const at = (position: TSESTree.Position) => file.getLocFromIndex(block.getIndexFromLoc(position));
  const inFile = (loc: TSESTree.SourceLocation | TSESTree.Position) =>
    'start' in loc ? { start: at(loc.start), end: at(loc.end) } : at(loc);
  const guard = (fix: FixFunction) => guardedFix(fix, block.text, file.text);
  const report = (descriptor: Descriptor): void => {
    const loc = 'loc' in descriptor && descriptor.loc ? descriptor.loc : (descriptor as { node: TSESTree.Node }).node.loc;
    context.report({
      messageId: descriptor.messageId,
      data: descriptor.data,
      loc: inFile(loc) as TSESTree.SourceLocation,
      fix: descriptor.fix && guard(descriptor.fix),
      suggest: descriptor.suggest?.map((suggestion) => ({ ...suggestion, fix: guard(suggestion.fix) })),
    });
  };
  return Object.create(context, { sourceCode: { value: block }, report: { value: report } }) as Context;
}

function guardedFix(fix: FixFunction, blockText: string, fileText: string): FixFunction {
  return (fixer) => {
    const result = fix(byRange(fixer));
    if (!result) return null;
    const fixes: Fix[] = 'range' in result ? [result] : [...result];
    const editsCodeOnly = fixes.every(({ range: [start, end] }) => blockText.slice(start, end) === fileText.slice(start, end));
    return editsCodeOnly ? fixes : null;
  };
}

type Ranged = TSESTree.Node | TSESTree.Token;

function byRange(fixer: TSESLint.RuleFixer): TSESLint.RuleFixer {
  return {
    insertTextAfter: (nodeOrToken: Ranged, text: string) => fixer.insertTextAfterRange(nodeOrToken.range, text),
    insertTextAfterRange: (range, text) => fixer.insertTextAfterRange(range, text),
    insertTextBefore: (nodeOrToken: Ranged, text: string) => fixer.insertTextBeforeRange(nodeOrToken.range, text),
    insertTextBeforeRange: (range, text) => fixer.insertTextBeforeRange(range, text),
    remove: (nodeOrToken: Ranged) => fixer.removeRange(nodeOrToken.range),
    removeRange: (range) => fixer.removeRange(range),
    replaceText: (nodeOrToken: Ranged, text: string) => fixer.replaceTextRange(nodeOrToken.range, text),
    replaceTextRange: (range, text) => fixer.replaceTextRange(range, text),
  };
}
