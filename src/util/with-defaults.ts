function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A given value over its default: objects merged key by key, anything else replacing it. */
function merge(fallback: unknown, value: unknown): unknown {
  if (value === undefined) return fallback;
  if (!isPlainObject(fallback) || !isPlainObject(value)) return value;
  const merged: Record<string, unknown> = { ...fallback };
  for (const [key, given] of Object.entries(value)) merged[key] = merge(merged[key], given);
  return merged;
}

/**
 * A rule's options with its defaults filled in, position by position: objects are merged key by key
 * (deeply), any other given value replaces its default. The defaults are never modified.
 */
export function withDefaults<Options extends readonly unknown[]>(defaults: Readonly<Options>, given: readonly unknown[]): Options {
  const length = Math.max(defaults.length, given.length);
  return Array.from({ length }, (_, index) => merge(defaults[index], given[index])) as unknown as Options;
}
