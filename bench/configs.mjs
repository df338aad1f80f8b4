// The six configurations the benchmark compares.
import plugin from '../dist/index.js';

const noop = () => undefined;

/** (b) The limit for a rule that must look at every string: visits them and does nothing. */
const noopPlugin = {
  rules: {
    'every-string': {
      meta: { type: 'problem', schema: [] },
      create: () => ({ Literal: noop, TemplateLiteral: noop, BinaryExpression: noop }),
    },
  },
};

/** (c) What a user would write instead: the same routes banned by regex selectors. */
const RESTRICTED_SELECTORS = [
  ['Literal[value=/\\/v1\\/repositories\\//]', 'Docker Hub v1 routes answer 410.'],
  ['TemplateElement[value.raw=/\\/v1\\/repositories\\//]', 'Docker Hub v1 routes answer 410.'],
  ['Literal[value=/\\/v2\\/repositories(\\/[^/?]+){0,2}\\/?(\\?|$)/]', 'Deprecated Docker Hub route.'],
  ['TemplateElement[value.raw=/\\/v2\\/repositories(\\/[^/?]+){0,2}\\/?(\\?|$)/]', 'Deprecated Docker Hub route.'],
  ['Literal[value=/^\\/(containers|images|exec|volumes|networks)\\//]', 'Engine API path without a version.'],
  ['TemplateElement[value.raw=/^\\/(containers|images|exec|volumes|networks)\\//]', 'Engine API path without a version.'],
  ['Literal[value=/\\/v1\\/|\\/1\\.\\d+\\/|\\/v1\\.([0-9]|1\\d|2[0-3])\\//]', 'Unsupported Engine API version.'],
  ['Literal[value=/^http:\\/v1\\./]', 'Old curl socket URL.'],
].map(([selector, message]) => ({ selector, message }));

/**
 * (f) ESLint's own cost of a rule in a file: as many rules as the plugin has, each reading its file's
 * text and listening to nothing. ESLint times each rule's `create` in every file, and the first read
 * of a rule's context costs about as much again (measured: 5 ms over 662 files against 1 ms for a
 * rule that reads nothing), so this is the floor of any plugin of that many rules that looks at a file.
 */
const EMPTY_LISTENERS = Object.freeze({});
const lastText = { length: 0 };
const emptyPlugin = {
  rules: Object.fromEntries(
    Object.keys(plugin.configs.all.rules).map((_, index) => [
      `rule-${index + 1}`,
      { meta: { type: 'problem', schema: [] }, create: (context) => ((lastText.length = context.sourceCode.text.length), EMPTY_LISTENERS) },
    ]),
  ),
};

export const CONFIGS = {
  a: { label: '(a) no rules: parse and traverse', rules: {}, plugins: {} },
  b: { label: '(b) no-op visitor of every string', plugins: { bench: noopPlugin }, rules: { 'bench/every-string': 'error' } },
  c: { label: '(c) no-restricted-syntax peer', plugins: {}, rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SELECTORS] } },
  d: { label: "(d) plugin's recommended", plugins: plugin.configs.recommended.plugins, rules: plugin.configs.recommended.rules },
  e: { label: "(e) plugin's all", plugins: plugin.configs.all.plugins, rules: plugin.configs.all.rules },
  f: {
    label: `(f) ${Object.keys(emptyPlugin.rules).length} rules that read the file's text and listen to nothing: ESLint's own cost`,
    plugins: { empty: emptyPlugin },
    rules: Object.fromEntries(Object.keys(emptyPlugin.rules).map((name) => [`empty/${name}`, 'error'])),
  },
};

const configCache = new Map();

/** The flat config of one configuration for one source type (`script`, `module`, `commonjs`), built once. */
export function flatConfig(key, sourceType = 'script') {
  const cacheKey = `${key} ${sourceType}`;
  let config = configCache.get(cacheKey);
  if (!config) {
    const { plugins, rules } = CONFIGS[key];
    config = [
      {
        files: ['**/*.js'],
        languageOptions: { sourceType },
        linterOptions: { reportUnusedDisableDirectives: 'off', noInlineConfig: true },
        plugins,
        rules,
      },
    ];
    configCache.set(cacheKey, config);
  }
  return config;
}
