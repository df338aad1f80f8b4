import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { callsOf } from './function-calls.js';
import { propertyName, type Call, type FunctionNode, type SourceCode } from './nodes.js';
import { findVariable } from './scope.js';

type Node = TSESTree.Node;
type Scope = TSESLint.Scope.Scope;

/**
 * The default a parameter takes when the file gives it no other value: `base` of
 * `constructor(base = HUB_URL)`, `Impl` of `function createClient({ Impl = Docker } = {})`. Only for a
 * function the file names (a declaration, a constant's function, a class's constructor), never
 * reassigned, and only when no call of it in the file passes that parameter: a caller elsewhere may
 * pass another value, but the default is what the code runs with unless told otherwise.
 */
export function parameterDefault(identifier: TSESTree.Identifier, sourceCode: SourceCode, scope?: Scope): Node | null {
  const variable = findVariable(sourceCode, identifier, scope);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (!variable || definition?.type !== 'Parameter' || variable.references.some((reference) => reference.isWrite() && !reference.init))
    return null;
  const pattern = definition.name.parent;
  if (pattern.type !== AST_NODE_TYPES.AssignmentPattern || pattern.left !== definition.name) return null;
  const fn = definition.node as FunctionNode;
  const place = placeInParameters(pattern, fn);
  if (!place) return null;
  const calls = callsOf(fn, sourceCode);
  return calls?.every((call) => !passes(call, place)) ? pattern.right : null;
}

/** Where the parameter stands: its position, and the property it is read from when the parameter is an object pattern. */
interface Place {
  readonly index: number;
  readonly property: string | null;
}

function placeInParameters(pattern: TSESTree.AssignmentPattern, fn: FunctionNode): Place | null {
  const direct = fn.params.indexOf(pattern);
  if (direct !== -1) return { index: direct, property: null };
  // `{ Impl = Docker } = {}`: a property of an object pattern, itself a parameter or the parameter's default's target.
  const property = pattern.parent;
  if (property.type !== AST_NODE_TYPES.Property || property.parent.type !== AST_NODE_TYPES.ObjectPattern) return null;
  const name = propertyName(property);
  const objectPattern = property.parent;
  const holder = objectPattern.parent.type === AST_NODE_TYPES.AssignmentPattern ? objectPattern.parent : objectPattern;
  const index = fn.params.indexOf(holder);
  return index === -1 || name === null ? null : { index, property: name };
}

/** Whether a call gives the parameter a value: an argument at its place, or for a pattern's property, an object that may hold it. */
function passes(call: Call, place: Place): boolean {
  const argument = call.arguments[place.index];
  if (argument === undefined) return false;
  if (argument.type === AST_NODE_TYPES.Identifier && argument.name === 'undefined') return false;
  if (place.property === null || argument.type !== AST_NODE_TYPES.ObjectExpression) return true;
  return argument.properties.some((property) => {
    if (property.type === AST_NODE_TYPES.SpreadElement) return true;
    const name = propertyName(property);
    return name === null || name === place.property;
  });
}
