import type { CorpusPlugin, FileResult } from './corpus.mjs';

export interface FuzzSummary {
  seed: number;
  count: number;
  parsed: number;
  reports: number;
  fixes: number;
  suggestions: number;
  failures: { index: number; code: string; problems: FileResult['problems'] }[];
}

export declare function seededRandom(seed: number): () => number;
export declare function randomStatements(random: () => number, count: number): string[];
export declare function randomDockerProgram(random: () => number): string;
export declare function fuzz(options: { seed: number; count: number; plugin: CorpusPlugin }): FuzzSummary;
