/** The value, or a thrown error naming what the test expected to find: a test's setup or data is wrong. */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, found ${String(value)}`);
  return value;
}
