import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { ENGINE_PORTS, LOCAL_ENGINE_HOSTS } from '../../data/engine-transport.js';
import { unwrap, type SourceCode } from '../ast/nodes.js';
import { everyReturnedValue } from '../ast/returns.js';
import { constantValueNode } from '../ast/scope.js';
import { evaluate } from '../string/evaluate.js';
import { staticValue } from '../string/string-shape.js';
import { calledFunction } from './helpers.js';

/** How many constants, calls and branches deep a base is followed. */
const MAX_DEPTH = 4;
/** How many values a base may have before it is taken as unknown. */
const MAX_VALUES = 8;

const ORIGIN = /^https?:\/\/([^/:?#]+)(?::(\d+))?(?:[/?#]|$)/i;
const DAEMON_PORTS: ReadonlySet<string> = new Set(ENGINE_PORTS);
const LOCAL_HOSTS: ReadonlySet<string> = new Set(LOCAL_ENGINE_HOSTS);

/**
 * Every text a value may hold, as the file shows it: a constant, the branches of a `?:`, what each `return` of a
 * function of the file gives; null when any of them is not known.
 */
function possibleTexts(node: TSESTree.Node, sourceCode: SourceCode, depth: number): string[] | null {
  if (depth > MAX_DEPTH) return null;
  const value = unwrap(node);
  const deeper = (next: TSESTree.Node) => possibleTexts(next, sourceCode, depth + 1);
  if (value.type === AST_NODE_TYPES.ConditionalExpression) return allKnown([value.consequent, value.alternate].map(deeper));
  if (value.type === AST_NODE_TYPES.CallExpression) {
    const fn = calledFunction(value, sourceCode);
    return fn ? allKnown(everyReturnedValue(fn).map(deeper)) : null;
  }
  if (value.type === AST_NODE_TYPES.Identifier) {
    const constant = constantValueNode(sourceCode, value);
    if (constant) return deeper(constant);
  }
  const text = staticValue(evaluate(value, sourceCode));
  return text === null ? null : [text];
}

function allKnown(lists: readonly (string[] | null)[]): string[] | null {
  const texts: string[] = [];
  for (const list of lists) {
    if (list === null) return null;
    texts.push(...list);
  }
  return texts.length > 0 && texts.length <= MAX_VALUES ? texts : null;
}

/** An origin that is not the daemon's: a port other than 2375/2376, or a host that is not this machine. */
function isAnotherServer(text: string): boolean {
  const origin = ORIGIN.exec(text);
  if (!origin) return false;
  const [, host = '', port] = origin;
  return port !== undefined ? !DAEMON_PORTS.has(port) : !LOCAL_HOSTS.has(host.toLowerCase());
}

/**
 * Whether the base a request is built on (`${apiBase(stage)}/containers/…`) is, on every value the file shows it may
 * have, a server that is not the daemon: an app's own backend whose routes mimic the Engine's.
 */
export function isBaseOfAnotherServer(base: TSESTree.Node, sourceCode: SourceCode): boolean {
  const texts = possibleTexts(base, sourceCode, 0);
  return texts?.every(isAnotherServer) === true;
}
