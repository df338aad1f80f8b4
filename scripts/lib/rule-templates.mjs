// The three files `npm run new:rule` writes for a rule. The scaffolded rule reports Docker Engine API
// requests to one route, so that as generated it typechecks, its test passes and its page's examples
// hold; the author then replaces what it reports, its description, message, examples and cases. The
// route, /system/df, is one no other test or example requests: the tests that lint with the `all`
// config and compare every report pass with the scaffolded rule in it.

/** `no-foo-bar` → `noFooBar`: the rule module's local name in src/rules/index.ts. */
export function camelCase(name) {
  return name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
}

const SCAFFOLD_DESCRIPTION = 'Disallow Docker Engine API requests to /system/df (scaffold: say what the rule reports)';
const SCAFFOLD_MESSAGE_ID = 'engineRequest';
const WRONG_EXAMPLE = "fetch('http://localhost:2375/v1.47/system/df');";
const RIGHT_EXAMPLE = "fetch('http://localhost:2375/v1.47/info');";

export function ruleSource(name) {
  return `import { enginePathOf } from '../analysis/engine/engine-path.js';
import { urlListeners } from '../analysis/occurrence.js';
import { createRule } from '../util/create-rule.js';

export const RULE_NAME = '${name}';

/** The Engine API routes whose requests the rule reports. */
const ROUTES = new Set(['/system/df']);

// Scaffolded by \`npm run new:rule\`: replace the description, the message and what is reported with the rule's own.
export default createRule<[], '${SCAFFOLD_MESSAGE_ID}'>({
  name: RULE_NAME,
  meta: {
    type: 'problem',
    docs: {
      description: '${SCAFFOLD_DESCRIPTION}',
      recommended: false,
      strict: false,
    },
    schema: [],
    messages: {
      ${SCAFFOLD_MESSAGE_ID}: 'A request to {{route}} (scaffold: say what is wrong and what to do instead).',
    },
    languages: ['js/js'],
  },
  create(context) {
    return urlListeners(context, (occurrence) => {
      const engine = enginePathOf(occurrence, context.sourceCode);
      if (!engine || !ROUTES.has(engine.route.path)) return;
      context.report({
        node: occurrence.node,
        loc: occurrence.loc,
        messageId: '${SCAFFOLD_MESSAGE_ID}',
        data: { route: engine.route.path },
      });
    });
  },
});
`;
}

export function testSource(name) {
  return `import rule from '../../src/rules/${name}.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

const ENGINE_REQUEST = ${JSON.stringify(WRONG_EXAMPLE.slice(0, -1))};

ruleTester.run('${name}', rule, {
  valid: [
    // Another Engine API route.
    ${JSON.stringify(RIGHT_EXAMPLE.slice(0, -1))},
  ],
  invalid: [
    {
      code: ENGINE_REQUEST,
      output: null,
      errors: [
        {
          messageId: '${SCAFFOLD_MESSAGE_ID}',
          data: { route: '/system/df' },
          ...locate(ENGINE_REQUEST, "'http://localhost:2375/v1.47/system/df'"),
        },
      ],
    },
  ],
});
`;
}

/** The page before eslint-doc-generator (\`npm run docs\`) fills in the header's notices. */
export function docsPage(name) {
  return `# ${SCAFFOLD_DESCRIPTION} (\`docker-api/${name}\`)

<!-- end auto-generated rule header -->

## Why

What goes wrong at run time when code does what this rule reports: the daemon's or the Hub's
answer, and since when.

## What it needs to report

The evidence a report stands on (see
[require-engine-api-version](./require-engine-api-version.md#what-it-needs-to-report)): sent,
destination, whole path, method.

## Examples

❌ Incorrect:

\`\`\`js
${WRONG_EXAMPLE}
\`\`\`

✅ Correct:

\`\`\`js
${RIGHT_EXAMPLE}
\`\`\`

## Options

This rule has no options.

## When not to use it

When ...
`;
}
