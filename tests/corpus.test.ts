import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusFiles, evenSample, lintCorpus } from '../scripts/lib/corpus.mjs';
import plugin from '../src/index.js';

interface Summary {
  files: number;
  problems: { file: string; kind: string; detail: string }[];
}

const SAMPLE_SIZE = 2000;

describe('real code nobody here wrote (a fixed sample of node_modules; npm run test:corpus lints it all)', () => {
  const files: string[] = evenSample(corpusFiles(fileURLToPath(new URL('../node_modules', import.meta.url))), SAMPLE_SIZE);

  it(`lints ${SAMPLE_SIZE} files with every rule: no throw, every fix and suggestion parses, fixes settle in one pass`, () => {
    expect(files.length).toBe(SAMPLE_SIZE);
    expect(files.some((file) => /\.[cm]?ts$/.test(file))).toBe(true);
    const summary = lintCorpus(files, plugin) as Summary;
    expect(summary.files).toBeGreaterThan(SAMPLE_SIZE * 0.95);
    expect(summary.problems.map((problem) => `${problem.kind} ${problem.file}: ${problem.detail}`)).toEqual([]);
  }, 300_000);
});
