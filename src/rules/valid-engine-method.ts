import { URL_RULE_LANGUAGES } from '../languages/rule-languages.js';
import { enginePathOf } from '../analysis/engine/engine-path.js';
import { createRule } from '../util/create-rule.js';
import { urlListeners } from '../analysis/occurrence.js';

export const RULE_NAME = 'valid-engine-method';
/** `GET or POST`: made once, as an `Intl.ListFormat` costs more to make than a whole report. */
const ALTERNATIVES = new Intl.ListFormat('en', { type: 'disjunction' });

export default createRule<[], 'wrongMethod'>({
  name: RULE_NAME,
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow Docker Engine API requests with a method their route does not have',
      recommended: true,
      strict: true,
    },
    schema: [],
    messages: {
      wrongMethod: '{{method}} {{route}} is no Engine API operation: the daemon answers 404 (page not found). {{route}} takes {{methods}}.',
    },
    languages: URL_RULE_LANGUAGES,
  },
  create(context) {
    return urlListeners(context, (occurrence) => {
      const engine = enginePathOf(occurrence, context.sourceCode);
      const methods = engine && occurrence.methods;
      if (!engine || !methods) return;
      const allowed = engine.route.methods;
      for (const method of methods) {
        if (allowed.includes(method)) continue;
        context.report({
          loc: occurrence.loc,
          messageId: 'wrongMethod',
          data: { method, route: engine.route.path, methods: ALTERNATIVES.format(allowed) },
        });
      }
    });
  },
});
