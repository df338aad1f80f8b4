// Command lines that would make a careless reader quadratic: quotes never closed, thousands of
// options, `$(` and `${` runs, holes beside backslashes. The benchmark times them at two sizes.
const HOLE = '\uE000';

/** Each makes a string of about `size` characters. */
export const ADVERSARIAL_COMMAND_LINES = {
  'an unclosed quote': (size) => `curl -d '${'x'.repeat(size)}`,
  'many quotes': (size) => `curl ${'"\''.repeat(size / 2)}`,
  'many escaped quotes': (size) => `curl -H "${'\\"'.repeat(size / 2)}`,
  'many $ and ${': (size) => `curl -X ${'a$b${'.repeat(size / 5)}`,
  "many $'": (size) => `curl ${"$'".repeat(size / 2)}`,
  'many $(': (size) => `curl -X ${'$('.repeat(size / 2)}`,
  'many options': (size) => `curl ${'-sX '.repeat(size / 4)}`,
  'many commands': (size) => 'curl -X POST http://x/v1.47/containers/a/wait; '.repeat(size / 48),
  'many curl words': (size) => `curl '${'curl -'.repeat(size / 6)}`,
  'holes and backslashes': (size) => `curl -H ${`${HOLE}\\`.repeat(size / 2)}`,
};
