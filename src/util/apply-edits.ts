import type { TSESLint } from '@typescript-eslint/utils';
import type { Edit } from '../analysis/url/rewrite.js';

/** A fix function that makes all the edits at once. */
export function applyEdits(edits: readonly Edit[]): TSESLint.ReportFixFunction {
  return (fixer) => edits.map((edit) => fixer.replaceTextRange(edit.range, edit.text));
}
