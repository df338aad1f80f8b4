import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { propertyName, unwrap, type SourceCode } from '../ast/nodes.js';
import { evaluate } from '../string/evaluate.js';
import type { Span, UrlShape } from '../url/parse.js';
import type { RequestContext } from './request.js';
import { laterMemberUses, resolveConstant } from '../ast/scope.js';
import { HOLE, staticValue } from '../string/string-shape.js';

/** One `key=value` of a URL's query, located in the flat text. */
export interface QueryEntry {
  readonly key: string;
  readonly value: string;
  readonly keySpan: Span;
  /** Null for a key written without `=`. */
  readonly valueSpan: Span | null;
}

/** The entries of the URL's own query; null when any part of it is built at run time. */
export function readQuery(url: UrlShape): QueryEntry[] | null {
  if (!url.query) return [];
  const text = url.flat.text.slice(url.query.start, url.query.end);
  if (text.includes(HOLE)) return null;
  const entries: QueryEntry[] = [];
  let offset = url.query.start;
  for (const part of text.split('&')) {
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    if (key !== '') {
      entries.push({
        key: decode(key),
        value: equals === -1 ? '' : decode(part.slice(equals + 1)),
        keySpan: { start: offset, end: offset + key.length },
        valueSpan: equals === -1 ? null : { start: offset + equals + 1, end: offset + part.length },
      });
    }
    offset += part.length + 1;
  }
  return entries;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** The options through which each client adds query parameters. */
const QUERY_OPTIONS: Readonly<Record<string, string | null>> = {
  axios: 'params',
  got: 'searchParams',
  request: 'qs',
  undici: 'query',
  fetch: null,
  http: null,
};

/**
 * The query parameters a client adds from its options (axios `params`, got `searchParams`, request
 * `qs`, undici `query`): a map with null for a value not known statically, an empty map when the
 * client adds none, or null when that cannot be known (an unknown client, options not in sight).
 */
export function clientQuery(request: RequestContext, sourceCode: SourceCode): Map<string, string | null> | null {
  if (request.client === null) return null;
  const option = QUERY_OPTIONS[request.client];
  if (option === null) return new Map();
  if (request.hasHiddenOptions) return null;
  const property = request.options?.properties.find(
    (candidate): candidate is TSESTree.Property => candidate.type === AST_NODE_TYPES.Property && propertyName(candidate) === option,
  );
  return property ? queryObject(property.value, sourceCode) : new Map();
}

function queryObject(node: TSESTree.Node, sourceCode: SourceCode): Map<string, string | null> | null {
  let value = resolveConstant(node, sourceCode);
  const argument = value.type === AST_NODE_TYPES.NewExpression && value.arguments.length === 1 ? value.arguments[0] : undefined;
  if (argument) value = unwrap(argument);
  if (value.type === AST_NODE_TYPES.ObjectExpression) {
    const entries = new Map<string, string | null>();
    for (const property of value.properties) {
      const key = property.type === AST_NODE_TYPES.Property ? propertyName(property) : null;
      if (key === null || property.type !== AST_NODE_TYPES.Property) return null;
      entries.set(key, staticValue(evaluate(property.value, sourceCode)));
    }
    return entries;
  }
  const text = staticValue(evaluate(value, sourceCode));
  if (text === null) return null;
  return new Map(new URLSearchParams(text));
}

/** What changes a URL object's query after it is made. */
const QUERY_MEMBERS = new Set(['searchParams', 'search', 'href']);

/** Whether the URL held by this expression is changed after it is made (`url.searchParams.set(...)`). */
export function queryMayChangeLater(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  return laterMemberUses(node, sourceCode).some((member) => QUERY_MEMBERS.has(propertyName(member) ?? ''));
}
