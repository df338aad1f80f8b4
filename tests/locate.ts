/** A span of the code as RuleTester compares it: 1-based lines and columns, the end exclusive. */
export interface Location {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * The exact location of `snippet` in `code`: of its only occurrence, or, when it occurs more than
 * once, of the one at `occurrence` (counted from 0), which must then be given.
 */
export function locate(code: string, snippet: string, occurrence?: number): Location {
  const starts = startsOf(code, snippet);
  if (starts.length === 0) throw new Error(`test setup: ${JSON.stringify(snippet)} is not in ${JSON.stringify(code)}`);
  if (occurrence === undefined && starts.length > 1) {
    throw new Error(
      `test setup: ${JSON.stringify(snippet)} occurs ${starts.length} times in ${JSON.stringify(code)}; say which with an occurrence`,
    );
  }
  const start = starts[occurrence ?? 0];
  if (start === undefined) {
    throw new Error(`test setup: ${JSON.stringify(snippet)} occurs ${starts.length} times, so there is no occurrence ${occurrence ?? 0}`);
  }
  const from = position(code, start);
  const to = position(code, start + snippet.length);
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

/** Every offset where `snippet` starts, overlapping ones included. */
function startsOf(code: string, snippet: string): number[] {
  const starts: number[] = [];
  for (let start = code.indexOf(snippet); start !== -1 && snippet !== ''; start = code.indexOf(snippet, start + 1)) starts.push(start);
  return starts;
}

function position(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
