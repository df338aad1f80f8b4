import {
  API_VERSION_PATTERN,
  compareApiVersions,
  describeReleases,
  ENGINE_API_HARD_FLOOR,
  ENGINE_API_NEWEST,
  parseApiVersion,
  releasesRefusingAsTooNew,
  releasesRefusingAsTooOld,
} from '../data/engine-versions.js';
import { engineVersionPrefix } from '../analysis/engine/engine-path.js';
import { createRule } from '../util/create-rule.js';
import { urlListeners } from '../analysis/occurrence.js';

export const RULE_NAME = 'no-unsupported-engine-api-version';

type MessageIds = 'malformed' | 'tooOld' | 'tooOldConfigured' | 'tooNew' | 'tooNewConfigured';
type Options = [{ minimum?: string; maximum?: string }];

export default createRule<Options, MessageIds>({
  name: RULE_NAME,
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow malformed Docker Engine API version prefixes and versions the daemon refuses',
      recommended: true,
      strict: true,
    },
    schema: [
      {
        type: 'object',
        properties: {
          minimum: {
            type: 'string',
            pattern: API_VERSION_PATTERN,
            description: `The oldest Engine API version to allow, as major.minor. Default ${ENGINE_API_HARD_FLOOR}, the floor of every supported Engine.`,
          },
          maximum: {
            type: 'string',
            pattern: API_VERSION_PATTERN,
            description: 'The newest Engine API version to allow, as major.minor: the newest your oldest daemon serves. No maximum by default.',
          },
        },
        additionalProperties: false,
      },
    ],
    defaultOptions: [{ minimum: ENGINE_API_HARD_FLOOR }],
    messages: {
      malformed: '/{{prefix}}/ is not an Engine API version prefix: write /v<major>.<minor>, such as /v{{newest}}.',
      tooOld:
        'Engine API version {{version}} is below the minimum {{minimum}}: Engine {{releases}} refuse it with 400 (client version {{version}} is too old).',
      tooOldConfigured: 'Engine API version {{version}} is below the configured minimum {{minimum}}.',
      tooNew:
        'Engine API version {{version}} is above the maximum {{maximum}}: Engine {{releases}} refuse it with 400 (client version {{version}} is too new).',
      tooNewConfigured: 'Engine API version {{version}} is above the configured maximum {{maximum}}.',
    },
    languages: ['js/js'],
  },
  create(context, [{ minimum = ENGINE_API_HARD_FLOOR, maximum }]) {
    const minimumVersion = parseApiVersion(minimum)!;
    const maximumVersion = maximum === undefined ? null : parseApiVersion(maximum);

    return urlListeners(context, (occurrence) => {
      const prefix = engineVersionPrefix(occurrence, context.sourceCode);
      if (!prefix) return;
      const { node, loc } = occurrence;
      if (prefix.kind === 'malformed') {
        context.report({ node, loc, messageId: 'malformed', data: { prefix: prefix.text, newest: ENGINE_API_NEWEST } });
        return;
      }
      if (prefix.kind !== 'version') return;
      const version = prefix.text;
      if (compareApiVersions(prefix.version, minimumVersion) < 0) {
        const releases = releasesRefusingAsTooOld(prefix.version);
        context.report({
          node,
          loc,
          messageId: releases.length > 0 ? 'tooOld' : 'tooOldConfigured',
          data: { version, minimum, releases: describeReleases(releases) },
        });
      } else if (maximumVersion && compareApiVersions(prefix.version, maximumVersion) > 0) {
        const releases = releasesRefusingAsTooNew(prefix.version);
        context.report({
          node,
          loc,
          messageId: releases.length > 0 ? 'tooNew' : 'tooNewConfigured',
          data: { version, maximum, releases: describeReleases(releases) },
        });
      }
    });
  },
});
