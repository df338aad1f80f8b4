import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { childNodes, type VisitorKeys } from './script-source-code.js';

type Node = TSESTree.Node;
type Listener = (node: Node) => void;

/** Sets every node's `parent` before any listener runs, as ESLint does. */
export function setParents(node: Node, visitorKeys: VisitorKeys): void {
  for (const child of childNodes(node, visitorKeys)) {
    (child as { parent?: Node }).parent = node;
    setParents(child, visitorKeys);
  }
}

/** Walks a tree as ESLint does, calling each node type's listener on the way in and its `:exit` listener on the way out. */
export function walkScript(node: Node, visitorKeys: VisitorKeys, listeners: TSESLint.RuleListener): void {
  const byType = listeners as Readonly<Record<string, Listener | undefined>>;
  byType[node.type]?.(node);
  for (const child of childNodes(node, visitorKeys)) walkScript(child, visitorKeys, listeners);
  byType[`${node.type}:exit`]?.(node);
}
