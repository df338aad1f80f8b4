import { parse, type ParseEntry } from 'shell-quote';

/**
 * `$VAR` and `${...}` stay opaque text: their value is not known, and must not look like an option or
 * a method. An object rather than a function: given a function, shell-quote splits every word of the
 * result again with a regex of its own (a 160,000-character command line took a second).
 */
const keepVariable: Record<string, string> = new Proxy({}, { get: (_, name) => (typeof name === 'string' ? `$${name}` : undefined) });

/** A backslash before a line break joins the lines, as in a shell. */
const LINE_CONTINUATION = /\\\r?\n/g;

/** Operators that redirect a stream: the word after one is its file, not an argument. */
const REDIRECTIONS = new Set(['<', '>', '>>', '>&', '<&', '&>', '&>>', '>|', '<>', '<<<', '<<-', '<<']);

/**
 * The words of the first simple command of a shell command line, as a shell reads them (quotes
 * removed, escapes applied, variables kept as `$NAME`), read by shell-quote. Reading stops at the
 * first control operator (`;`, `&&`, `|`, `&`, `(`, ...) or comment; a redirection and its file are
 * left out; a glob is its pattern. Null when the line cannot be read (a `${` without its `}`).
 * Characters with no meaning to a shell, such as the HOLE of a `${...}` in the source, stay inside
 * their word.
 */
export function shellWords(line: string): string[] | null {
  let entries: ParseEntry[];
  try {
    entries = parse(line.replace(LINE_CONTINUATION, ''), keepVariable);
  } catch {
    return null;
  }
  const words: string[] = [];
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!;
    if (typeof entry === 'string') words.push(entry);
    else if ('comment' in entry) break;
    else if (entry.op === 'glob') words.push(entry.pattern);
    else if (REDIRECTIONS.has(entry.op)) index++;
    else break;
  }
  return words;
}
