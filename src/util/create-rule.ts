import type { TSESLint } from '@typescript-eslint/utils';
import type { RuleWithMetaAndName } from '@typescript-eslint/utils/eslint-utils';
import { fileIsOpen } from '../analysis/file-check.js';
import { PACKAGE_VERSION } from '../package-info.js';
import { withDefaults } from './with-defaults.js';
import { settingsOf } from '../settings.js';
import { combineListeners } from './combine-listeners.js';
import { fileFactsOf } from './file-facts.js';
import { MARKDOWN_ROOT, scriptBlocksOf } from '../languages/markdown/script-blocks.js';
import { scriptContext } from '../languages/markdown/script-context.js';
import { walkScript } from '../languages/markdown/script-walk.js';

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-docker-api/eslint-plugin-docker-api';

export interface DockerApiRuleDocs {
  description: string;
  /** Whether the rule is in the `recommended` config (else only in `strict` and `all`). */
  recommended: boolean;
  /** Whether the rule is in the `strict` config. */
  strict: boolean;
}

export type DockerApiRule<Options extends readonly unknown[], MessageIds extends string> = TSESLint.RuleModule<
  MessageIds,
  Options,
  DockerApiRuleDocs & { url: string }
>;

/**
 * The rule's context, saying each report once: two values that may reach one request (a base chosen by an `if`)
 * can give the same report at the same place, which a reader needs to see once.
 */
function oncePerPlace<Context extends Readonly<TSESLint.RuleContext<string, readonly unknown[]>>>(context: Context): Context {
  const said = new Set<string>();
  const report: Context['report'] = (descriptor) => {
    const { messageId, data } = descriptor;
    const key = `${messageId}\u0001${placeOf(descriptor)}\u0001${data ? Object.values(data).join('\u0000') : ''}`;
    if (said.has(key)) return;
    said.add(key);
    context.report(descriptor);
  };
  return Object.create(context, { report: { value: report } }) as Context;
}

/** Where a report stands, as text: its range, or its location (a position or a start and end). */
function placeOf(descriptor: TSESLint.ReportDescriptor<string>): string {
  if ('loc' in descriptor && descriptor.loc) {
    const { loc } = descriptor;
    return 'start' in loc ? `${loc.start.line}:${loc.start.column}-${loc.end.line}:${loc.end.column}` : `${loc.line}:${loc.column}`;
  }
  return 'node' in descriptor ? `${descriptor.node.range[0]}-${descriptor.node.range[1]}` : '';
}

/** What a rule listens to in a file that cannot hold a Docker URL: nothing, and no new object for it. */
const NO_LISTENERS: TSESLint.RuleListener = Object.freeze({});

/**
 * The rule's page as it was released with this version (`.../blob/v0.1.0/docs/rules/<name>.md`):
 * the page on `main` may already describe options or reports the installed version lacks.
 */
export function ruleDocsUrl(name: string): string {
  return `${REPOSITORY_URL}/blob/v${PACKAGE_VERSION}/docs/rules/${name}.md`;
}

/**
 * A rule in typescript-eslint's `RuleCreator` shape (docs URL, typed meta and options), with
 * things done once instead of per rule and file: `settings['docker-api']` is checked on every file,
 * and a file that cannot hold a Docker URL gets no listeners at all, before any setup (both by the
 * first rule that asks, `fileIsOpen`); and the options merged with `meta.defaultOptions` are kept per configuration
 * rather than merged per file.
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>({
  name,
  meta,
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- RuleCreator's input may still carry it; meta.defaultOptions comes first
  defaultOptions,
  create,
}: Readonly<RuleWithMetaAndName<Options, MessageIds, DockerApiRuleDocs>>): DockerApiRule<Options, MessageIds> {
  const defaults = (meta.defaultOptions ?? defaultOptions ?? []) as Readonly<Options>;
  const mergedByConfiguration = new Map<string, Options>();
  return {
    meta: { ...meta, docs: { ...meta.docs, url: ruleDocsUrl(name) } },
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- kept on the built rule as RuleCreator's rules have it: the public rule objects do not change
    defaultOptions: defaults,
    create(context) {
      if (!fileIsOpen(context)) return NO_LISTENERS;
      const key = JSON.stringify(context.options);
      let options = mergedByConfiguration.get(key);
      if (options === undefined) {
        options = withDefaults(defaults, context.options);
        mergedByConfiguration.set(key, options);
      }
      const reporting = oncePerPlace(context);
      const listeners = create(reporting, options);
      const { sourceCode, settings } = fileFactsOf(context);
      const blocks = scriptBlocksOf(sourceCode, settingsOf(settings).hubHosts);
      if (blocks.length === 0) return listeners;
      // A Markdown file's JavaScript and TypeScript blocks: the rule's JavaScript listeners walk each block's tree.
      return combineListeners(listeners, {
        [`${MARKDOWN_ROOT}:exit`]() {
          for (const block of blocks) {
            walkScript(block.ast, block.visitorKeys, create(scriptContext(reporting, block, sourceCode), options));
          }
        },
      });
    },
  };
}
