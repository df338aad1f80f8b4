import noDeprecatedHubEndpoint from './no-deprecated-hub-endpoint.js';
import noRemovedHubV1Route from './no-removed-hub-v1-route.js';

export const rules = {
  'no-deprecated-hub-endpoint': noDeprecatedHubEndpoint,
  'no-removed-hub-v1-route': noRemovedHubV1Route,
};

export type RuleName = keyof typeof rules;
