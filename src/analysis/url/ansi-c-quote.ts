/**
 * The escapes of bash's `$'...'` as shell-quote 1.12 decodes them: octal (`\101`), hex (`\x41`,
 * `\u0041`, `\U00000041`), control (`\cA`, `\c?`) and letters (`\n`, `\e`, ...).
 */
const ESCAPE = /\\(?:([0-7]{1,3})|x([\dA-Fa-f]{1,2})|u([\dA-Fa-f]{1,4})|U([\dA-Fa-f]{1,8})|c(\\\\|[\s\S])|([abeEfnrtv\\'"?]))/g;

const LETTERS = new Map([
  ['a', '\x07'],
  ['b', '\b'],
  ['e', '\x1B'],
  ['E', '\x1B'],
  ['f', '\f'],
  ['n', '\n'],
  ['r', '\r'],
  ['t', '\t'],
  ['v', '\v'],
]);

/** The text of the body of a `$'...'`. As in bash, a NUL (written or escaped) ends it. */
export function ansiCText(body: string): string {
  const text = body.replace(ESCAPE, decode);
  const nul = text.indexOf('\0');
  return nul === -1 ? text : text.slice(0, nul);
}

function decode(
  escape: string,
  octal: string | undefined,
  hex2: string | undefined,
  hex4: string | undefined,
  hex8: string | undefined,
  control: string | undefined,
  letter: string | undefined,
): string {
  if (octal !== undefined) return String.fromCharCode(parseInt(octal, 8) & 0xff);
  const hex = hex2 ?? hex4 ?? hex8;
  if (hex !== undefined) {
    const codePoint = parseInt(hex, 16);
    // Beyond Unicode: the escape stays as written.
    return codePoint > 0x10ffff ? escape : String.fromCodePoint(codePoint);
  }
  if (control !== undefined) return control === '?' ? '\x7F' : String.fromCharCode(control.charCodeAt(0) & 0x1f);
  if (letter === undefined) return escape;
  return LETTERS.get(letter) ?? letter;
}
