// The seven configurations the benchmark compares.
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

const EMPTY_LISTENERS = Object.freeze({});
export const RULE_COUNT = Object.keys(plugin.configs.all.rules).length;

/** A plugin of as many rules as the plugin has, each with the given `create`. */
function pluginOf(create) {
  return {
    rules: Object.fromEntries(
      Array.from({ length: RULE_COUNT }, (_, index) => [`rule-${index + 1}`, { meta: { type: 'problem', schema: [] }, create }]),
    ),
  };
}

/** A property of a rule context, read through the descriptors of the context and its prototypes: no ordinary read. */
function contextProperty(context, key) {
  for (let holder = context; holder !== null; holder = Object.getPrototypeOf(holder)) {
    const descriptor = Object.getOwnPropertyDescriptor(holder, key);
    if (descriptor !== undefined) return 'value' in descriptor ? descriptor.value : context[key];
  }
  return undefined;
}

/** The per-file context whose text was searched last, and what the search found. */
let lastFile = null;
const lastSearch = { found: false };

/**
 * (f) The floor of a plugin of that many rules that looks at each file once: the first rule of a file reads
 * its text the cheapest way known (the context's property descriptors: an ordinary first read of ESLint's
 * fresh frozen context costs about 5 µs a file) and looks through it once for a character it does not hold;
 * the others find that answer by their context's prototype, ESLint's per-file context, and return at once.
 */
const floorPlugin = pluginOf((context) => {
  const file = Object.getPrototypeOf(context);
  if (file !== lastFile) {
    lastFile = file;
    lastSearch.found = contextProperty(context, 'sourceCode').text.includes('\u0000');
  }
  return EMPTY_LISTENERS;
});

/** (g) ESLint's own cost of that many rules: each returns no listeners and reads nothing. */
const idlePlugin = pluginOf(() => EMPTY_LISTENERS);

/** A configuration that turns on every rule of a plugin. */
function allRulesOf(name, label, rulePlugin) {
  return {
    label,
    plugins: { [name]: rulePlugin },
    rules: Object.fromEntries(Object.keys(rulePlugin.rules).map((rule) => [`${name}/${rule}`, 'error'])),
  };
}

export const CONFIGS = {
  a: { label: '(a) no rules: parse and traverse', rules: {}, plugins: {} },
  b: { label: '(b) no-op visitor of every string', plugins: { bench: noopPlugin }, rules: { 'bench/every-string': 'error' } },
  c: { label: '(c) no-restricted-syntax peer', plugins: {}, rules: { 'no-restricted-syntax': ['error', ...RESTRICTED_SELECTORS] } },
  d: { label: "(d) plugin's recommended", plugins: plugin.configs.recommended.plugins, rules: plugin.configs.recommended.rules },
  e: { label: "(e) plugin's all", plugins: plugin.configs.all.plugins, rules: plugin.configs.all.rules },
  f: allRulesOf('floor', `(f) ${RULE_COUNT} rules, the first of which reads the file's text and searches it once: the floor`, floorPlugin),
  g: allRulesOf('idle', `(g) ${RULE_COUNT} rules that do nothing: ESLint's own cost`, idlePlugin),
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
