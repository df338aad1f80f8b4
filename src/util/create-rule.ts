import { ESLintUtils, type TSESLint } from '@typescript-eslint/utils';
import type { RuleWithMetaAndName } from '@typescript-eslint/utils/eslint-utils';
import { fileMayHoldDockerUrl } from '../url/precheck.js';

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-docker-api/eslint-plugin-docker-api';

export interface DockerApiRuleDocs {
  description: string;
  /** Whether the rule is in the `recommended` config (else only in `strict` and `all`). */
  recommended: boolean;
  /** Whether the rule is in the `strict` config. */
  strict: boolean;
}

/** What a rule listens to in a file that cannot hold a Docker URL: nothing, and no new object for it. */
const NO_LISTENERS: TSESLint.RuleListener = Object.freeze({});

const ruleCreator = ESLintUtils.RuleCreator<DockerApiRuleDocs>((name) => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`);

/**
 * RuleCreator (docs URL, typed meta and options), with two things done once instead of per rule and
 * file: a file that cannot hold a Docker URL gets no listeners at all, before any setup; and the
 * options merged with `meta.defaultOptions` are kept per configuration rather than merged per file.
 */
export function createRule<Options extends readonly unknown[], MessageIds extends string>(
  spec: Readonly<RuleWithMetaAndName<Options, MessageIds, DockerApiRuleDocs>>,
): ReturnType<typeof ruleCreator<Options, MessageIds>> {
  const rule = ruleCreator(spec);
  const defaults = (spec.meta.defaultOptions ?? spec.defaultOptions ?? []) as Readonly<Options>;
  const mergedByConfiguration = new Map<string, Options>();
  return {
    ...rule,
    create(context: Readonly<TSESLint.RuleContext<MessageIds, Options>>) {
      if (!fileMayHoldDockerUrl(context.sourceCode)) return NO_LISTENERS;
      const key = JSON.stringify(context.options);
      let options = mergedByConfiguration.get(key);
      if (options === undefined) {
        options = ESLintUtils.applyDefault(defaults, context.options) as Options;
        mergedByConfiguration.set(key, options);
      }
      return spec.create(context, options);
    },
  };
}
