import { fileURLToPath } from 'node:url';
import { RuleTester } from '@typescript-eslint/rule-tester';
import deprecatedHub from '../src/rules/no-deprecated-hub-endpoint.js';
import requireVersion from '../src/rules/require-engine-api-version.js';
import { invalidCases } from './rule-cases.js';
import { ruleTester } from './rule-tester.js';
import { vi } from 'vitest';

// The first case builds the TypeScript program: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

/** Linted with a TypeScript program, as a user's config with `parserOptions.project` lints. */
const typedTester = new RuleTester({
  languageOptions: {
    parserOptions: { project: './tsconfig.json', tsconfigRootDir: fileURLToPath(new URL('fixtures/typed/', import.meta.url)) },
  },
});
/** Relative to the fixture's tsconfigRootDir. */
const FILE = 'file.ts';

const GET_REPOSITORY =
  'GET /v2/repositories/{namespace}/{repository} was marked deprecated on 2025-09-19; use Get repository (GET /v2/namespaces/{namespace}/repositories/{repository})';
const IMPORTED_HUB = "import { HUB } from './endpoints';\nfetch(HUB + '/v2/repositories/acme/app');";
const IMPORTED_DAEMON = "import { DAEMON } from './endpoints';\nfetch(`${DAEMON}/containers/json`);";

typedTester.run('no-deprecated-hub-endpoint, with type information', deprecatedHub, {
  valid: [
    // A `let` has the type string, not its first value.
    { code: "import { mutableBase } from './endpoints';\nfetch(mutableBase + '/v2/repositories/acme/app');", filename: FILE },
  ],
  invalid: invalidCases(deprecatedHub, [
    {
      code: IMPORTED_HUB,
      filename: FILE,
      reported: "HUB + '/v2/repositories/acme/app'",
      messageId: 'deprecated',
      data: { descriptions: GET_REPOSITORY },
      output: null,
      suggestions: [
        {
          messageId: 'useReplacement',
          data: { route: '/v2/namespaces/{namespace}/repositories/{repository}' },
          output: "import { HUB } from './endpoints';\nfetch(HUB + '/v2/namespaces/acme/repositories/app');",
        },
      ],
    },
  ]),
});

typedTester.run('require-engine-api-version, with type information', requireVersion, {
  valid: [],
  invalid: invalidCases(requireVersion, [
    {
      code: IMPORTED_DAEMON,
      filename: FILE,
      reported: '`${DAEMON}/containers/json`',
      messageId: 'unversioned',
      data: { route: '/containers/json' },
      output: null,
      suggestions: [
        {
          messageId: 'addVersion',
          data: { version: '1.55' },
          output: "import { DAEMON } from './endpoints';\nfetch(`${DAEMON}/v1.55/containers/json`);",
        },
      ],
    },
  ]),
});

// Without type information the imported values are unknown: no report, as before.
ruleTester.run('no-deprecated-hub-endpoint, without type information', deprecatedHub, { valid: [IMPORTED_HUB], invalid: [] });
ruleTester.run('require-engine-api-version, without type information', requireVersion, { valid: [IMPORTED_DAEMON], invalid: [] });
