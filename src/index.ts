import type { TSESLint } from '@typescript-eslint/utils';
import { flatConfig, legacyConfig, NAMESPACE, type FlatConfig, type LegacyConfig } from './configs.js';
import { rules } from './rules/index.js';
import { PACKAGE_NAME, PACKAGE_VERSION } from './package-info.js';

export interface DockerApiPlugin {
  meta: { name: string; version: string; namespace: typeof NAMESPACE };
  rules: typeof rules;
  configs: {
    recommended: FlatConfig;
    strict: FlatConfig;
    all: FlatConfig;
    'legacy-recommended': LegacyConfig;
    'legacy-strict': LegacyConfig;
    'legacy-all': LegacyConfig;
  };
}

const plugin: DockerApiPlugin = {
  meta: { name: PACKAGE_NAME, version: PACKAGE_VERSION, namespace: NAMESPACE },
  rules,
  configs: {} as DockerApiPlugin['configs'],
};

const asPlugin = plugin as unknown as TSESLint.FlatConfig.Plugin;
Object.assign(plugin.configs, {
  recommended: flatConfig('recommended', asPlugin),
  strict: flatConfig('strict', asPlugin),
  all: flatConfig('all', asPlugin),
  'legacy-recommended': legacyConfig('recommended'),
  'legacy-strict': legacyConfig('strict'),
  'legacy-all': legacyConfig('all'),
});

export default plugin;
