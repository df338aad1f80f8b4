import rule from '../../src/rules/no-removed-hub-v1-route.js';
import { locate } from '../locate.js';
import { ruleTester } from '../rule-tester.js';

const TAGS = '/v2/namespaces/{namespace}/repositories/{repository}/tags';
const TAG = '/v2/namespaces/{namespace}/repositories/{repository}/tags/{tag}';

type SuggestionId = 'rewrite' | 'rewriteOfficialImage' | 'rewriteNamespacedName';

interface Expected {
  code: string;
  /** The text the report underlines: the outermost string expression. */
  reported: string;
  route: string;
  /** The documented v2 route named in the message; null for the image routes, which have none. */
  replacement: string | null;
  /** The autofix output, or null where no autofix may happen. */
  output: string | null;
  suggestions?: [messageId: SuggestionId, route: string, output: string][];
  settings?: Record<string, unknown>;
  options?: [{ ignore?: string[]; fix?: 'autofix' | 'suggestion' }];
}

function invalid({ code, reported, route, replacement, output, suggestions = [], settings, options }: Expected) {
  return {
    code,
    ...(settings ? { settings } : {}),
    ...(options ? { options } : {}),
    output,
    errors: [
      {
        ...(replacement === null
          ? { messageId: 'removedNoReplacement' as const, data: { route, date: '2022-08-23' } }
          : { messageId: 'removed' as const, data: { route, date: '2022-08-23', replacement } }),
        ...locate(code, reported),
        suggestions: suggestions.map(([messageId, suggested, suggestedOutput]) => ({
          messageId,
          data: { route: suggested },
          output: suggestedOutput,
        })),
      },
    ],
  };
}

