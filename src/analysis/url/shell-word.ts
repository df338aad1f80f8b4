import { ansiCText } from './ansi-c-quote.js';
import { closingQuote } from './closing-quote.js';

/** What a word token of a command line reads as, by shell-quote 1.12's rules. */
export type WordReading =
  | { readonly kind: 'word'; readonly text: string }
  /** An unquoted `#`: the rest of the line is a comment; `before` is the word's text up to it. */
  | { readonly kind: 'comment'; readonly before: string }
  /**
   * An operator character outside quotes. Only a `${...}` can bring one there, by taking a quote
   * into its name: `"${"}";` is the variable `"`, then a closing quote, then `;`.
   */
  | { readonly kind: 'operator' }
  /** A `${` without its `}`, or `${}`: no shell reads the line. */
  | { readonly kind: 'unreadable' };

const UNREADABLE: WordReading = { kind: 'unreadable' };
const OPERATOR: WordReading = { kind: 'operator' };

/** Outside quotes, the ASCII characters that are not text as they stand (all others are). */
const SPECIAL_OUTSIDE_QUOTES = new Uint8Array(128).map((_, code) => ('"\'\\$#|&;()<>'.includes(String.fromCharCode(code)) ? 1 : 0));
const SINGLE_QUOTE = 0x27;
const DOUBLE_QUOTE = 0x22;
const BACKSLASH = 0x5c;
const DOLLAR = 0x24;

/**
 * The text of the word token `line[start, end)`: quotes removed, backslash escapes applied, `$'...'`
 * decoded, variables kept as `$NAME` (`${NAME}` as `$NAME`).
 */
export function readWord(line: string, start: number, end: number): WordReading {
  let text = '';
  /** line[copyFrom, index) is text as it stands, not yet added. */
  let copyFrom = start;
  let quote: '"' | "'" | null = null;
  for (let index = start; index < end; index++) {
    const code = line.charCodeAt(index);
    if (quote === "'") {
      if (code !== SINGLE_QUOTE) continue;
      text += line.slice(copyFrom, index);
      quote = null;
      copyFrom = index + 1;
    } else if (quote === '"') {
      if (code !== DOUBLE_QUOTE && code !== BACKSLASH && code !== DOLLAR) continue;
      text += line.slice(copyFrom, index);
      if (code === DOUBLE_QUOTE) {
        quote = null;
      } else if (code === BACKSLASH) {
        // In double quotes a backslash escapes only `"`, `\` and `$`; before anything else it stays.
        index++;
        const next = index < end ? line.charAt(index) : '';
        text += next === '"' || next === '\\' || next === '$' ? next : `\\${next}`;
      } else {
        const variable = readVariable(line, index, end);
        if (variable === null) return UNREADABLE;
        text += variable.text;
        index = variable.last;
      }
      copyFrom = index + 1;
    } else {
      if (code >= 128 || SPECIAL_OUTSIDE_QUOTES[code] === 0) continue;
      text += line.slice(copyFrom, index);
      const char = line[index];
      if (char === '"' || char === "'") {
        quote = char;
        copyFrom = index + 1;
      } else if (char === '\\') {
        // The next character is text, whatever it is.
        copyFrom = index + 1;
        index++;
      } else if (char === '$') {
        const close = line[index + 1] === "'" && index + 1 < end ? closingQuote(line, index + 2, end, SINGLE_QUOTE) : -1;
        if (close !== -1) {
          text += ansiCText(line.slice(index + 2, close));
          index = close;
        } else {
          const variable = readVariable(line, index, end);
          if (variable === null) return UNREADABLE;
          text += variable.text;
          index = variable.last;
        }
        copyFrom = index + 1;
      } else if (char === '#') {
        return { kind: 'comment', before: text };
      } else {
        return OPERATOR;
      }
    }
  }
  return { kind: 'word', text: text + line.slice(copyFrom, end) };
}

/** The one-character names of special parameters: `$*`, `$@`, `$#`, `$?`, `$$`, `$!`, `$-`. */
const SPECIAL_PARAMETERS = new Set(['*', '@', '#', '?', '$', '!', '-']);

/**
 * The variable whose `$` is at `dollar`, as `$NAME` (`$` alone when no name follows), and the index
 * of its last character; null for a `${` without its `}` or a `${}`.
 */
function readVariable(line: string, dollar: number, end: number): { text: string; last: number } | null {
  const first = dollar + 1;
  if (first < end && line[first] === '{') {
    const nameStart = first + 1;
    if (nameStart < end && line[nameStart] === '}') return null;
    // A `${` inside the braces opens a pair of its own.
    let depth = 1;
    let index = nameStart;
    for (; depth > 0 && index < end; index++) {
      if (line[index] === '{' && line[index - 1] === '$') depth++;
      else if (line[index] === '}') depth--;
    }
    return depth === 0 ? { text: `$${line.slice(nameStart, index - 1)}`, last: index - 1 } : null;
  }
  if (first < end && SPECIAL_PARAMETERS.has(line.charAt(first))) return { text: `$${line.charAt(first)}`, last: first };
  let index = first;
  while (index < end && isNameCharacter(line.charCodeAt(index))) index++;
  return { text: `$${line.slice(first, index)}`, last: index - 1 };
}

/** `[A-Za-z0-9_]` */
function isNameCharacter(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}
