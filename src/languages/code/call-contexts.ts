import type { SyntaxNode } from '@lezer/common';
import type { Piece } from '../../analysis/string/string-shape.js';
import { keyOf } from './syntax.js';

/** One way the file reaches a function of its own: its parameters' values there, and where the outermost call stands. */
export interface CallContext {
  readonly args: ReadonlyMap<string, Piece[]>;
  readonly range: [number, number];
}

/** What a front end tells of its file's functions and their calls. */
export interface CallGraph {
  /** The calls of a function written in the file, as its name is called (`helper(...)`, `self.helper(...)`). */
  readonly callsOf: (fn: SyntaxNode) => readonly SyntaxNode[];
  readonly enclosingFunction: (node: SyntaxNode) => SyntaxNode | null;
  /**
   * The values of `fn`'s parameters at `call`, read with `outer` as the values of the caller's own parameters
   * (null: none known); the caller's parameters they read are noted in `used`.
   */
  readonly argumentsAt: (
    call: SyntaxNode,
    fn: SyntaxNode,
    outer: ReadonlyMap<string, Piece[]> | null,
    used: Set<string> | null,
  ) => Map<string, Piece[]>;
  readonly rangeOf: (node: SyntaxNode) => [number, number];
}

/** Callers of callers are followed this far: `self._get(path)` → `self._request("GET", path)` → `session.get(...)`. */
const MAX_CHAIN = 4;
/** A function reached in more ways than this is read in the first ones only. */
const MAX_CONTEXTS = 64;

/**
 * The ways the file reaches each of its functions: at each call, the arguments given; where an argument reads
 * a parameter of the function the call stands in (`hub_request(uri)` → `http_request(BASE + uri)`), at each
 * call of that function in turn, so a request is read with the values its outermost callers give. A call of a
 * function inside itself is left out (its arguments come from the run).
 */
export class CallContexts {
  private readonly known = new Map<string, CallContext[] | null>();

  constructor(private readonly graph: CallGraph) {}

  /** Null when the file never calls the function. */
  of(fn: SyntaxNode, depth = 0): CallContext[] | null {
    const key = keyOf(fn);
    if (this.known.has(key)) return this.known.get(key) ?? null;
    // A cycle of calls reads as no caller.
    this.known.set(key, null);
    const calls = this.graph.callsOf(fn).filter((call) => call.from < fn.from || call.to > fn.to);
    if (calls.length === 0) return null;
    const contexts: CallContext[] = [];
    for (const call of calls) {
      const used = new Set<string>();
      const own = this.graph.argumentsAt(call, fn, null, used);
      const caller = used.size > 0 && depth < MAX_CHAIN ? this.graph.enclosingFunction(call) : null;
      const outer = caller === null ? null : this.of(caller, depth + 1);
      if (outer === null || outer.length === 0) contexts.push({ args: own, range: this.graph.rangeOf(call) });
      else for (const context of outer) contexts.push({ args: this.graph.argumentsAt(call, fn, context.args, null), range: context.range });
      if (contexts.length >= MAX_CONTEXTS) break;
    }
    this.known.set(key, contexts);
    return contexts;
  }
}
