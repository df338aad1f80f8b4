import { HOLE, type FlatString } from './string-shape.js';

/** A stretch of flat text: [start, end). */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface Segment extends Span {
  /** The segment's flat text; holes stand as HOLE. */
  readonly text: string;
  /** True when the segment holds no hole. */
  readonly isStatic: boolean;
}

/** One URL or path found in a string, with every part located in the string's flat text. */
export interface UrlShape extends Span {
  readonly flat: FlatString;
  /** Lower-cased scheme when written statically (`https`), else null. */
  readonly scheme: string | null;
  /** `scheme://authority`, or the unknown values the string starts with before its path. */
  readonly origin: Span | null;
  /** Lower-cased host when written statically; null when absent or built at run time. */
  readonly host: string | null;
  /** True when the path does not start with `/` and no origin stands before it. */
  readonly isRelative: boolean;
  readonly path: Span;
  /** Path segments; a trailing slash adds none. */
  readonly segments: readonly Segment[];
  /** The query without its `?`. */
  readonly query: Span | null;
}

const SCHEME = /^[a-z][\d+.a-z-]*:\/\//i;
const EMBEDDED_URL = /[a-z][\d+.a-z-]*:\/\/[^\s"'<>`]*/gi;
const WHITESPACE = /\s/;

/**
 * The URLs in a string: the whole string when it is one URL or path, or each `scheme://` URL
 * in a string of several words (a command line, a message).
 */
export function parseUrls(flat: FlatString): UrlShape[] {
  if (!WHITESPACE.test(flat.text)) {
    const url = parseUrl(flat, 0, flat.text.length);
    return url ? [url] : [];
  }
  const urls: UrlShape[] = [];
  for (const match of flat.text.matchAll(EMBEDDED_URL)) {
    const url = parseUrl(flat, match.index, match.index + match[0].length);
    if (url) urls.push(url);
  }
  return urls;
}

function parseUrl(flat: FlatString, start: number, end: number): UrlShape | null {
  const source = flat.text;
  let scheme: string | null = null;
  let origin: Span | null = null;
  let host: string | null = null;
  let pathStart = start;
  const schemeMatch = SCHEME.exec(source.slice(start, Math.min(end, start + 64)));
  if (schemeMatch) {
    scheme = schemeMatch[0].slice(0, -3).toLowerCase();
    const authorityStart = start + schemeMatch[0].length;
    pathStart = endOfAuthority(source, authorityStart, end);
    origin = { start, end: pathStart };
    host = hostOf(source.slice(authorityStart, pathStart));
  } else if (source.startsWith(HOLE, start)) {
    while (pathStart < end && source[pathStart] === HOLE) pathStart++;
    if (source[pathStart] !== '/') return null;
    origin = { start, end: pathStart };
  } else if (source.startsWith('//', start)) {
    pathStart = endOfAuthority(source, start + 2, end);
    origin = { start, end: pathStart };
    host = hostOf(source.slice(start + 2, pathStart));
  }
  let pathEnd = pathStart;
  while (pathEnd < end && source[pathEnd] !== '?' && source[pathEnd] !== '#') pathEnd++;
  let query: Span | null = null;
  if (source[pathEnd] === '?') {
    const hash = source.indexOf('#', pathEnd);
    query = { start: pathEnd + 1, end: hash === -1 || hash > end ? end : hash };
  }
  return {
    flat,
    start,
    end,
    scheme,
    origin,
    host,
    isRelative: origin === null && source[pathStart] !== '/',
    path: { start: pathStart, end: pathEnd },
    segments: splitSegments(source, pathStart, pathEnd),
    query,
  };
}

function endOfAuthority(source: string, from: number, end: number): number {
  let index = from;
  while (index < end && source[index] !== '/' && source[index] !== '?' && source[index] !== '#') index++;
  return index;
}

function hostOf(authority: string): string | null {
  if (authority.includes(HOLE)) return null;
  const withoutUser = authority.slice(authority.lastIndexOf('@') + 1);
  const withoutPort = withoutUser.replace(/:\d*$/, '');
  return withoutPort.toLowerCase();
}

function splitSegments(source: string, start: number, end: number): Segment[] {
  const bodyStart = source[start] === '/' ? start + 1 : start;
  if (bodyStart >= end) return [];
  const parts = source.slice(bodyStart, end).split('/');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const segments: Segment[] = [];
  let offset = bodyStart;
  for (const part of parts) {
    segments.push({ start: offset, end: offset + part.length, text: part, isStatic: !part.includes(HOLE) });
    offset += part.length + 1;
  }
  return segments;
}
