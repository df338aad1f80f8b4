import { flatten, HOLE } from '../../src/analysis/string/string-shape.js';
import { emptyFacts, type TextFacts } from '../../src/facts/text-facts.js';

/** What a front end read, in short: each sent text (holes as `{}`), its methods, and each setting with the text at its range. */
export function summary(read: (source: string, offset: number, facts: TextFacts) => void, source: string) {
  const facts = emptyFacts();
  read(source, 0, facts);
  return {
    texts: facts.texts.map((sent) => ({
      text: flatten(sent.shape).text.replaceAll(HOLE, '{}'),
      methods: sent.methods ? [...sent.methods] : null,
      ...(sent.throughSocket ? { throughSocket: true } : {}),
      ...(sent.localHostThroughSocket ? { localHostThroughSocket: true } : {}),
      at: source.slice(sent.range[0], sent.range[1]),
    })),
    // Settings are found in two passes; their order in the file is what a reader expects.
    settings: [...facts.settings]
      .sort((a, b) => a.range[0] - b.range[0])
      .map((setting) => ({ value: setting.value, at: source.slice(setting.range[0], setting.range[1]) })),
  };
}