ruleTester.run('no-removed-hub-v1-route', rule, {
  valid: [
    // A variable assigned twice holds no one value; sync-request's URL is its second argument.
    "var endpoint;\nendpoint = 'https://registry.hub.docker.com/v1/repositories/acme/app/tags';\nendpoint = mirror;\nrequire('sync-request')('GET', endpoint);",
    "const get = require('sync-request');\nget('https://registry.hub.docker.com/v1/repositories/acme/app/tags', 'GET');",
    // A bare or relative path may go to any registry's own v1 API, through a base the file does not show.
    "request('/v1/repositories/acme/app/tags')",
    'client.get(`v1/repositories/${ns}/${name}/tags`)',
    // Not sent: a constant nobody sends, a message, a mock, an assertion.
    "const TAGS = 'https://index.docker.io/v1/repositories/library/nginx/tags'",
    "logger.warn('https://index.docker.io/v1/repositories/library/nginx/tags answered 410')",
    "nock('https://index.docker.io').get('/v1/repositories/library/nginx/tags').reply(200, [])",
    "expect(got).toHaveBeenCalledWith('https://index.docker.io/v1/repositories/library/nginx/tags')",
    "console.log('curl https://index.docker.io/v1/repositories/library/nginx/tags')",
    // Still live: the registry auth address, search and ping.
    "const auth = { username, password, serveraddress: 'https://index.docker.io/v1/' }",
    "fetch('https://index.docker.io/v1/search?q=nginx')",
    "fetch('https://index.docker.io/v1/_ping')",
    // v2 routes, and v1 paths that are not the removed routes.
    "fetch('https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags')",
    "fetch('https://hub.docker.com/v1/repositories')",
    "fetch('https://hub.docker.com/v1/repositories/library/nginx')",
    "fetch('https://hub.docker.com/v1/repositories/library/nginx/tags/latest/json')",
    // Other vendors' repositories paths and other hosts.
    "fetch('https://quay.io/api/v1/repository/acme/app')",
    "fetch('https://gitlab.example.com/api/v4/projects/42/registry/repositories')",
    "fetch('https://artifactory.example.com/v1/repositories/acme/app/tags')",
    "fetch('https://artifactory.example.com/api/docker/v1/repositories/acme/tags')",
    // Podman and paths a client library versions itself.
    "fetch('http://d/v4.0.0/libpod/images/json')",
    "modem.dial({ path: '/images/json', method: 'GET' }, callback)",
    // Not a request.
    '// curl https://index.docker.io/v1/repositories/library/nginx/tags',
    "console.log('removed: /v1/repositories/library/nginx/tags')",
    "type Legacy = '/v1/repositories/library/nginx/tags'",
    "app.get('/v1/repositories/:name/tags', (req, res) => res.json([]))",
    'html`<a href="/v1/repositories/library/nginx/tags">tags</a>`',
    {
      code: "fetch('https://index.docker.io/v1/repositories/library/nginx/images')",
      options: [{ ignore: ['/v1/repositories/{namespace}/{name}/images'] }],
    },

  ],
  invalid: [
    // HTTP packages by whatever name the file gives them, and a variable assigned once at the top.
    invalid({
      code: "import fetchBuffer = require('download');\nconst tags = await fetchBuffer('https://registry.hub.docker.com/v1/repositories/acme/app/tags');",
      reported: "'https://registry.hub.docker.com/v1/repositories/acme/app/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "import fetchBuffer = require('download');\nconst tags = await fetchBuffer('https://hub.docker.com/v2/namespaces/acme/repositories/app/tags');",
    }),
    invalid({
      code: "var get, endpoint;\nget = require('sync-request');\nendpoint = 'https://registry.hub.docker.com/v1/repositories/acme/app/tags';\nfunction versions() { return get('GET', endpoint).getBody('utf8'); }",
      reported: "'https://registry.hub.docker.com/v1/repositories/acme/app/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "var get, endpoint;\nget = require('sync-request');\nendpoint = 'https://hub.docker.com/v2/namespaces/acme/repositories/app/tags';\nfunction versions() { return get('GET', endpoint).getBody('utf8'); }",
    }),
    // Every row of spec table 4.2.
    invalid({
      code: "fetch('https://index.docker.io/v1/repositories/nginx/images')",
      reported: "'https://index.docker.io/v1/repositories/nginx/images'",
      route: '/v1/repositories/{name}/images',
      replacement: null,
      output: null,
    }),
    invalid({
      code: "fetch('https://registry.hub.docker.com/v1/repositories/nginx/tags')",
      reported: "'https://registry.hub.docker.com/v1/repositories/nginx/tags'",
      route: '/v1/repositories/{name}/tags',
      replacement: TAGS,
      output: "fetch('https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags')",
    }),
    // { fix: 'suggestion' }: the certain rewrite is offered as a suggestion, never applied by --fix.
    invalid({
      code: "fetch('https://registry.hub.docker.com/v1/repositories/nginx/tags')",
      reported: "'https://registry.hub.docker.com/v1/repositories/nginx/tags'",
      route: '/v1/repositories/{name}/tags',
      replacement: TAGS,
      options: [{ fix: 'suggestion' }],
      output: null,
      suggestions: [['rewrite', '/v2/namespaces/library/repositories/{repository}/tags', "fetch('https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags')"]],
    }),
    invalid({
      code: 'fetch(`https://hub.docker.com/v1/repositories/${namespace}/${name}/tags/${tag}`)',
      reported: '`https://hub.docker.com/v1/repositories/${namespace}/${name}/tags/${tag}`',
      route: '/v1/repositories/{namespace}/{name}/tags/{tag_name}',
      replacement: TAG,
      options: [{ fix: 'suggestion' }],
      output: null,
      suggestions: [['rewrite', TAG, 'fetch(`https://hub.docker.com/v2/namespaces/${namespace}/repositories/${name}/tags/${tag}`)']],
    }),
    // { fix: 'autofix' } is the default.
    invalid({
      code: "fetch('https://registry.hub.docker.com/v1/repositories/nginx/tags')",
      reported: "'https://registry.hub.docker.com/v1/repositories/nginx/tags'",
      route: '/v1/repositories/{name}/tags',
      replacement: TAGS,
      options: [{ fix: 'autofix' }],
      output: "fetch('https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags')",
    }),
    // Where the rewrite is not certain, the option changes nothing: suggestions as before.
    invalid({
      code: "https.request({ hostname: 'index.docker.io', path: '/v1/repositories/acme/app/tags' })",
      reported: "'/v1/repositories/acme/app/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      options: [{ fix: 'suggestion' }],
      output: null,
      suggestions: [['rewrite', TAGS, "https.request({ hostname: 'index.docker.io', path: '/v2/namespaces/acme/repositories/app/tags' })"]],
    }),
    invalid({
      code: "fetch('https://registry.hub.docker.com/v1/repositories/nginx/tags/1.27')",
      reported: "'https://registry.hub.docker.com/v1/repositories/nginx/tags/1.27'",
      route: '/v1/repositories/{name}/tags/{tag_name}',
      replacement: TAG,
      output: "fetch('https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags/1.27')",
    }),
    invalid({
      code: 'fetch(`https://index.docker.io/v1/repositories/${namespace}/${name}/images`)',
      reported: '`https://index.docker.io/v1/repositories/${namespace}/${name}/images`',
      route: '/v1/repositories/{namespace}/{name}/images',
      replacement: null,
      output: null,
    }),
    invalid({
      code: 'axios.get(`https://registry.hub.docker.com/v1/repositories/${namespace}/${name}/tags`)',
      reported: '`https://registry.hub.docker.com/v1/repositories/${namespace}/${name}/tags`',
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: 'axios.get(`https://hub.docker.com/v2/namespaces/${namespace}/repositories/${name}/tags`)',
    }),
    invalid({
      code: "got('https://hub.docker.com/v1/repositories/acme/app/tags/' + tag)",
      reported: "'https://hub.docker.com/v1/repositories/acme/app/tags/' + tag",
      route: '/v1/repositories/{namespace}/{name}/tags/{tag_name}',
      replacement: TAG,
      output: "got('https://hub.docker.com/v2/namespaces/acme/repositories/app/tags/' + tag)",
    }),
    // A single hole that may hold namespace/name: suggestions, not an autofix.
    invalid({
      code: 'fetch(`https://registry.hub.docker.com/v1/repositories/${image}/tags`)',
      reported: '`https://registry.hub.docker.com/v1/repositories/${image}/tags`',
      route: '/v1/repositories/{name}/tags',
      replacement: TAGS,
      output: null,
      suggestions: [
        [
          'rewriteOfficialImage',
          '/v2/namespaces/library/repositories/{repository}/tags',
          'fetch(`https://hub.docker.com/v2/namespaces/library/repositories/${image}/tags`)',
        ],
        [
          'rewriteNamespacedName',
          '/v2/repositories/{namespace}/{repository}/tags',
          'fetch(`https://hub.docker.com/v2/repositories/${image}/tags`)',
        ],
      ],
    }),
    invalid({
      code: "import { format } from 'util';\nfetch(format('https://index.docker.io/v1/repositories/%s/tags/%s', image, tag));",
      reported: "format('https://index.docker.io/v1/repositories/%s/tags/%s', image, tag)",
      route: '/v1/repositories/{name}/tags/{tag_name}',
      replacement: TAG,
      output: null,
      suggestions: [
        [
          'rewriteOfficialImage',
          '/v2/namespaces/library/repositories/{repository}/tags/{tag}',
          "import { format } from 'util';\nfetch(format('https://hub.docker.com/v2/namespaces/library/repositories/%s/tags/%s', image, tag));",
        ],
        [
          'rewriteNamespacedName',
          '/v2/repositories/{namespace}/{repository}/tags/{tag}',
          "import { format } from 'util';\nfetch(format('https://hub.docker.com/v2/repositories/%s/tags/%s', image, tag));",
        ],
      ],
    }),
    // A bare or relative path: the base host is unknown, so the rewrite is a suggestion.
    // String forms: constants, fallbacks, new URL, command lines; comments inside are kept.
    invalid({
      code: "const HUB = 'https://hub.docker.com';\nfetch(`${HUB}/v1/repositories/${ns}/${name}/tags`);",
      reported: '`${HUB}/v1/repositories/${ns}/${name}/tags`',
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "const HUB = 'https://hub.docker.com';\nfetch(`${HUB}/v2/namespaces/${ns}/repositories/${name}/tags`);",
    }),
    invalid({
      code: "const url = process.env.TAGS_URL || 'https://index.docker.io/v1/repositories/library/nginx/tags';\nconst tags = await got(url).json();",
      reported: "process.env.TAGS_URL || 'https://index.docker.io/v1/repositories/library/nginx/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "const url = process.env.TAGS_URL || 'https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags';\nconst tags = await got(url).json();",
    }),
    invalid({
      code: "fetch(new URL('/v1/repositories/library/nginx/tags', 'https://registry.hub.docker.com'))",
      reported: "new URL('/v1/repositories/library/nginx/tags', 'https://registry.hub.docker.com')",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "fetch(new URL('/v2/namespaces/library/repositories/nginx/tags', 'https://hub.docker.com'))",
    }),
    invalid({
      code: "fetch('https://hub.docker.com/v1/repositories/' + /* the org */ ns + '/' + name + '/tags')",
      reported: "'https://hub.docker.com/v1/repositories/' + /* the org */ ns + '/' + name + '/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "fetch('https://hub.docker.com/v2/namespaces/' + /* the org */ ns + '/repositories/' + name + '/tags')",
    }),
    invalid({
      code: "execSync('curl -fsSL https://index.docker.io/v1/repositories/library/nginx/tags | jq -r .[].name')",
      reported: 'https://index.docker.io/v1/repositories/library/nginx/tags',
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "execSync('curl -fsSL https://hub.docker.com/v2/namespaces/library/repositories/nginx/tags | jq -r .[].name')",
    }),
    // The host lives in a constant declared elsewhere: no edit may reach it, so there is no fix.
    invalid({
      code: "const LEGACY = 'https://registry.hub.docker.com';\nfetch(LEGACY + '/v1/repositories/library/nginx/tags');",
      reported: "LEGACY + '/v1/repositories/library/nginx/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: null,
    }),
    // Escapes outside the rewritten text stay as written.
    invalid({
      code: "fetch('https:\\/\\/hub.docker.com/v1/repositories/acme/app/tags')",
      reported: "'https:\\/\\/hub.docker.com/v1/repositories/acme/app/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "fetch('https:\\/\\/hub.docker.com/v2/namespaces/acme/repositories/app/tags')",
    }),
    // A rewrite that would have to cut through an escape is not made.
    invalid({
      code: "fetch('https://hub.docker.com/v\\u0031/repositories/acme/app/tags')",
      reported: "'https://hub.docker.com/v\\u0031/repositories/acme/app/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: null,
    }),
    invalid({
      code: "fetch('https://hub.docker.com/v1/reposit\\u006Fries/acme/app/tags')",
      reported: "'https://hub.docker.com/v1/reposit\\u006Fries/acme/app/tags'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: null,
    }),
    invalid({
      code: 'fetch(`https://hub.docker.com/v1/repositories/${ns}/app/tags\\n`)',
      reported: '`https://hub.docker.com/v1/repositories/${ns}/app/tags\\n`',
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: 'fetch(`https://hub.docker.com/v2/namespaces/${ns}/repositories/app/tags\\n`)',
    }),
    // A user's own Hub host, named in settings, is kept.
    invalid({
      code: "fetch('https://hub.internal.example/v1/repositories/acme/app/tags')",
      reported: "'https://hub.internal.example/v1/repositories/acme/app/tags'",
      settings: { 'docker-api': { hubHosts: ['hub.internal.example'] } },
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "fetch('https://hub.internal.example/v2/namespaces/acme/repositories/app/tags')",
    }),
    // The trailing slash and the query stay.
    invalid({
      code: "fetch('https://hub.docker.com/v1/repositories/acme/app/tags/?page=2')",
      reported: "'https://hub.docker.com/v1/repositories/acme/app/tags/?page=2'",
      route: '/v1/repositories/{namespace}/{name}/tags',
      replacement: TAGS,
      output: "fetch('https://hub.docker.com/v2/namespaces/acme/repositories/app/tags/?page=2')",
    }),
  ],
});
