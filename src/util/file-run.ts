import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { fileMayHoldDockerUrl } from '../analysis/file-check.js';
import { readSettings } from '../settings.js';
import { walkWithListeners } from './walk-listeners.js';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/**
 * One lint run of one file, as the plugin's rules share it: whether the file may hold a Docker URL
 * and, when it may, the listeners of the rules, walked once for all of them.
 */
interface FileRun {
  readonly program: TSESTree.Program;
  readonly open: boolean;
  readonly visitorKeys: TSESLint.SourceCode.VisitorKeys;
  /** The rules that listen, by id: a rule that comes again starts a new run on the same tree. */
  readonly ruleIds: Set<string>;
  /** Each listening rule's listeners, in the order ESLint runs the rules. */
  readonly listeners: TSESLint.RuleListener[];
  /** Set at the first `Program:exit`: a `Program` after it starts a new run. */
  ended: boolean;
}

/** The last file's run, held until the next file (a WeakMap entry per file costs more than the check on small files). */
let lastRun: FileRun | undefined;

function startRun(context: Context, program: TSESTree.Program): FileRun {
  const { sourceCode } = context;
  const open = fileMayHoldDockerUrl(sourceCode, readSettings(context).hubHosts);
  lastRun = { program, open, visitorKeys: sourceCode.visitorKeys, ruleIds: new Set(), listeners: [], ended: false };
  return lastRun;
}

/**
 * At a rule's `Program`: the first rule of the run reads the file (its context's source code and
 * settings) and decides whether it is open; the others read nothing of theirs when it is not. In an
 * open file, the rule's listeners (`createListeners`, which reads the context) join the run's walk.
 */
export function joinFileRun<RuleContext extends Context>(
  context: RuleContext,
  program: TSESTree.Program,
  createListeners: (context: RuleContext) => TSESLint.RuleListener,
): void {
  let run = lastRun;
  if (run === undefined || run.program !== program || run.ended) run = startRun(context, program);
  if (!run.open) return;
  const { id } = context;
  if (run.ruleIds.has(id)) run = startRun(context, program);
  run.ruleIds.add(id);
  run.listeners.push(createListeners(context));
}

/**
 * At a rule's `Program:exit`: the first rule of the run walks the tree for every rule that joined
 * it (every rule's `Program` has run by then); the walk's cost is timed as that rule's. The others
 * find the run ended.
 */
export function endFileRun(program: TSESTree.Program): void {
  const run = lastRun;
  if (run === undefined || run.program !== program || run.ended) return;
  run.ended = true;
  if (!run.open) return;
  const listeners = run.listeners.splice(0);
  walkWithListeners(program, run.visitorKeys, listeners);
}

/**
 * The shared part of the last rule context whose settings were read. ESLint (8.57 to 10) makes the
 * contexts of one run's rules from one file context, their prototype: the first rule of each run
 * reads the settings, and a wrong one stops the lint while the rule is created, as it did when every
 * rule read them. A context made otherwise is read each time.
 */
let settingsReadFor: object | null = null;

/** Reads the settings once per run (`readSettings` throws on a wrong one), from the first rule's context. */
export function checkSettingsOncePerRun(context: Context): void {
  const shared = Object.getPrototypeOf(context) as object | null;
  if (shared === settingsReadFor && shared !== null && shared !== Object.prototype) return;
  readSettings(context);
  settingsReadFor = shared;
}
