/** Where each word is anchored: its fourth character, which the scan looks for alone. */
const ANCHOR = 3;

/**
 * A search for any of a few words in long texts, at the speed of a one-character search: each word
 * is anchored on its fourth character, and the text is searched only for the distinct anchors
 * (`dockerode` and `docker-modem` share their `k`), each hit checked against the words that have it.
 * A multi-character `includes` reads a large text about three times slower, and once per word.
 */
export class IncludesAny {
  private readonly byAnchor = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (word.length <= ANCHOR) throw new Error(`IncludesAny needs words of more than ${ANCHOR} characters, got "${word}".`);
      const anchor = word.charAt(ANCHOR);
      const group = this.byAnchor.get(anchor);
      if (group) group.push(word);
      else this.byAnchor.set(anchor, [word]);
    }
  }

  in(text: string): boolean {
    for (const [anchor, words] of this.byAnchor) {
      for (let at = text.indexOf(anchor, ANCHOR); at !== -1; at = text.indexOf(anchor, at + 1)) {
        for (const word of words) if (text.startsWith(word, at - ANCHOR)) return true;
      }
    }
    return false;
  }
}
