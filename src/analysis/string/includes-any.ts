/**
 * Letters from the rarest to the commonest in code, roughly: a word is anchored on its rarest one. Capitals rank
 * before all of them where case counts (code is mostly lower case); digits and punctuation after them.
 */
const LETTERS_BY_RARITY = 'jqxzkvbpygwfmculdhrsnioate';

function rarity(character: string, ignoreCase: boolean): number {
  const letter = LETTERS_BY_RARITY.indexOf(character.toLowerCase());
  if (letter === -1) return 2 * LETTERS_BY_RARITY.length;
  const capital = !ignoreCase && character !== character.toLowerCase();
  return capital ? letter : LETTERS_BY_RARITY.length + letter;
}

/** A word and where in it its anchor stands. */
interface Anchored {
  readonly word: string;
  readonly offset: number;
}

/** Whether `word` stands at `start` of `text`, in any case when `ignoreCase` (then `word` is in lower case). */
function standsAt(text: string, start: number, word: string, ignoreCase: boolean): boolean {
  if (start < 0) return false;
  if (!ignoreCase) return text.startsWith(word, start);
  if (start + word.length > text.length) return false;
  for (let index = 0; index < word.length; index++) {
    const code = text.charCodeAt(start + index);
    // A capital ASCII letter compares as its small one.
    const lower = code >= 65 && code <= 90 ? code + 32 : code;
    if (lower !== word.charCodeAt(index)) return false;
  }
  return true;
}

/** How many characters from its rarest one a word's anchor takes, where case counts. */
const ANCHOR_LENGTH = 3;

/**
 * A search for any of a few words in long texts, at the speed of a one-character search: each word
 * is anchored on its rarest character, and the text is searched only for the distinct anchors
 * (`dockerode` and `docker-modem` share their `ker`), each hit checked against the words that have it.
 * Where case counts, the anchor is the rarest character and the two after it: the engine's search for
 * such a short string skips to its first character natively, so the common hits of one letter (`k` in
 * `break`, `token`) never return to this code. Where case does not count, each anchor letter is searched
 * for in both cases. A multi-character `includes` of a whole word reads a large text about three times
 * slower (the engine looks for its first letter), and once per word; lowering a whole text to compare it
 * without case costs more than the search.
 */
export class IncludesAny {
  /** The words by their anchor; with `ignoreCase`, each anchor letter is searched for in both cases. */
  private readonly byAnchor = new Map<string, Anchored[]>();

  constructor(
    words: Iterable<string>,
    private readonly ignoreCase = false,
  ) {
    for (const given of words) {
      if (given.length === 0) throw new Error('IncludesAny needs words of at least one character, got "".');
      const word = ignoreCase ? given.toLowerCase() : given;
      let offset = 0;
      for (let index = 1; index < word.length; index++) {
        if (rarity(word.charAt(index), ignoreCase) < rarity(word.charAt(offset), ignoreCase)) offset = index;
      }
      const anchor = ignoreCase ? word.charAt(offset) : word.slice(offset, offset + ANCHOR_LENGTH);
      const anchors = ignoreCase && anchor.toUpperCase() !== anchor ? [anchor, anchor.toUpperCase()] : [anchor];
      for (const key of anchors) {
        const group = this.byAnchor.get(key);
        if (group) group.push({ word, offset });
        else this.byAnchor.set(key, [{ word, offset }]);
      }
    }
  }

  in(text: string): boolean {
    for (const [anchor, words] of this.byAnchor) {
      for (let at = text.indexOf(anchor); at !== -1; at = text.indexOf(anchor, at + 1)) {
        for (const { word, offset } of words) if (standsAt(text, at - offset, word, this.ignoreCase)) return true;
      }
    }
    return false;
  }
}
