import { enginePathOf } from '../analysis/engine/engine-path.js';
import { applyEdits } from '../util/apply-edits.js';
import { createRule } from '../util/create-rule.js';
import { urlListeners } from '../analysis/occurrence.js';
import { replaceSpan } from '../analysis/url/rewrite.js';
import { HOLE } from '../analysis/string/string-shape.js';

export const RULE_NAME = 'no-legacy-curl-socket-url';

const VERSION_PREFIX = /^v\d+\.\d+$/;

export default createRule<[], 'legacyForm'>({
  name: RULE_NAME,
  meta: {
    type: 'suggestion',
    docs: {
      description: "Disallow the one-slash http:/v1.xx/... socket URL of curl before 7.50.0",
      recommended: true,
      strict: true,
    },
    fixable: 'code',
    schema: [],
    messages: {
      legacyForm:
        '{{url}} is the one-slash socket URL of curl before 7.50.0; curl 7.50.0 and later need a host: {{fixed}}.',
    },
    languages: ['js/js'],
  },
  create(context) {
    return urlListeners(context, (occurrence) => {
      const { node, url, loc } = occurrence;
      if (!url.isLegacyCurlForm) return;
      // `http:/v1.24/${endpoint}` and a client's base `http:/v1.39`: the version prefix says it is the daemon's.
      if (!enginePathOf(occurrence, context.sourceCode) && !VERSION_PREFIX.test(url.segments[0]?.text ?? '')) return;
      const show = (text: string) => text.replaceAll(HOLE, '…');
      const written = url.flat.text.slice(url.start, url.end);
      const schemeEnd = url.path.start;
      const edit = replaceSpan(url, schemeEnd, schemeEnd, '//localhost', node.range);
      context.report({
        node,
        loc,
        messageId: 'legacyForm',
        data: {
          url: show(written),
          fixed: show(`${written.slice(0, schemeEnd - url.start)}//localhost${written.slice(schemeEnd - url.start)}`),
        },
        fix: edit ? applyEdits([edit]) : null,
      });
    });
  },
});
