import noRemovedHubV1Route from '../../src/rules/no-removed-hub-v1-route.js';
import noUnsupportedEngineApiVersion from '../../src/rules/no-unsupported-engine-api-version.js';
import requireEngineApiVersion from '../../src/rules/require-engine-api-version.js';
import { locate } from '../locate.js';
import { testers } from './testers.js';

const { markdown } = testers;

const REMOVED_TAGS =
  '/v1/repositories/{namespace}/{name}/tags was removed on 2022-08-23 and answers 410 Gone; use /v2/namespaces/{namespace}/repositories/{repository}/tags. The v2 answer is paginated ({count, next, previous, results}), so review how the response is read.';

const JS_TAGS = [
  '# Tags',
  '',
  'List the tags:',
  '',
  '```javascript',
  "const answer = await fetch('https://registry.hub.docker.com/v1/repositories/library/alpine/tags');",
  '```',
  '',
].join('\n');

const LISTED_TS = [
  '1. With a socket:',
  '',
  '   ```ts',
  "   import http from 'node:http';",
  "   const path: string = '/images/json';",
  "   http.get({ socketPath: '/var/run/docker.sock', path }, (response: http.IncomingMessage) => response.resume());",
  '   ```',
  '',
].join('\n');

const QUOTED_MJS = [
  '> ```mjs',
  '> const owner = process.env.OWNER;',
  '> await fetch(`https://index.docker.io/v1/repositories/${owner}/tags`);',
  '> ```',
  '',
].join('\n');

const TSX_VERSION = [
  '```tsx',
  "import Docker from 'dockerode';",
  "const docker = new Docker({ socketPath: '/var/run/docker.sock', version: 'v1.23' });",
  'export const Panel = () => <p>{docker.modem.socketPath}</p>;',
  '```',
  '',
].join('\n');

markdown.run('JavaScript and TypeScript blocks of Markdown', noRemovedHubV1Route, {
  valid: [
    // A mock in a test example: the URL is never sent.
    "```js\nnock('https://registry.hub.docker.com').get('/v1/repositories/library/alpine/tags').reply(200, []);\n```",
    // JSON, another language, prose and inline code are not JavaScript.
    '```json\n{ "tags": "https://registry.hub.docker.com/v1/repositories/library/alpine/tags" }\n```',
    "```ruby\nNet::HTTP.get(URI('https://registry.hub.docker.com/v1/repositories/library/alpine/tags'))\n```",
    "Call `fetch('https://registry.hub.docker.com/v1/repositories/library/alpine/tags')`.",
    // A comment of a block is no request.
    '```js\n// fetch https://registry.hub.docker.com/v1/repositories/library/alpine/tags\n```',
    // A block that does not parse says nothing, and breaks nothing.
    "```js\nconst answer = await fetch('https://registry.hub.docker.com/v1/repositories/library/alpine/tags'\n```",
    "```ts\nfetch('https://registry.hub.docker.com/v1/repositories/library/alpine/tags');\nconst : string = 1;\n```",
    // An untagged block is read only when it is plainly shell (markdown-untagged.test.ts): JavaScript there is not.
    "```\nfetch('https://registry.hub.docker.com/v1/repositories/library/alpine/tags');\n```",
  ],
  invalid: [
    {
      code: JS_TAGS,
      output: JS_TAGS.replace('registry.hub.docker.com/v1/repositories/library', 'hub.docker.com/v2/namespaces/library/repositories'),
      errors: [{ message: REMOVED_TAGS, ...locate(JS_TAGS, "'https://registry.hub.docker.com/v1/repositories/library/alpine/tags'") }],
    },
    // In a block quote, a name that may hold a namespace: suggestions, each editing the block's code only.
    {
      code: QUOTED_MJS,
      output: null,
      errors: [
        {
          messageId: 'removed',
          ...locate(QUOTED_MJS, '`https://index.docker.io/v1/repositories/${owner}/tags`'),
          suggestions: [
            {
              messageId: 'rewriteOfficialImage',
              data: { route: '/v2/namespaces/library/repositories/{repository}/tags' },
              output: QUOTED_MJS.replace('index.docker.io/v1/repositories', 'hub.docker.com/v2/namespaces/library/repositories'),
            },
            {
              messageId: 'rewriteNamespacedName',
              data: { route: '/v2/repositories/{namespace}/{repository}/tags' },
              output: QUOTED_MJS.replace('index.docker.io/v1/repositories', 'hub.docker.com/v2/repositories'),
            },
          ],
        },
      ],
    },
  ],
});

markdown.run('TypeScript blocks of Markdown, in a list', requireEngineApiVersion, {
  valid: [LISTED_TS.replace("'/images/json'", "'/v1.47/images/json'")],
  invalid: [
    {
      code: LISTED_TS,
      output: null,
      errors: [
        {
          messageId: 'unversioned',
          ...locate(LISTED_TS, "'/images/json'"),
          suggestions: [
            { messageId: 'addVersion', data: { version: '1.55' }, output: LISTED_TS.replace("'/images/json'", "'/v1.55/images/json'") },
          ],
        },
      ],
    },
  ],
});

markdown.run('dockerode in a TSX block of Markdown', noUnsupportedEngineApiVersion, {
  valid: [TSX_VERSION.replace("'v1.23'", "'v1.47'")],
  invalid: [
    {
      code: TSX_VERSION,
      errors: [{ messageId: 'tooOld', ...locate(TSX_VERSION, "'v1.23'") }],
    },
  ],
});
