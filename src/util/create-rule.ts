import { ESLintUtils } from '@typescript-eslint/utils';

export const REPOSITORY_URL = 'https://github.com/eslint-plugin-docker-api/eslint-plugin-docker-api';

export interface DockerApiRuleDocs {
  description: string;
  /** Whether the rule is in the `recommended` config (else only in `strict` and `all`). */
  recommended: boolean;
  /** Whether the rule is in the `strict` config. */
  strict: boolean;
}

export const createRule = ESLintUtils.RuleCreator<DockerApiRuleDocs>(
  (name) => `${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`,
);
