import { AST_NODE_TYPES, AST_TOKEN_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { propertyName, unwrap, type SourceCode } from './nodes.js';

type Node = TSESTree.Node;

/** What a class does with one of its own fields: the values written to it (`name = v`, `this.name = v`) and where it is read. */
interface ClassField {
  readonly writes: readonly Node[];
  readonly reads: readonly TSESTree.MemberExpression[];
}

const fieldsByClass = new WeakMap<TSESTree.ClassBody, Map<string, ClassField>>();

/**
 * The one value a class gives its field `name`, read through `this.name`: the field's initialiser or a
 * single `this.name = ...`, when nothing else in the class writes it. Null otherwise, and for `this`
 * inside a plain function, which is not the instance.
 */
export function classFieldValue(member: TSESTree.MemberExpression, sourceCode: SourceCode): Node | null {
  const name = propertyName(member);
  const body = unwrap(member.object).type === AST_NODE_TYPES.ThisExpression ? classOfThis(member) : null;
  if (name === null || !body) return null;
  const { writes } = fieldOf(body, name, sourceCode);
  return writes.length === 1 ? (writes[0] ?? null) : null;
}

/** Every value a class writes to its field `name` through `this.name`, in source order. */
export function classFieldValues(member: TSESTree.MemberExpression, sourceCode: SourceCode): readonly Node[] {
  const name = propertyName(member);
  const body = unwrap(member.object).type === AST_NODE_TYPES.ThisExpression ? classOfThis(member) : null;
  if (name === null || !body) return [];
  return fieldOf(body, name, sourceCode).writes;
}

/** Every `this.name` the class reads, for a field whose value is declared in it. */
export function classFieldReads(definition: TSESTree.PropertyDefinition, sourceCode: SourceCode): readonly TSESTree.MemberExpression[] {
  if (definition.computed || definition.static || definition.key.type !== AST_NODE_TYPES.Identifier) return [];
  const field = fieldOf(definition.parent, definition.key.name, sourceCode);
  return field.writes.length === 1 ? field.reads : [];
}

/** The class body `this` stands for at a node: methods and arrows see the instance, plain functions do not. */
export function classOfThis(node: Node): TSESTree.ClassBody | null {
  let current: Node | undefined = node.parent;
  while (current) {
    if (current.type === AST_NODE_TYPES.ClassBody) return current;
    if (
      (current.type === AST_NODE_TYPES.FunctionExpression && current.parent.type !== AST_NODE_TYPES.MethodDefinition) ||
      current.type === AST_NODE_TYPES.FunctionDeclaration
    ) {
      return null;
    }
    current = current.parent;
  }
  return null;
}

function fieldOf(body: TSESTree.ClassBody, name: string, sourceCode: SourceCode): ClassField {
  let fields = fieldsByClass.get(body);
  if (!fields) {
    fields = new Map();
    fieldsByClass.set(body, fields);
  }
  let field = fields.get(name);
  if (!field) {
    field = readField(body, name, sourceCode);
    fields.set(name, field);
  }
  return field;
}

/**
 * What a class does with one field. `this.name` stands in the tokens as `this . name` (or `this [ ... ]`):
 * only the `this` keywords of the class that may name the field are looked at, each found in the tree by a
 * descent from the class body, never by a walk of the whole class.
 */
function readField(body: TSESTree.ClassBody, name: string, sourceCode: SourceCode): ClassField {
  const writes: Node[] = [];
  const reads: TSESTree.MemberExpression[] = [];
  for (const element of body.body) {
    if (
      element.type === AST_NODE_TYPES.PropertyDefinition &&
      element.value &&
      !element.static &&
      !element.computed &&
      element.key.type === AST_NODE_TYPES.Identifier &&
      element.key.name === name
    ) {
      writes.push(element.value);
    }
  }
  for (const offset of thisOffsetsNaming(body, name, sourceCode)) {
    const node = nodeStartingAt(body, offset, sourceCode);
    const member = node?.parent;
    // A nested class and a plain function have a `this` of their own (classOfThis): what is under them is not this class's.
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== node || propertyName(member) !== name) continue;
    if (classOfThis(member) !== body) continue;
    const parent = member.parent;
    if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === member)
      writes.push(parent.operator === '=' ? parent.right : parent);
    else if (parent.type === AST_NODE_TYPES.UpdateExpression) writes.push(parent);
    else reads.push(member);
  }
  return { writes, reads };
}

