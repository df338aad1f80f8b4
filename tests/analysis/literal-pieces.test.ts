import { describe, expect, it } from 'vitest';
import { escapeAwarePieces } from '../../src/analysis/string/literal-pieces.js';

describe('escapeAwarePieces', () => {
  it('maps plain runs to their source offsets and leaves escapes unmapped, those side by side in one piece', () => {
    expect(escapeAwarePieces(String.raw`GET /a HTTP/1.1\r\nHost: x`, 10, 'GET /a HTTP/1.1\r\nHost: x', false)).toEqual([
      { kind: 'text', value: 'GET /a HTTP/1.1', start: 10 },
      { kind: 'text', value: '\r\n', start: null },
      { kind: 'text', value: 'Host: x', start: 29 },
    ]);
  });

  it('keeps apart escapes that plain text separates, and ends with an escape', () => {
    expect(escapeAwarePieces(String.raw`\ta\tb\n`, 0, '\ta\tb\n', false)).toEqual([
      { kind: 'text', value: '\t', start: null },
      { kind: 'text', value: 'a', start: 2 },
      { kind: 'text', value: '\t', start: null },
      { kind: 'text', value: 'b', start: 5 },
      { kind: 'text', value: '\n', start: null },
    ]);
  });

  it('reads thousands of escapes side by side as one piece', () => {
    const raw = String.raw`-H "${'\\"'.repeat(5000)}"`;
    expect(escapeAwarePieces(raw, 0, `-H "${'"'.repeat(5000)}"`, false)).toEqual([
      { kind: 'text', value: '-H "', start: 0 },
      { kind: 'text', value: '"'.repeat(5000), start: null },
      { kind: 'text', value: '"', start: raw.length - 1 },
    ]);
  });

  it.each([
    [String.raw`\x41`, 'A'],
    [String.raw`\u0041`, 'A'],
    [String.raw`\u{1F600}`, '\u{1F600}'],
    [String.raw`\101`, 'A'],
    [String.raw`\0`, '\0'],
    [String.raw`\/`, '/'],
    ['\\\n', ''],
  ])('reads %s', (raw, value) => {
    expect(
      escapeAwarePieces(`a${raw}b`, 0, `a${value}b`, false)
        .map((piece) => piece.value)
        .join(''),
    ).toBe(`a${value}b`);
  });

  it("turns a template's CRLF into an unmapped LF", () => {
    expect(escapeAwarePieces('a\r\nb', 0, 'a\nb', true)).toEqual([
      { kind: 'text', value: 'a', start: 0 },
      { kind: 'text', value: '\n', start: null },
      { kind: 'text', value: 'b', start: 3 },
    ]);
  });

  it('gives one unmapped piece when its reading does not match the value', () => {
    expect(escapeAwarePieces('a&amp;b', 0, 'a&b', false)).toEqual([{ kind: 'text', value: 'a&b', start: null }]);
  });
});
