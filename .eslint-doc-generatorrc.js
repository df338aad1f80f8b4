/**
 * eslint-doc-generator: the README rules list and the header of every docs/rules page, generated
 * from the rules' `meta`. `npm test` runs it with --check, so the docs cannot drift from the code.
 * @type {import('eslint-doc-generator').GenerateOptions}
 */
const config = {
  configEmoji: [
    ['recommended', '✅'],
    ['strict', '🔒'],
    ['all', '🌐'],
  ],
  ignoreConfig: ['legacy-recommended', 'legacy-strict', 'legacy-all'],
  ruleDocNotices: ['deprecated', 'configs', 'fixableAndHasSuggestions'],
  // The title already holds the description; every page has an Options section (`tests/docs.test.ts`).
  ruleDocTitleFormat: 'desc-parens-prefix-name',
  ruleDocSectionOptions: false,
  ruleDocSectionInclude: ['Why', 'Examples', 'Options', 'When not to use it'],
  ruleListColumns: ['name', 'description', 'configsError', 'configsWarn', 'fixable', 'hasSuggestions', 'options'],
  urlConfigs: 'https://github.com/eslint-plugin-docker-api/eslint-plugin-docker-api#configs',
};

export default config;
