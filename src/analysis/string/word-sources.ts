import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { hasTypeInformation } from '../ast/declared-types.js';
import type { SourceCode } from '../ast/nodes.js';
import { findVariable } from '../ast/scope.js';
import { mayBeDockerText, mayEndInPartOfWord } from '../file-check.js';
import { isUrlConstructor, isUtilFormat } from './evaluate.js';

type Node = TSESTree.Node;
type Variable = TSESLint.Scope.Variable;

/** Whether a string's text holds a word of the tables, or ends in the start of one that a next piece may complete. */
function holdsWord(text: string): boolean {
  return mayBeDockerText(text) || mayEndInPartOfWord(text);
}

/**
 * Where, in one file, a word of the tables can enter the value of a string expression: the strings
 * that hold one, and every read of a variable whose value holds one, followed from variable to
 * variable. Evaluation reads text only from an expression's own strings and from the constants and
 * object literals of the file, so an expression in which none of these stands cannot hold a word,
 * and is never evaluated. The walk notes the strings as it meets them; the reads are found once, after it.
 */
export class WordSources {
  private readonly strings: Node[] = [];
  private offsets: readonly number[] | 'anywhere' | undefined;

  constructor(private readonly sourceCode: SourceCode) {}

  /** Notes a string literal; answers whether its own text holds a word (the one scan of its text). */
  noteLiteral(node: TSESTree.Literal & { value: string }): boolean {
    const ownWord = mayBeDockerText(node.value);
    if (ownWord || mayEndInPartOfWord(node.value)) this.strings.push(node);
    return ownWord;
  }

  noteTemplate(node: TSESTree.TemplateLiteral): void {
    for (const { value } of node.quasis) {
      if ((value.cooked !== null && holdsWord(value.cooked)) || (value.raw !== value.cooked && holdsWord(value.raw))) {
        this.strings.push(node);
        return;
      }
    }
  }

  /** Whether the value of a string expression may hold a word: one of the sources stands inside it. One binary search. */
  mayReach(node: Node): boolean {
    this.offsets ??= this.findOffsets();
    if (this.offsets === 'anywhere') return true;
    const offsets = this.offsets;
    const [start, end] = node.range;
    let low = 0;
    let high = offsets.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const offset = offsets[middle];
      if (offset !== undefined && offset < start) low = middle + 1;
      else high = middle;
    }
    // Past the last offset, `next` is undefined: no source stands in the node.
    const next = offsets[low];
    return next !== undefined && next < end;
  }

  private findOffsets(): readonly number[] | 'anywhere' {
    // With type information, a constant of another module is read through its literal type: a word may come from anywhere.
    if (hasTypeInformation(this.sourceCode)) return 'anywhere';
    const offsets: number[] = [];
    const pending: Node[] = [];
    for (const node of this.strings) {
      offsets.push(node.range[0]);
      pending.push(node);
    }
    const followed = new Set<Variable>();
    for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
      const variables = variablesHolding(valueExpression(node, this.sourceCode), this.sourceCode);
      if (variables === 'anywhere') return 'anywhere';
      for (const variable of variables) {
        if (followed.has(variable)) continue;
        followed.add(variable);
        for (const reference of variable.references) {
          if (!reference.isRead()) continue;
          const identifier = reference.identifier as Node;
          offsets.push(identifier.range[0]);
          pending.push(identifier);
        }
      }
    }
    return offsets.sort((a, b) => a - b);
  }
}

/**
 * The outermost expression a value is a piece of: through concatenations, templates, fallbacks,
 * conditionals, arrays and object literals, `new URL(...)`, `util.format(...)`, member access and
 * method calls (ESLint's static evaluation may call a string's or an array's methods).
 */
function valueExpression(start: Node, sourceCode: SourceCode): Node {
  let child = start;
  for (let parent = child.parent; parent; child = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.BinaryExpression:
        if (parent.operator === '+') continue;
        return child;
      case AST_NODE_TYPES.CallExpression:
        if (parent.callee === child || isUtilFormat(parent, sourceCode)) continue;
        return child;
      case AST_NODE_TYPES.NewExpression:
        if (parent.callee !== child && isUrlConstructor(parent, sourceCode)) continue;
        return child;
      case AST_NODE_TYPES.MemberExpression:
        if (parent.object === child) continue;
        return child;
      case AST_NODE_TYPES.Property:
        if (parent.value === child) continue;
        return child;
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test !== child) continue;
        return child;
      case AST_NODE_TYPES.TemplateLiteral:
      case AST_NODE_TYPES.TaggedTemplateExpression:
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.ObjectExpression:
      case AST_NODE_TYPES.SpreadElement:
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.AwaitExpression:
      case AST_NODE_TYPES.SequenceExpression:
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        continue;
      default:
        return child;
    }
  }
  return child;
}

/**
 * The variables through which a value can reach another string expression: the one it initialises
 * or is assigned to. None when it is used where it stands (a call's argument, a comparison, a key,
 * a statement of its own); `anywhere` when it goes where this does not follow (a class field, a
 * return value, a default parameter, a destructuring, ...).
 */
function variablesHolding(value: Node, sourceCode: SourceCode): readonly Variable[] | 'anywhere' {
  const parent = value.parent;
  if (!parent) return [];
  switch (parent.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return parent.callee === value ? 'anywhere' : [];
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.ThrowStatement:
    case AST_NODE_TYPES.SwitchCase:
    case AST_NODE_TYPES.SwitchStatement:
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.JSXAttribute:
    case AST_NODE_TYPES.ImportDeclaration:
    case AST_NODE_TYPES.ExportAllDeclaration:
    case AST_NODE_TYPES.ExportNamedDeclaration:
    case AST_NODE_TYPES.ImportExpression:
    case AST_NODE_TYPES.TSLiteralType:
      return [];
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.TSPropertySignature:
    case AST_NODE_TYPES.TSEnumMember:
      // A key names a property, and its text is no value; a class field's or an enum member's value is read through it.
      return (parent as { key?: Node }).key === value ? [] : 'anywhere';
    case AST_NODE_TYPES.VariableDeclarator:
      if (parent.init !== value) return [];
      return parent.id.type === AST_NODE_TYPES.Identifier ? sourceCode.getDeclaredVariables(parent) : 'anywhere';
    case AST_NODE_TYPES.AssignmentExpression: {
      if (parent.right !== value) return [];
      if (parent.parent.type !== AST_NODE_TYPES.ExpressionStatement) return 'anywhere';
      if (parent.left.type === AST_NODE_TYPES.Identifier) {
        const variable = findVariable(sourceCode, parent.left);
        return variable ? [variable] : 'anywhere';
      }
      // `exports.X = '...'`, `options.path = '...'`: evaluation reads a member from a class's own field
      // (`this.x = '...'`) or from an object literal, never from an assignment to another object.
      return parent.left.type === AST_NODE_TYPES.MemberExpression && parent.left.object.type !== AST_NODE_TYPES.ThisExpression
        ? []
        : 'anywhere';
    }
    default:
      return 'anywhere';
  }
}
