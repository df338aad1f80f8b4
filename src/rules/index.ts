import noDeprecatedHubEndpoint from './no-deprecated-hub-endpoint.js';
import noLegacyCurlSocketUrl from './no-legacy-curl-socket-url.js';
import noRemovedHubV1Route from './no-removed-hub-v1-route.js';
import noUnsupportedEngineApiVersion from './no-unsupported-engine-api-version.js';
import requireEngineApiVersion from './require-engine-api-version.js';

export const rules = {
  'no-deprecated-hub-endpoint': noDeprecatedHubEndpoint,
  'no-legacy-curl-socket-url': noLegacyCurlSocketUrl,
  'no-removed-hub-v1-route': noRemovedHubV1Route,
  'no-unsupported-engine-api-version': noUnsupportedEngineApiVersion,
  'require-engine-api-version': requireEngineApiVersion,
};

export type RuleName = keyof typeof rules;
