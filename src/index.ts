import type { ESLint, Rule } from 'eslint';
import {
  flatConfig,
  legacyConfig,
  NAMESPACE,
  type DockerApiFlatConfig,
  type DockerApiLegacyConfig,
  type DockerApiRulesRecord,
} from './configs.js';
import { rules, type RuleName } from './rules/index.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.js';

export type { DockerApiFlatConfig, DockerApiLegacyConfig, DockerApiRulesRecord, RuleName };

/** The plugin object: what `import dockerApi from 'eslint-plugin-docker-api'` and `require()` give. */
export interface DockerApiPlugin extends ESLint.Plugin {
  meta: { name: string; version: string; namespace: typeof NAMESPACE };
  rules: Record<RuleName, Rule.RuleModule>;
  configs: {
    recommended: DockerApiFlatConfig;
    strict: DockerApiFlatConfig;
    all: DockerApiFlatConfig;
    'legacy-recommended': DockerApiLegacyConfig;
    'legacy-strict': DockerApiLegacyConfig;
    'legacy-all': DockerApiLegacyConfig;
  };
}

// typescript-eslint's rule type is stricter than ESLint's own, not a different shape.
const eslintRules = rules as unknown as DockerApiPlugin['rules'];

const plugin: DockerApiPlugin = {
  meta: { name: PACKAGE_NAME, version: PACKAGE_VERSION, namespace: NAMESPACE },
  rules: eslintRules,
  configs: {} as DockerApiPlugin['configs'],
};

Object.assign(plugin.configs, {
  recommended: flatConfig('recommended', plugin),
  strict: flatConfig('strict', plugin),
  all: flatConfig('all', plugin),
  'legacy-recommended': legacyConfig('recommended'),
  'legacy-strict': legacyConfig('strict'),
  'legacy-all': legacyConfig('all'),
} satisfies DockerApiPlugin['configs']);

export default plugin;
