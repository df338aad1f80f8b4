const BACKSLASH = 0x5c;

/** The first `quote` (a character code) in `text` from `from` to `end` that no backslash escapes, or -1. */
export function closingQuote(text: string, from: number, end: number, quote: number): number {
  for (let index = from; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === quote) return index;
    if (code === BACKSLASH) {
      // A backslash with nothing after it escapes nothing, and the quote stays open.
      if (index + 1 === end) return -1;
      index++;
    }
  }
  return -1;
}
