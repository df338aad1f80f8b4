function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeObjects(defaults: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(given)) {
    const fallback = merged[key];
    merged[key] = isPlainObject(fallback) && isPlainObject(value) ? mergeObjects(fallback, value) : value;
  }
  return merged;
}

/**
 * A rule's options with its defaults filled in, position by position: objects are merged key by key
 * (deeply), any other given value replaces its default. The defaults are never modified.
 */
export function withDefaults<Options extends readonly unknown[]>(defaults: Readonly<Options>, given: readonly unknown[]): Options {
  const length = Math.max(defaults.length, given.length);
  const merged: unknown[] = [];
  for (let index = 0; index < length; index++) {
    const fallback = defaults[index];
    const value = given[index];
    if (value === undefined) merged.push(fallback);
    else merged.push(isPlainObject(fallback) && isPlainObject(value) ? mergeObjects(fallback, value) : value);
  }
  return merged as unknown as Options;
}
