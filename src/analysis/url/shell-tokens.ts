import { closingQuote } from './closing-quote.js';

/**
 * The tokens of a command line, split where shell-quote 1.12's `parse` splits it (its chunking
 * regex), which is how the curl reader has always read command lines: each token is an operator
 * (`;`, `&&`, `>`, `(`, ...) or a word still in its quotes. Whitespace and a quote that never closes
 * belong to no token: `'a b` is the words `a` and `b`. Read in one pass, one token at a time:
 *
 *     const tokens = new ShellTokens(line);
 *     while (tokens.next()) use(tokens.start, tokens.end, tokens.isOperator);
 */
export class ShellTokens {
  /** Where the current token starts and ends in the line. */
  start = 0;
  end = 0;
  isOperator = false;
  readonly #line: string;
  readonly #closing: ClosingQuotes;

  constructor(line: string) {
    this.#line = line;
    this.#closing = new ClosingQuotes(line);
  }

  /** Moves to the next token; false when the line has no more. */
  next(): boolean {
    const line = this.#line;
    let index = this.end;
    while (index < line.length) {
      const operatorEnd = operatorEndAt(line, index);
      if (operatorEnd !== -1) return this.#found(index, operatorEnd, true);
      const wordEnd = wordEndAt(line, index, this.#closing);
      if (wordEnd !== index) return this.#found(index, wordEnd, false);
      index++;
    }
    this.start = this.end = line.length;
    return false;
  }

  #found(start: number, end: number, isOperator: boolean): true {
    this.start = start;
    this.end = end;
    this.isOperator = isOperator;
    return true;
  }
}

/** Where the operator at `index` ends, the longest one first (`;;&` before `;;` before `;`); -1 when none starts there. */
function operatorEndAt(line: string, index: number): number {
  const next = line[index + 1];
  const afterNext = line[index + 2];
  switch (line[index]) {
    case '|':
      return next === '|' || next === '&' ? index + 2 : index + 1;
    case '&':
      if (next === '&') return index + 2;
      if (next === '>') return afterNext === '>' ? index + 3 : index + 2;
      return index + 1;
    case ';':
      if (next === ';') return afterNext === '&' ? index + 3 : index + 2;
      return next === '&' ? index + 2 : index + 1;
    case '<':
      if (next === '(' || next === '&' || next === '>') return index + 2;
      if (next !== '<') return index + 1;
      if (afterNext === '<' || afterNext === '-') return index + 3;
      // `<<(` is `<` then `<(`.
      return afterNext === '(' ? index + 1 : index + 2;
    case '>':
      return next === '>' || next === '&' || next === '|' || next === '(' ? index + 2 : index + 1;
    case '(':
    case ')':
      return index + 1;
    default:
      return -1;
  }
}

const SINGLE_QUOTE = 0x27;
const DOUBLE_QUOTE = 0x22;

/** The ASCII characters a backslash outside quotes takes with it as one piece of a word; before anything else it is a piece alone. */
const ESCAPABLE_ASCII = new Uint8Array(128).map((_, code) => ('\'"$\\|&;()<> \t'.includes(String.fromCharCode(code)) ? 1 : 0));

/** The ASCII characters that are a piece of a word by themselves: all but whitespace, quotes, `$`, `\` and `|&;()<>`. */
const BARE_ASCII = new Uint8Array(128).map((_, code) => (/[\s"'$\\|&;()<>]/.test(String.fromCharCode(code)) ? 0 : 1));

/** JavaScript's `\s` outside ASCII, as shell-quote's regex reads whitespace. */
function isNonAsciiSpace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Where the word starting at `start` ends: a run of bare characters, `\x` escapes, `"..."`, `'...'`
 * and `$'...'` with no whitespace or operator between them. `start` itself when no word starts there.
 */
function wordEndAt(line: string, start: number, closing: ClosingQuotes): number {
  let index = start;
  while (index < line.length) {
    const code = line.charCodeAt(index);
    if (code < 128 ? BARE_ASCII[code] === 1 : !isNonAsciiSpace(code)) {
      index++;
      continue;
    }
    const char = line[index];
    if (char === '$') {
      const next = line[index + 1];
      if (next === "'") {
        // `$'...'` when it closes; else the `$` alone, and the `'` is read next.
        const close = closing.ansiC(index);
        index = close === -1 ? index + 1 : close + 1;
      } else {
        index += next === '$' ? 2 : 1;
      }
    } else if (char === '\\') {
      const next = line.charCodeAt(index + 1);
      index += next < 128 && ESCAPABLE_ASCII[next] === 1 ? 2 : 1;
    } else if (char === '"' || char === "'") {
      const close = char === '"' ? closing.double(index) : closing.single(index);
      if (close === -1) break;
      index = close + 1;
    } else {
      // Whitespace or an operator.
      break;
    }
  }
  return index;
}

/**
 * The closing quote of each kind of quoted text, each search made at most once per quote. When one
 * finds no closing quote from some opening, none opening later closes either (a later quote of that
 * kind would have closed the first one), so the search is not made again.
 */
class ClosingQuotes {
  readonly #line: string;
  #singleUnclosedFrom = Infinity;
  #doubleUnclosedFrom = Infinity;
  #ansiCUnclosedFrom = Infinity;

  constructor(line: string) {
    this.#line = line;
  }

  /** The `'` that closes the one at `open`, or -1. */
  single(open: number): number {
    if (open >= this.#singleUnclosedFrom) return -1;
    const close = this.#line.indexOf("'", open + 1);
    if (close === -1) this.#singleUnclosedFrom = open;
    return close;
  }

  /** The `"` that closes the one at `open` (a backslash escapes any character), or -1. */
  double(open: number): number {
    if (open >= this.#doubleUnclosedFrom) return -1;
    const close = closingQuote(this.#line, open + 1, this.#line.length, DOUBLE_QUOTE);
    if (close === -1) this.#doubleUnclosedFrom = open;
    return close;
  }

  /** The `'` that closes the `$'` at `dollar` (a backslash escapes any character), or -1. */
  ansiC(dollar: number): number {
    if (dollar >= this.#ansiCUnclosedFrom) return -1;
    const close = closingQuote(this.#line, dollar + 2, this.#line.length, SINGLE_QUOTE);
    if (close === -1) this.#ansiCUnclosedFrom = dollar;
    return close;
  }
}
