import type { Linter } from 'eslint';

/** A plugin as the corpus checks use it: its `all` config is applied to every file. */
export interface CorpusPlugin {
  configs: { all: object };
}

export type ProblemKind = 'crash' | 'unparsableFix' | 'unsettledFix' | 'unparsableSuggestion';

export interface FileResult {
  file: string;
  reports: number;
  fixes: number;
  suggestions: number;
  problems: { kind: ProblemKind; detail: string }[];
  messages: Linter.LintMessage[];
}

export interface CorpusSummary {
  files: number;
  unparsed: number;
  reports: number;
  fixes: number;
  suggestions: number;
  problems: { file: string; kind: ProblemKind; detail: string }[];
}

export interface FixToApply {
  fix?: { range: readonly [number, number]; text: string } | undefined;
}

export declare function corpusFiles(root: string): string[];
export declare function evenSample<T>(files: readonly T[], count: number): T[];
export declare function languageOptionsFor(file: string): Linter.LanguageOptions[];
export declare function applyFixesOnce(
  code: string,
  messages: readonly FixToApply[],
): { output: string; applied: number; deferred: number };
export declare function lintFile(linter: Linter, plugin: CorpusPlugin, file: string, code: string): FileResult | null;
export declare function lintCorpus(files: readonly string[], plugin: CorpusPlugin, onFile?: (result: FileResult) => void): CorpusSummary;
