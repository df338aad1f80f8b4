import type { TSESLint } from '@typescript-eslint/utils';

type Listener = (node: never) => void;

/** Several sets of listeners as one: where two listen to the same selector, both run, in order. */
export function combineListeners(...sets: readonly TSESLint.RuleListener[]): TSESLint.RuleListener {
  const combined = new Map<string, Listener[]>();
  for (const set of sets) {
    for (const [selector, listener] of Object.entries(set)) {
      if (listener) combined.set(selector, [...(combined.get(selector) ?? []), listener]);
    }
  }
  const result: Record<string, Listener> = {};
  for (const [selector, listeners] of combined) {
    const [only] = listeners;
    result[selector] =
      only !== undefined && listeners.length === 1
        ? only
        : (node: never) => {
            for (const listener of listeners) listener(node);
          };
  }
  return result;
}
