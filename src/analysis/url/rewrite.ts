import type { Segment, UrlShape } from './parse.js';
import { HOLE, sourceRange } from '../string/string-shape.js';

/** A replacement of source text, for a fix or a suggestion. */
export interface Edit {
  readonly range: [number, number];
  readonly text: string;
}

/** URL characters safe to put into any string literal or template: no quote, backslash, `$` or line break. */
const SAFE_INSERTION = /^[\w!%&()*+,./:;=?@[\]~-]*$/;

/** One part of a rewritten URL: static text, or a stretch of the original flat text carried across. */
type Part = { readonly literal: string } | { readonly from: Segment };

/**
 * The source edits that turn the URL's path into `pathTemplate` (its `{param}` filled with the matched
 * segments, holes and all) and, when `origin` is given and the URL has a static host, its origin into
 * `origin`. The origin and the path are edited apart, so each may sit in its own literal. Null when an edit would have to touch text outside `within` (a constant declared elsewhere),
 * text with escapes, or move a hole.
 */
export function rewriteUrl(
  url: UrlShape,
  params: ReadonlyMap<string, Segment>,
  pathTemplate: string,
  origin: string | null,
  within: readonly [number, number],
): Edit[] | null {
  const edits: Edit[] = [];
  if (origin !== null && url.origin !== null && url.host !== null) {
    const originEdit = runEdit(url, url.origin.start, url.flat.text.slice(url.origin.start, url.origin.end), origin, within);
    if (originEdit === null) return null;
    if (originEdit !== 'unchanged') edits.push(originEdit);
  }
  const parts: Part[] = [];
  const regionEnd = url.segments.at(-1)?.end ?? url.path.end;
  if (url.flat.text[url.path.start] === '/') parts.push({ literal: '/' });
  pathTemplate
    .split('/')
    .filter((segment) => segment !== '')
    .forEach((segment, index) => {
      if (index > 0) parts.push({ literal: '/' });
      if (segment.startsWith('{') && segment.endsWith('}')) {
        const matched = params.get(segment.slice(1, -1));
        if (!matched) throw new Error(`rewrite template ${pathTemplate} names an unmatched parameter ${segment}`);
        parts.push({ from: matched });
      } else {
        parts.push({ literal: segment });
      }
    });
  const pathEdits = diffToEdits(url, url.path.start, regionEnd, parts, within);
  return pathEdits && [...edits, ...pathEdits];
}

/**
 * Lines up the holes of the old region and of the new parts; the static runs between them are
 * replaced one by one, each trimmed to the characters that really change.
 */
function diffToEdits(
  url: UrlShape,
  regionStart: number,
  regionEnd: number,
  parts: readonly Part[],
  within: readonly [number, number],
): Edit[] | null {
  const flatText = url.flat.text;
  const oldHoles: number[] = [];
  for (let index = regionStart; index < regionEnd; index++) if (flatText[index] === HOLE) oldHoles.push(index);
  const newRuns: string[] = [];
  const newHoles: number[] = [];
  let run = '';
  for (const part of parts) {
    if ('literal' in part) {
      run += part.literal;
      continue;
    }
    for (let index = part.from.start; index < part.from.end; index++) {
      if (flatText[index] === HOLE) {
        newHoles.push(index);
        newRuns.push(run);
        run = '';
      } else {
        run += flatText.charAt(index);
      }
    }
  }
  newRuns.push(run);
  if (oldHoles.length !== newHoles.length || oldHoles.some((at, index) => newHoles[index] !== at)) return null;
  const edits: Edit[] = [];
  let runStart = regionStart;
  for (const [index, newRun] of newRuns.entries()) {
    const runEnd = oldHoles[index] ?? regionEnd;
    const edit = runEdit(url, runStart, flatText.slice(runStart, runEnd), newRun, within);
    if (edit === null) return null;
    if (edit !== 'unchanged') edits.push(edit);
    runStart = runEnd + 1;
  }
  return edits;
}

function runEdit(
  url: UrlShape,
  start: number,
  before: string,
  after: string,
  within: readonly [number, number],
): Edit | 'unchanged' | null {
  if (before === after) return 'unchanged';
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix++;
  }
  const replacement = after.slice(prefix, after.length - suffix);
  if (!SAFE_INSERTION.test(replacement)) return null;
  const range = sourceRange(url.flat, start + prefix, start + before.length - suffix, within);
  return range ? { range, text: replacement } : null;
}

/** The edit that replaces flat text [from, to) of a URL with `text`; null when the source cannot take it there. */
export function replaceSpan(url: UrlShape, from: number, to: number, text: string, within: readonly [number, number]): Edit | null {
  const edit = runEdit(url, from, url.flat.text.slice(from, to), text, within);
  return edit === 'unchanged' ? null : edit;
}
