import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

type Node = TSESTree.Node;
type ScopeManager = TSESLint.Scope.ScopeManager;
export type VisitorKeys = Readonly<Record<string, readonly string[] | undefined>>;

/** What a JavaScript parser gives for a Markdown block: the tree (with tokens), its scopes and visitor keys. */
export interface ParsedScript {
  readonly ast: TSESTree.Program;
  readonly scopeManager: ScopeManager;
  readonly visitorKeys: VisitorKeys;
  readonly parserServices: object;
}

/** The child nodes of a node, in the order ESLint visits them. */
export function childNodes(node: Node, visitorKeys: VisitorKeys): Node[] {
  const children: Node[] = [];
  for (const key of visitorKeys[node.type] ?? []) {
    const value = (node as unknown as Record<string, unknown>)[key];
    for (const child of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof child === 'object' && child !== null && typeof (child as { type?: unknown }).type === 'string')
        children.push(child as Node);
    }
  }
  return children;
}

/**
 * The source code of a JavaScript or TypeScript block of a Markdown file, as much of ESLint's SourceCode as the
 * analysis asks for. Its text is the whole Markdown file with all but the block's code blanked, so its offsets,
 * lines and columns are the Markdown file's (columns counted from 0, as JavaScript's are).
 */
export class ScriptSourceCode {
  readonly text: string;
  readonly ast: TSESTree.Program;
  readonly scopeManager: ScopeManager;
  readonly visitorKeys: VisitorKeys;
  readonly parserServices: object;
  private readonly lineStarts: number[] = [0];

  constructor(text: string, parsed: ParsedScript) {
    this.text = text;
    this.ast = parsed.ast;
    this.scopeManager = parsed.scopeManager;
    this.visitorKeys = parsed.visitorKeys;
    this.parserServices = parsed.parserServices;
    for (const match of text.matchAll(/\r\n|[\n\r\u2028\u2029]/g)) this.lineStarts.push(match.index + match[0].length);
  }

  getText(node?: Node): string {
    return node ? this.text.slice(node.range[0], node.range[1]) : this.text;
  }

  getLocFromIndex(index: number): TSESTree.Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.lineStarts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: index - (this.lineStarts[low] ?? 0) };
  }

  getIndexFromLoc(loc: TSESTree.Position): number {
    return (this.lineStarts[loc.line - 1] ?? this.text.length) + loc.column;
  }

  /** ESLint's own reading: the innermost scope a node or one of its ancestors opens. */
  getScope(node: Node): TSESLint.Scope.Scope | null {
    const inner = node.type !== 'Program';
    for (let current: Node | undefined = node; current; current = current.parent) {
      const scope = this.scopeManager.acquire(current, inner);
      if (scope) return scope.type === 'function-expression-name' ? (scope.childScopes[0] ?? scope) : scope;
    }
    return this.scopeManager.globalScope;
  }

  getDeclaredVariables(node: Node): readonly TSESLint.Scope.Variable[] {
    return this.scopeManager.getDeclaredVariables(node);
  }

  /** The innermost node whose range holds the index. */
  getNodeByRangeIndex(index: number): Node | null {
    let found: Node | null = null;
    let candidates: Node[] = [this.ast];
    while (candidates.length > 0) {
      const holder = candidates.find((node) => node.range[0] <= index && index < node.range[1]);
      if (!holder) break;
      found = holder;
      candidates = childNodes(holder, this.visitorKeys);
    }
    return found;
  }

  getLastToken(node: Node): TSESTree.Token | null {
    const tokens = this.ast.tokens ?? [];
    let low = 0;
    let high = tokens.length;
    // The first token that ends after the node.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((tokens[middle]?.range[1] ?? Infinity) <= node.range[1]) low = middle + 1;
      else high = middle;
    }
    const last = tokens[low - 1];
    return last !== undefined && last.range[0] >= node.range[0] ? last : null;
  }
}
