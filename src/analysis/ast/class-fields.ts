import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { propertyName, unwrap, type SourceCode } from './nodes.js';

type Node = TSESTree.Node;

/** What a class does with its own fields: the values written to each (`name = v`, `this.name = v`) and where each is read. */
interface ClassFields {
  readonly writes: ReadonlyMap<string, readonly Node[]>;
  readonly reads: ReadonlyMap<string, readonly TSESTree.MemberExpression[]>;
}

const fieldsByClass = new WeakMap<TSESTree.ClassBody, ClassFields>();

/**
 * The one value a class gives its field `name`, read through `this.name`: the field's initialiser or a
 * single `this.name = ...`, when nothing else in the class writes it. Null otherwise, and for `this`
 * inside a plain function, which is not the instance.
 */
export function classFieldValue(member: TSESTree.MemberExpression, sourceCode: SourceCode): Node | null {
  const name = propertyName(member);
  const body = unwrap(member.object).type === AST_NODE_TYPES.ThisExpression ? classOfThis(member) : null;
  if (name === null || !body) return null;
  const writes = fieldsOf(body, sourceCode).writes.get(name);
  return writes?.length === 1 ? (writes[0] ?? null) : null;
}

/** Every value a class writes to its field `name` through `this.name`, in source order. */
export function classFieldValues(member: TSESTree.MemberExpression, sourceCode: SourceCode): readonly Node[] {
  const name = propertyName(member);
  const body = unwrap(member.object).type === AST_NODE_TYPES.ThisExpression ? classOfThis(member) : null;
  if (name === null || !body) return [];
  return fieldsOf(body, sourceCode).writes.get(name) ?? [];
}

/** Every `this.name` the class reads, for a field whose value is declared in it. */
export function classFieldReads(definition: TSESTree.PropertyDefinition, sourceCode: SourceCode): readonly TSESTree.MemberExpression[] {
  if (definition.computed || definition.static || definition.key.type !== AST_NODE_TYPES.Identifier) return [];
  const fields = fieldsOf(definition.parent, sourceCode);
  const name = definition.key.name;
  return fields.writes.get(name)?.length === 1 ? (fields.reads.get(name) ?? []) : [];
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

function fieldsOf(body: TSESTree.ClassBody, sourceCode: SourceCode): ClassFields {
  let fields = fieldsByClass.get(body);
  if (!fields) {
    fields = readFields(body, sourceCode);
    fieldsByClass.set(body, fields);
  }
  return fields;
}

function readFields(body: TSESTree.ClassBody, sourceCode: SourceCode): ClassFields {
  const writes = new Map<string, Node[]>();
  const reads = new Map<string, TSESTree.MemberExpression[]>();
  const add = <T>(map: Map<string, T[]>, name: string, value: T) => {
    const values = map.get(name);
    if (values) values.push(value);
    else map.set(name, [value]);
  };
  for (const element of body.body) {
    if (
      element.type === AST_NODE_TYPES.PropertyDefinition &&
      element.value &&
      !element.static &&
      !element.computed &&
      element.key.type === AST_NODE_TYPES.Identifier
    ) {
      add(writes, element.key.name, element.value);
    }
  }
  // A nested class and a plain function have a `this` of their own (classOfThis): what is under them is not this class's.
  const hasOwnThis = (node: Node): boolean =>
    (node.type === AST_NODE_TYPES.ClassBody && node !== body) ||
    (node.type === AST_NODE_TYPES.FunctionExpression && node.parent.type !== AST_NODE_TYPES.MethodDefinition) ||
    node.type === AST_NODE_TYPES.FunctionDeclaration;
  const visit = (node: Node): void => {
    if (hasOwnThis(node)) return;
    if (node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.ThisExpression) {
      const name = propertyName(node);
      if (name !== null) {
        const parent = node.parent;
        if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === node)
          add(writes, name, parent.operator === '=' ? parent.right : parent);
        else if (parent.type === AST_NODE_TYPES.UpdateExpression) add(writes, name, parent);
        else add(reads, name, node);
      }
    }
    for (const key of sourceCode.visitorKeys[node.type] ?? []) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof (item as Node).type === 'string') visit(item as Node);
      } else if (child && typeof (child as Node).type === 'string') {
        visit(child as Node);
      }
    }
  };
  visit(body);
  return { writes, reads };
}

/** Every read of the field that `this.name` names, in the class `this` stands for: where a value written to it goes. */
export function classFieldReadsOf(member: TSESTree.MemberExpression, sourceCode: SourceCode): readonly TSESTree.MemberExpression[] {
  const name = propertyName(member);
  const body = unwrap(member.object).type === AST_NODE_TYPES.ThisExpression ? classOfThis(member) : null;
  if (name === null || !body) return [];
  return fieldsOf(body, sourceCode).reads.get(name) ?? [];
}
