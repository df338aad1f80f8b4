import type { TSESLint } from '@typescript-eslint/utils';
import { fileMayHoldDockerUrl } from '../analysis/file-check.js';
import type { SourceCode } from '../analysis/ast/nodes.js';
import { readSettings } from '../settings.js';

type Context = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/**
 * The last lint run's answer, keyed by the prototype its rule contexts share. ESLint (8.57 to 10)
 * makes the contexts of one run's rules from one new object per run (its file context), which holds
 * the file's source code: the first rule of a run reads its context and checks the file, and the
 * others compare their prototype and read nothing. A context made otherwise (its prototype does not
 * hold this file's source code as its own) is read each time.
 */
let lastRun: { readonly fileContext: object; readonly open: boolean } | undefined;

function holdsOwnSourceCode(fileContext: object | null, sourceCode: SourceCode): fileContext is object {
  return fileContext !== null && Object.getOwnPropertyDescriptor(fileContext, 'sourceCode')?.value === sourceCode;
}

/**
 * Whether the plugin's rules listen in this run's file: the settings are read (a wrong one stops
 * the lint while the rule is created, on every file) and the file is checked once per run.
 */
export function fileIsOpen(context: Context): boolean {
  const fileContext = Object.getPrototypeOf(context) as object | null;
  if (lastRun !== undefined && lastRun.fileContext === fileContext) return lastRun.open;
  const { sourceCode } = context;
  const open = fileMayHoldDockerUrl(sourceCode, readSettings(context).hubHosts);
  lastRun = holdsOwnSourceCode(fileContext, sourceCode) ? { fileContext, open } : undefined;
  return open;
}
