import type { TSESLint } from '@typescript-eslint/utils';
import type { SourceCode } from '../analysis/ast/nodes.js';

type RuleContext = Readonly<TSESLint.RuleContext<string, readonly unknown[]>>;

/** What a rule context says of its file: the source code and the settings. */
export interface FileFacts {
  readonly sourceCode: SourceCode;
  readonly settings: TSESLint.SharedConfigurationSettings;
  /**
   * The frozen prototype of the context that holds both, shared by every rule context of the file (ESLint's
   * per-file context), or null: the same holder means the same file and settings.
   */
  readonly holder: object | null;
}

interface Found {
  readonly value: unknown;
  readonly holder: object;
}

/**
 * A property of a rule context, read through the property descriptors of the context and its prototypes. ESLint
 * makes each rule's context fresh and frozen, on a fresh per-file prototype; V8's first ordinary property read
 * through such a chain reshapes the prototype, about 5 µs a file: more than the whole check of a file that holds
 * no Docker URL. Reading descriptors does not. An accessor is read the ordinary way.
 */
function contextProperty(context: RuleContext, key: 'sourceCode' | 'settings'): Found {
  for (let holder: object | null = context; holder !== null; holder = Object.getPrototypeOf(holder) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(holder, key);
    if (descriptor === undefined) continue;
    if ('value' in descriptor) return { value: descriptor.value, holder };
    break;
  }
  return { value: context[key], holder: context };
}

/** The file facts of a rule context, read without an ordinary property read of the context (see contextProperty). */
export function fileFactsOf(context: RuleContext): FileFacts {
  const sourceCode = contextProperty(context, 'sourceCode');
  const settings = contextProperty(context, 'settings');
  const prototype = Object.getPrototypeOf(context) as object | null;
  const shared = sourceCode.holder === prototype && settings.holder === prototype && Object.isFrozen(prototype);
  return {
    sourceCode: sourceCode.value as SourceCode,
    settings: settings.value as TSESLint.SharedConfigurationSettings,
    holder: shared ? prototype : null,
  };
}
