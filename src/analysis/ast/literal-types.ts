import type { TSESTree } from '@typescript-eslint/utils';
import type { SourceCode } from './nodes.js';

/** The little of TypeScript's checker this module uses, so that the plugin never loads TypeScript itself. */
interface LiteralType {
  isStringLiteral(): this is { value: string };
}
interface Checker {
  getTypeAtLocation(node: unknown): LiteralType;
}
interface TypedServices {
  program: { getTypeChecker(): Checker } | null;
  esTreeNodeToTSNodeMap: { get(node: TSESTree.Node): unknown };
}

const checkers = new WeakMap<object, Checker>();

/**
 * The string literal type of an expression, when the user's config gives typescript-eslint a
 * program: how a constant imported from another module (`export const HUB = 'https://...'`) is read.
 * Null without type information, so that behaviour is then what it is without types.
 */
export function stringLiteralType(node: TSESTree.Node, sourceCode: SourceCode): string | null {
  const services = sourceCode.parserServices as Partial<TypedServices> | undefined;
  const program = services?.program;
  if (!program || !services.esTreeNodeToTSNodeMap) return null;
  let checker = checkers.get(program);
  if (!checker) {
    checker = program.getTypeChecker();
    checkers.set(program, checker);
  }
  const type = checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
  return type.isStringLiteral() ? type.value : null;
}
