import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type Node = TSESTree.Node;

export type SourceCode = Readonly<TSESLint.SourceCode>;

const TRANSPARENT_WRAPPERS = new Set<string>([
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSTypeAssertion,
]);

/** `x as T`, `x!`, `x satisfies T` and `<T>x` evaluate to `x`. */
export function unwrap(node: Node): Node {
  let current = node;
  while (TRANSPARENT_WRAPPERS.has(current.type)) {
    current = (current as TSESTree.TSAsExpression).expression;
  }
  return current;
}

/** The nearest ancestor that is not a transparent wrapper, and the child of it on the way. */
export function effectiveParent(node: Node): { parent: Node | undefined; child: Node } {
  let child = node;
  let parent = node.parent;
  while (parent && TRANSPARENT_WRAPPERS.has(parent.type)) {
    child = parent;
    parent = parent.parent;
  }
  return { parent, child };
}

/** The key of a non-computed property or a computed one with a string literal key. */
export function propertyName(property: TSESTree.Property | TSESTree.MemberExpression): string | null {
  const key = property.type === AST_NODE_TYPES.Property ? property.key : property.property;
  if (!property.computed && key.type === AST_NODE_TYPES.Identifier) return key.name;
  if (key.type === AST_NODE_TYPES.Literal && typeof key.value === 'string') return key.value;
  return null;
}

/** The property of an object literal with this name, unless a spread or computed key could override it. */
export function findProperty(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | null {
  let found: TSESTree.Property | null = null;
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      found = null;
      continue;
    }
    const key = propertyName(property);
    if (key === name) found = property;
    else if (key === null) found = null;
  }
  return found;
}

/** Whether the object literal may hold a property of this name that we cannot see (spread, computed key). */
export function mayHaveHiddenProperty(object: TSESTree.ObjectExpression): boolean {
  return object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement || propertyName(property) === null);
}

/** `a.b.c` as `['a', 'b', 'c']`, or null when it is not a plain member chain. */
export function memberPath(node: Node): string[] | null {
  const names: string[] = [];
  let current = unwrap(node);
  while (current.type === AST_NODE_TYPES.MemberExpression) {
    const name = propertyName(current);
    if (name === null) return null;
    names.unshift(name);
    current = unwrap(current.object);
  }
  if (current.type === AST_NODE_TYPES.ThisExpression) names.unshift('this');
  else if (current.type === AST_NODE_TYPES.Identifier) names.unshift(current.name);
  else return null;
  return names;
}

/** The name a call's callee ends in: `f` of `f()`, `get` of `a.b.get()` and of `make().get()`. */
export function calleeName(callee: Node): string | null {
  const inner = unwrap(callee);
  if (inner.type === AST_NODE_TYPES.Identifier) return inner.name;
  if (inner.type === AST_NODE_TYPES.MemberExpression) return propertyName(inner);
  return null;
}

/** The identifier or `this` a member chain or call chain starts from: `nock` of `nock(host).get(path).reply()`. */
export function chainRoot(node: Node): Node {
  let current = unwrap(node);
  for (;;) {
    if (current.type === AST_NODE_TYPES.MemberExpression) current = unwrap(current.object);
    else if (current.type === AST_NODE_TYPES.CallExpression || current.type === AST_NODE_TYPES.NewExpression)
      current = unwrap(current.callee);
    else return current;
  }
}

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression | TSESTree.FunctionDeclaration;

export function isFunctionNode(node: Node): node is TSESTree.ArrowFunctionExpression | TSESTree.FunctionExpression {
  return node.type === AST_NODE_TYPES.ArrowFunctionExpression || node.type === AST_NODE_TYPES.FunctionExpression;
}

export type Call = TSESTree.CallExpression | TSESTree.NewExpression;

export function isCall(node: Node | undefined): node is Call {
  return node?.type === AST_NODE_TYPES.CallExpression || node?.type === AST_NODE_TYPES.NewExpression;
}
