import { text, type TextPiece } from './string-shape.js';

const BACKSLASH = 0x5c;
const CARRIAGE_RETURN = 0x0d;
const SIMPLE_ESCAPES: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const LEGACY_OCTAL = /^(?:[0-3][0-7]{0,2}|[4-7][0-7]?)/;

/**
 * The value of a string literal or template element as pieces: each run of characters written as
 * themselves keeps its source offset, each run of escape sequences (and a template's CRLF) is one
 * unmapped piece. So a fix can edit the plain text around an escape, and never the escape itself.
 * Falls back to one unmapped piece if the reading does not give back the parser's value.
 */
export function escapeAwarePieces(raw: string, rawStart: number, cooked: string, isTemplate: boolean): TextPiece[] {
  const pieces: TextPiece[] = [];
  let runStart = 0;
  // Escapes side by side make one piece: a string of thousands of `\"` is a few pieces, not thousands.
  let unmapped = '';
  const flush = (end: number) => {
    if (end <= runStart) return;
    if (unmapped !== '') pieces.push(text(unmapped, null));
    unmapped = '';
    pieces.push(text(raw.slice(runStart, end), rawStart + runStart));
  };
  let index = 0;
  while (index < raw.length) {
    const code = raw.charCodeAt(index);
    if (code === BACKSLASH) {
      flush(index);
      const [length, value] = readEscape(raw, index);
      unmapped += value;
      index += length;
      runStart = index;
    } else if (isTemplate && code === CARRIAGE_RETURN) {
      flush(index);
      unmapped += '\n';
      index += raw[index + 1] === '\n' ? 2 : 1;
      runStart = index;
    } else {
      index++;
    }
  }
  flush(raw.length);
  if (unmapped !== '') pieces.push(text(unmapped, null));
  return pieces.map((piece) => piece.value).join('') === cooked ? pieces : [text(cooked, null)];
}

/** The length of the escape sequence at `index` in raw source, and the text it stands for. */
function readEscape(raw: string, index: number): [number, string] {
  const next = raw[index + 1] ?? '';
  if (next === '\r') return [raw[index + 2] === '\n' ? 3 : 2, ''];
  if (next === '\n' || next === '\u2028' || next === '\u2029') return [2, ''];
  if (next === 'x') return [4, String.fromCharCode(parseInt(raw.slice(index + 2, index + 4), 16))];
  if (next === 'u') {
    if (raw[index + 2] === '{') {
      const close = raw.indexOf('}', index + 3);
      if (close === -1) return [2, 'u'];
      return [close - index + 1, String.fromCodePoint(parseInt(raw.slice(index + 3, close), 16))];
    }
    return [6, String.fromCharCode(parseInt(raw.slice(index + 2, index + 6), 16))];
  }
  const octal = next >= '0' && next <= '7' ? LEGACY_OCTAL.exec(raw.slice(index + 1, index + 4)) : null;
  if (octal) return [1 + octal[0].length, String.fromCharCode(parseInt(octal[0], 8))];
  return [2, SIMPLE_ESCAPES[next] ?? next];
}
