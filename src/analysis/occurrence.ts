import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { HttpMethod } from '../data/types.js';
import type { SourceCode } from './ast/nodes.js';
import { evaluate, isStringRaw } from './string/evaluate.js';
import { parseUrls, type UrlShape } from './url/parse.js';
import { requestContext, type RequestContext } from './request/request.js';
import { resolveAgainst } from './string/resolve.js';
import { isNameOnly, isPartOfLargerString } from './string/string-expressions.js';
import { flatten } from './string/string-shape.js';

type Node = TSESTree.Node;

/** One URL found in the outermost string expression `node`, with the request around it. */
export interface UrlOccurrence {
  readonly node: Node;
  readonly url: UrlShape;
  readonly request: RequestContext;
}

/** Every rule asks for the same nodes: each is analysed once per file, by whichever rule asks first. */
const analyses = new WeakMap<Node, readonly UrlOccurrence[]>();

/** Every URL in a string ends in a path, and every path has a slash: the cheap test that spares most strings. */
function mayHoldPath(value: string): boolean {
  return value.includes('/');
}

function analyse(node: Node, sourceCode: SourceCode): readonly UrlOccurrence[] {
  const cached = analyses.get(node);
  if (cached) return cached;
  const occurrences = analyseUncached(node, sourceCode);
  analyses.set(node, occurrences);
  return occurrences;
}

function analyseUncached(node: Node, sourceCode: SourceCode): readonly UrlOccurrence[] {
  if (isPartOfLargerString(node, sourceCode)) return [];
  const shape = evaluate(node, sourceCode);
  if (!shape.some((piece) => piece.kind === 'text' && mayHoldPath(piece.value))) return [];
  const request = requestContext(node, sourceCode);
  if (request.isRouteDefinition) return [];
  const resolved = request.base ? resolveAgainst(shape, request.base) : shape;
  return parseUrls(flatten(resolved))
    .filter((url) => !isRoutePattern(url))
    .map((url) => ({ node, url, request }));
}

/** `/containers/:id/logs`: a server's or router's route pattern; no request URL has a `:name` segment. */
function isRoutePattern(url: UrlShape): boolean {
  return url.segments.some((segment) => segment.isStatic && segment.text.startsWith(':'));
}

/**
 * The listeners that hand each URL of each outermost string-building expression to `onUrl`:
 * literals, untagged templates, `+` concatenations, `x || 'fallback'`, `new URL(...)` and `util.format(...)`;
 * with a rule's `otherListeners`. (createRule keeps rules off files that cannot hold a Docker URL.)
 */
export function urlListeners(
  context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>,
  onUrl: (occurrence: UrlOccurrence) => void,
  otherListeners: TSESLint.RuleListener = {},
): TSESLint.RuleListener {
  const sourceCode = context.sourceCode;
  const visit = (node: Node): void => {
    for (const occurrence of analyse(node, sourceCode)) onUrl(occurrence);
  };
  return {
    ...otherListeners,
    Literal(node) {
      if (typeof node.value === 'string' && mayHoldPath(node.value) && !isNameOnly(node)) visit(node);
    },
    TemplateLiteral(node) {
      if (node.parent.type !== AST_NODE_TYPES.TaggedTemplateExpression && !isNameOnly(node)) visit(node);
    },
    TaggedTemplateExpression(node) {
      if (isStringRaw(node)) visit(node);
    },
    BinaryExpression(node) {
      if (node.operator === '+') visit(node);
    },
    LogicalExpression(node) {
      if (node.operator === '||' || node.operator === '??') visit(node);
    },
    NewExpression(node) {
      if (node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === 'URL') visit(node);
    },
    CallExpression(node) {
      const { callee } = node;
      const name =
        callee.type === AST_NODE_TYPES.Identifier
          ? callee.name
          : callee.type === AST_NODE_TYPES.MemberExpression && callee.property.type === AST_NODE_TYPES.Identifier
            ? callee.property.name
            : null;
      if (name === 'format') visit(node);
    },
  };
}

/** The methods a URL is requested with: its own request line or curl command first, then the call around it. */
export function requestMethods({ url, request }: UrlOccurrence): ReadonlySet<HttpMethod> | null {
  if (url.method) return new Set([url.method]);
  if (url.curl) return url.curl.method ? new Set([url.curl.method]) : null;
  return request.methods;
}