/** Where, in a class, a `this` keyword may start `this.name`: by the name after `.`, and those followed by `[` (a computed key). */
interface ThisOffsets {
  readonly byName: ReadonlyMap<string, readonly number[]>;
  readonly computed: readonly number[];
}

const thisOffsetsByClass = new WeakMap<TSESTree.ClassBody, ThisOffsets>();

/** Where, in the class, a `this` keyword may start `this.name`, in source order: the class's `this` keywords are read once for all names. */
function thisOffsetsNaming(body: TSESTree.ClassBody, name: string, sourceCode: SourceCode): readonly number[] {
  let offsets = thisOffsetsByClass.get(body);
  if (!offsets) {
    offsets = readThisOffsets(body, sourceCode.ast.tokens);
    thisOffsetsByClass.set(body, offsets);
  }
  const named = offsets.byName.get(name) ?? [];
  if (offsets.computed.length === 0) return named;
  return [...named, ...offsets.computed].sort((a, b) => a - b);
}

function readThisOffsets(body: TSESTree.ClassBody, tokens: readonly TSESTree.Token[]): ThisOffsets {
  const byName = new Map<string, number[]>();
  const computed: number[] = [];
  const thisTokens = thisTokenIndices(tokens);
  for (let at = firstAtOrAfter(thisTokens, tokens, body.range[0]); at < thisTokens.length; at++) {
    const index = thisTokens[at] ?? tokens.length;
    const token = tokens[index];
    if (token === undefined || token.range[0] >= body.range[1]) break;
    const next = tokens[index + 1];
    const key = tokens[index + 2];
    if (next?.value === '[') computed.push(token.range[0]);
    else if (next?.value === '.' && key !== undefined) {
      const offsets = byName.get(key.value);
      if (offsets) offsets.push(token.range[0]);
      else byName.set(key.value, [token.range[0]]);
    }
  }
  return { byName, computed };
}

const thisTokensOfFile = new WeakMap<readonly TSESTree.Token[], readonly number[]>();

/** The indices of the file's `this` keywords among its tokens, found once per file. */
function thisTokenIndices(tokens: readonly TSESTree.Token[]): readonly number[] {
  let indices = thisTokensOfFile.get(tokens);
  if (!indices) {
    const found: number[] = [];
    tokens.forEach((token, index) => {
      if (token.value === 'this' && token.type === AST_TOKEN_TYPES.Keyword) found.push(index);
    });
    indices = found;
    thisTokensOfFile.set(tokens, indices);
  }
  return indices;
}

/** The first of `indices` whose token starts at or after `offset`. */
function firstAtOrAfter(indices: readonly number[], tokens: readonly TSESTree.Token[], offset: number): number {
  let low = 0;
  let high = indices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = tokens[indices[middle] ?? 0]?.range[0] ?? offset;
    if (start < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The innermost node under `root` that starts at `offset` (the `this` there), going down only through the nodes that hold it. */
function nodeStartingAt(root: Node, offset: number, sourceCode: SourceCode): Node | null {
  let node: Node = root;
  for (;;) {
    let inner: Node | null = null;
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      const children = Array.isArray(child) ? (child as unknown[]) : [child];
      for (const item of children) {
        const candidate = item as Node | null | undefined;
        if (candidate && typeof candidate.type === 'string' && candidate.range[0] <= offset && offset < candidate.range[1]) {
          inner = candidate;
          break;
        }
      }
      if (inner) break;
    }
    if (!inner) return node.range[0] === offset ? node : null;
    node = inner;
  }
}

/** Every read of the field that `this.name` names, in the class `this` stands for: where a value written to it goes. */
export function classFieldReadsOf(member: TSESTree.MemberExpression, sourceCode: SourceCode): readonly TSESTree.MemberExpression[] {
  const name = propertyName(member);
  const body = unwrap(member.object).type === AST_NODE_TYPES.ThisExpression ? classOfThis(member) : null;
  if (name === null || !body) return [];
  return fieldOf(body, name, sourceCode).reads;
}
