import { createRequire } from 'node:module';
import type { TSESTree } from '@typescript-eslint/utils';
import type { ParsedScript, VisitorKeys } from './script-source-code.js';

type Loader = NodeJS.Require;

interface Espree {
  parse(text: string, options: object): TSESTree.Program;
  readonly VisitorKeys: VisitorKeys;
  readonly latestEcmaVersion: number;
}

interface EslintScope {
  analyze(ast: TSESTree.Program, options: object): ParsedScript['scopeManager'];
}

interface TypeScriptParser {
  parseForESLint(text: string, options: object): ParsedScript & { services: object };
}

export type ScriptParser = (text: string, jsx: boolean) => ParsedScript | null;

/** The plugin is built as one CommonJS module (tsup.config.ts), where `require` is the module's own. */
const load: Loader = typeof require === 'function' ? require : createRequire(import.meta.url);

function tryLoad(loader: Loader | null, name: string): unknown {
  try {
    return loader?.(name) ?? null;
  } catch {
    return null;
  }
}

/** A `require` that resolves as the user's ESLint does, or null when ESLint cannot be found from here. */
function eslintRequire(): Loader | null {
  try {
    return createRequire(load.resolve('eslint'));
  } catch {
    return null;
  }
}

let javaScript: ScriptParser | null | undefined;
let typeScript: ScriptParser | null | undefined;

/**
 * espree and eslint-scope as the user's ESLint has them (both are its dependencies, so no package is added):
 * the parser and scope analysis ESLint itself gives JavaScript files by default.
 */
export function javaScriptParser(): ScriptParser | null {
  if (javaScript !== undefined) return javaScript;
  const fromEslint = eslintRequire();
  const espree = tryLoad(fromEslint, 'espree') as Espree | null;
  const scope = tryLoad(fromEslint, 'eslint-scope') as EslintScope | null;
  javaScript =
    espree && scope
      ? (text, jsx) => {
          const sourceTypes = ['module', 'script'] as const;
          for (const sourceType of sourceTypes) {
            try {
              const options = { ecmaVersion: 'latest', sourceType, range: true, loc: true, tokens: true, comment: true };
              const ast = espree.parse(text, { ...options, ecmaFeatures: { jsx } });
              const scopeManager = scope.analyze(ast, {
                ecmaVersion: espree.latestEcmaVersion,
                sourceType,
                childVisitorKeys: espree.VisitorKeys,
                fallback: 'iteration',
              });
              return { ast, scopeManager, visitorKeys: espree.VisitorKeys, parserServices: {} };
            } catch {
              // A block that is not a module may still be a script; one that is neither is left unread.
            }
          }
          return null;
        }
      : null;
  return javaScript;
}

/**
 * @typescript-eslint/parser, when the user's project has it (TypeScript files need it anyway); without it a
 * TypeScript block is read as JavaScript, which a block with types does not parse as, and so it is left unread.
 */
export function typeScriptParser(): ScriptParser | null {
  if (typeScript !== undefined) return typeScript;
  const parser = tryLoad(load, '@typescript-eslint/parser') as TypeScriptParser | null;
  typeScript = parser
    ? (text, jsx) => {
        try {
          const options = { range: true, loc: true, tokens: true, comment: true, sourceType: 'module', ecmaFeatures: { jsx } };
          const { ast, scopeManager, visitorKeys, services } = parser.parseForESLint(text, options);
          return { ast, scopeManager, visitorKeys, parserServices: services };
        } catch {
          return null;
        }
      }
    : javaScriptParser();
  return typeScript;
}
