import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { effectiveParent, type SourceCode } from '../ast/nodes.js';
import { isUrlConstructor, isUtilFormat } from './evaluate.js';
import { constantDeclarator, findVariable } from '../ast/scope.js';

type Node = TSESTree.Node;

/**
 * Whether a string expression is read as part of a larger one (`'a' + b`, `${x}`, `x || 'y'`,
 * `new URL(p, base)`, `util.format(f, x)`), so that only the outermost is evaluated and reported.
 */
export function isPartOfLargerString(node: Node, sourceCode: SourceCode): boolean {
  const { parent, child } = effectiveParent(node);
  if (!parent) return false;
  switch (parent.type) {
    case AST_NODE_TYPES.BinaryExpression:
      return parent.operator === '+';
    case AST_NODE_TYPES.TemplateLiteral:
      return parent.parent.type !== AST_NODE_TYPES.TaggedTemplateExpression;
    case AST_NODE_TYPES.LogicalExpression:
      return parent.operator === '||' || parent.operator === '??';
    case AST_NODE_TYPES.NewExpression:
      return isUrlConstructor(parent, sourceCode);
    case AST_NODE_TYPES.CallExpression:
      return parent.callee !== child && isUtilFormat(parent, sourceCode);
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.init === child && isFragmentConstant(parent, sourceCode);
    default:
      return false;
  }
}

/**
 * A constant that every reader uses as a piece of a larger string (`const BASE = '.../v2/'` read
 * only as `BASE + path`): the larger strings are the URLs, not the constant on its own.
 */
function isFragmentConstant(declarator: TSESTree.VariableDeclarator, sourceCode: SourceCode): boolean {
  if (declarator.id.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariable(sourceCode, declarator.id);
  if (!variable || constantDeclarator(variable) !== declarator) return false;
  let reads = 0;
  for (const reference of variable.references) {
    if (!reference.isRead()) continue;
    reads++;
    if (!isPartOfLargerString(reference.identifier, sourceCode)) return false;
  }
  return reads > 0;
}

/** Strings that name a thing rather than hold a value sent anywhere: keys, module names, types. */
export function isNameOnly(node: TSESTree.Literal | TSESTree.TemplateLiteral): boolean {
  const parent = node.parent;
  switch (parent.type) {
    case AST_NODE_TYPES.Property:
    case AST_NODE_TYPES.PropertyDefinition:
    case AST_NODE_TYPES.MethodDefinition:
    case AST_NODE_TYPES.TSPropertySignature:
    case AST_NODE_TYPES.TSEnumMember:
      return (parent as { key?: Node; id?: Node }).key === node || (parent as { id?: Node }).id === node;
    case AST_NODE_TYPES.ImportDeclaration:
    case AST_NODE_TYPES.ExportAllDeclaration:
    case AST_NODE_TYPES.ExportNamedDeclaration:
    case AST_NODE_TYPES.ImportExpression:
    case AST_NODE_TYPES.TSLiteralType:
    case AST_NODE_TYPES.TSExternalModuleReference:
    case AST_NODE_TYPES.TSModuleDeclaration:
    case AST_NODE_TYPES.ImportAttribute:
      return true;
    default:
      return false;
  }
}
