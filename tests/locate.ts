/** The exact location of `snippet` in `code` (its first occurrence after `after`), as RuleTester expects it. */
export function locate(
  code: string,
  snippet: string,
  after = '',
): { line: number; column: number; endLine: number; endColumn: number } {
  const anchor = code.indexOf(after);
  const start = anchor === -1 ? -1 : code.indexOf(snippet, anchor + after.length);
  if (start === -1) throw new Error(`test setup: ${JSON.stringify(snippet)} is not in ${JSON.stringify(code)}`);
  const position = (offset: number) => {
    const before = code.slice(0, offset);
    return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
  };
  const from = position(start);
  const to = position(start + snippet.length);
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}
