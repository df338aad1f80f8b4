import type { TSESLint } from '@typescript-eslint/utils';
import { rules, type RuleName } from './rules/index.js';
import type { DockerApiRuleDocs } from './util/create-rule.js';

export const NAMESPACE = 'docker-api';

type Severity = 'error' | 'warn';
type RulesRecord = Record<`${typeof NAMESPACE}/${RuleName}`, Severity>;

/** Rules whose findings are advice rather than a request that fails. */
const WARN_ONLY = new Set<RuleName>(['no-legacy-curl-socket-url']);

function rulesWhere(include: (name: RuleName) => boolean): Partial<RulesRecord> {
  const selected: Partial<RulesRecord> = {};
  for (const name of Object.keys(rules) as RuleName[]) {
    if (include(name)) selected[`${NAMESPACE}/${name}`] = WARN_ONLY.has(name) ? 'warn' : 'error';
  }
  return selected;
}

function docsOf(name: RuleName): DockerApiRuleDocs {
  const { docs } = rules[name].meta;
  if (!docs) throw new Error(`rule ${name} has no meta.docs`);
  return docs;
}

export const configRules = {
  recommended: rulesWhere((name) => docsOf(name).recommended),
  strict: rulesWhere((name) => docsOf(name).recommended || docsOf(name).strict),
  all: rulesWhere(() => true),
};

export type ConfigName = keyof typeof configRules;

export interface FlatConfig {
  name: string;
  plugins: Record<string, TSESLint.FlatConfig.Plugin>;
  rules: Partial<RulesRecord>;
}

export interface LegacyConfig {
  plugins: string[];
  rules: Partial<RulesRecord>;
}

export function flatConfig(name: ConfigName, plugin: TSESLint.FlatConfig.Plugin): FlatConfig {
  return { name: `${NAMESPACE}/${name}`, plugins: { [NAMESPACE]: plugin }, rules: configRules[name] };
}

export function legacyConfig(name: ConfigName): LegacyConfig {
  return { plugins: [NAMESPACE], rules: configRules[name] };
}
