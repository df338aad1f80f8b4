import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import type { FunctionNode } from './nodes.js';

/**
 * Every value a function may return: an arrow's expression, or the argument of each `return` in its body,
 * in blocks, branches, loops, `switch` cases and `try` statements; never one of a nested function's.
 */
export function everyReturnedValue(fn: FunctionNode): TSESTree.Node[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const values: TSESTree.Node[] = [];
  const pending: (TSESTree.Statement | null | undefined)[] = [...fn.body.body];
  while (pending.length > 0) {
    const statement = pending.pop();
    if (!statement) continue;
    switch (statement.type) {
      case AST_NODE_TYPES.ReturnStatement:
        if (statement.argument) values.push(statement.argument);
        break;
      case AST_NODE_TYPES.BlockStatement:
        pending.push(...statement.body);
        break;
      case AST_NODE_TYPES.IfStatement:
        pending.push(statement.consequent, statement.alternate);
        break;
      case AST_NODE_TYPES.SwitchStatement:
        for (const switchCase of statement.cases) pending.push(...switchCase.consequent);
        break;
      case AST_NODE_TYPES.TryStatement:
        pending.push(statement.block, statement.handler?.body, statement.finalizer);
        break;
      case AST_NODE_TYPES.LabeledStatement:
      case AST_NODE_TYPES.ForStatement:
      case AST_NODE_TYPES.ForInStatement:
      case AST_NODE_TYPES.ForOfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
        pending.push(statement.body);
        break;
      default:
        break;
    }
  }
  return values;
}
