import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import type { HttpMethod } from '../../data/types.js';
import { isCall, type SourceCode } from '../ast/nodes.js';
import { evaluate } from '../string/evaluate.js';
import { staticValue } from '../string/string-shape.js';
import type { RequestContext } from './request.js';

const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--data-ascii', '--json']);
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/**
 * A URL among curl's arguments: `execFileSync('curl', ['--unix-socket', socket, '-X', 'POST', url])`,
 * `spawn('curl', args)`. The other arguments give the method and the socket.
 */
export function curlArgumentsContext(array: TSESTree.ArrayExpression, sourceCode: SourceCode, base: RequestContext): RequestContext | null {
  const call = array.parent;
  if (!isCall(call) || call.arguments[1] !== array || !call.arguments[0]) return null;
  if (staticValue(evaluate(call.arguments[0], sourceCode)) !== 'curl') return null;
  const words = array.elements.map((element) =>
    element && element.type !== AST_NODE_TYPES.SpreadElement ? staticValue(evaluate(element, sourceCode)) : null,
  );
  let method: HttpMethod | null | undefined;
  let body = false;
  let head = false;
  let asQuery = false;
  for (const [index, word] of words.entries()) {
    if (word === '-X' || word === '--request') {
      const value = words[index + 1]?.toUpperCase();
      method = value !== undefined && METHODS.has(value) ? (value as HttpMethod) : null;
    } else if (word !== null && DATA_OPTIONS.has(word)) body = true;
    else if (word === '-I' || word === '--head') head = true;
    else if (word === '-G' || word === '--get') asQuery = true;
  }
  // A spread or an unknown word may be `-X` itself.
  const knowsAll = words.every((word) => word !== null) || method !== undefined;
  const implied: HttpMethod = head ? 'HEAD' : body && !asQuery ? 'POST' : 'GET';
  const chosen = method === undefined ? (knowsAll ? implied : null) : method;
  return {
    ...base,
    sent: 'yes',
    methods: chosen ? new Set([chosen]) : null,
    hasSocketOption: words.includes('--unix-socket'),
    call,
    isCurlArguments: true,
  };
}
