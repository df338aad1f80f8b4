import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type Node = TSESTree.Node;
type Listener = (node: Node) => void;
type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** A selector the walk dispatches: a node type, or a node type and `:exit`. */
const NODE_TYPE_SELECTOR = /^[A-Za-z]\w*(?::exit)?$/;

/** Keys that hold no child, for a node type the visitor keys lack (what ESLint's traverser skips too). */
const NOT_CHILDREN: ReadonlySet<string> = new Set(['parent', 'leadingComments', 'trailingComments']);

function isNode(value: unknown): value is Node {
  return value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';
}

function childKeys(node: Node, visitorKeys: VisitorKeys): readonly string[] {
  return visitorKeys[node.type] ?? Object.keys(node).filter((key) => !NOT_CHILDREN.has(key) && !key.startsWith('_'));
}

/** Each selector's listeners, in the order of the sets. */
function listenersBySelector(sets: readonly TSESLint.RuleListener[]): Map<string, Listener[]> {
  const bySelector = new Map<string, Listener[]>();
  for (const set of sets) {
    for (const [selector, listener] of Object.entries(set)) {
      if (!listener) continue;
      if (!NODE_TYPE_SELECTOR.test(selector)) throw new Error(`The shared walk dispatches node types only, not the selector "${selector}".`);
      let listeners = bySelector.get(selector);
      if (listeners === undefined) bySelector.set(selector, (listeners = []));
      listeners.push(listener as Listener);
    }
  }
  return bySelector;
}

/**
 * Walks the tree from `program` depth-first, as ESLint does (children in the order of the visitor
 * keys, arrays in order), and calls each set's listener of a node's type on entering it and of
 * `<type>:exit` on leaving it: the sets in order at each node, as ESLint calls the listeners of its
 * rules. Without recursion, so that the walk takes no stack from the listeners. Parents are set
 * already: ESLint sets them before any rule runs.
 */
export function walkWithListeners(program: TSESTree.Program, visitorKeys: VisitorKeys, sets: readonly TSESLint.RuleListener[]): void {
  const bySelector = listenersBySelector(sets);
  const onEnter = new Map<string, Listener[]>();
  const onExit = new Map<string, Listener[]>();
  for (const [selector, listeners] of bySelector) {
    if (selector.endsWith(':exit')) onExit.set(selector.slice(0, -':exit'.length), listeners);
    else onEnter.set(selector, listeners);
  }
  // Nodes to enter, and nodes to leave: a node's exit is pushed before its children, so that it comes after them.
  const nodes: Node[] = [program];
  const leaving: boolean[] = [false];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    if (leaving.pop()!) {
      const listeners = onExit.get(node.type);
      if (listeners !== undefined) for (const listener of listeners) listener(node);
      continue;
    }
    const listeners = onEnter.get(node.type);
    if (listeners !== undefined) for (const listener of listeners) listener(node);
    nodes.push(node);
    leaving.push(true);
    const keys = childKeys(node, visitorKeys);
    for (let k = keys.length - 1; k >= 0; k--) {
      const child: unknown = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) if (isNode(child[i])) push(child[i] as Node);
      } else if (isNode(child)) push(child);
    }
  }

  function push(node: Node): void {
    nodes.push(node);
    leaving.push(false);
  }
}
