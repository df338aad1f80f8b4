import { HUB_OPERATIONS, hubOperation, hubOperationDocUrl, type HubOperationId } from './hub-operations.js';
import type { HttpMethod } from './types.js';

const DEPRECATION_LOG = 'https://docs.docker.com/reference/api/hub/deprecated/';

export interface HubDeprecation {
  readonly method: HttpMethod;
  /** The deprecated route, with `{param}` placeholders. */
  readonly route: string;
  /** ISO 8601 date of the deprecation log entry; null when the reference marks it deprecated and the log gives no date. */
  readonly markedOn: string | null;
  /**
   * Null when a request to the replacement route can be the same request to another path, so a
   * suggestion may rewrite the URL; else what else changes, as the message ends it ('..., which
   * takes ...'), and no suggestion is offered.
   */
  readonly requestChanges: string | null;
  /** The route is a path other APIs may have too: it is read as the Hub's only on a Hub host. */
  readonly onlyOnHubHost: boolean;
  readonly replacement: {
    /** The operation's name in Docker's documentation. */
    readonly name: string;
    readonly operationId: HubOperationId;
    readonly method: HttpMethod;
    readonly route: string;
    readonly docUrl: string;
  };
  /** The deprecation log entry, else the deprecated operation in the reference. */
  readonly docUrl: string;
}

interface DeprecationRow {
  readonly method: HttpMethod;
  readonly route: string;
  readonly markedOn: string | null;
  readonly replacementName: string;
  readonly replacementOperationId: HubOperationId;
  /** The deprecation log's entry, or the deprecated operation's id in the reference when the log has none. */
  readonly source: { readonly logAnchor: string } | { readonly operationId: HubOperationId };
  readonly requestChanges?: string;
  readonly onlyOnHubHost?: boolean;
}

const ROWS: readonly DeprecationRow[] = [
  {
    method: 'POST',
    route: '/v2/repositories',
    markedOn: '2025-09-19',
    replacementName: 'Create repository',
    replacementOperationId: 'CreateRepository',
    source: { logAnchor: 'deprecate-legacy-createrepository-and-getrepository' },
  },
  {
    method: 'POST',
    route: '/v2/repositories/{namespace}',
    markedOn: '2025-09-19',
    replacementName: 'Create repository',
    replacementOperationId: 'CreateRepository',
    source: { logAnchor: 'deprecate-legacy-createrepository-and-getrepository' },
  },
  {
    method: 'GET',
    route: '/v2/repositories/{namespace}/{repository}',
    markedOn: '2025-09-19',
    replacementName: 'Get repository',
    replacementOperationId: 'GetRepository',
    source: { logAnchor: 'deprecate-legacy-createrepository-and-getrepository' },
  },
  {
    method: 'HEAD',
    route: '/v2/repositories/{namespace}/{repository}',
    markedOn: '2025-09-19',
    replacementName: 'Check repository',
    replacementOperationId: 'CheckRepository',
    source: { logAnchor: 'deprecate-legacy-createrepository-and-getrepository' },
  },
  {
    method: 'GET',
    route: '/v2/repositories/{namespace}',
    markedOn: '2025-06-27',
    replacementName: 'List repositories',
    replacementOperationId: 'listNamespaceRepositories',
    source: { logAnchor: 'deprecate-legacy-listnamespacerepositories' },
  },
  // The reference marks it deprecated (use Create access token); the deprecation log has no entry for it.
  {
    method: 'POST',
    route: '/v2/users/login',
    markedOn: null,
    replacementName: 'Create access token',
    replacementOperationId: 'AuthCreateAccessToken',
    source: { operationId: 'PostUsersLogin' },
    requestChanges: 'takes {identifier, secret} instead of {username, password} and answers {access_token} instead of {token}',
    onlyOnHubHost: true,
  },
];

/**
 * Spec table 4.1 (the deprecated Hub v2 routes and the documented operations that replace them),
 * and `POST /v2/users/login`, which the reference marks deprecated without a date in the log.
 */
export const HUB_DEPRECATIONS: readonly HubDeprecation[] = ROWS.map((row) => {
  const operation = hubOperation(row.replacementOperationId);
  return {
    method: row.method,
    route: row.route,
    markedOn: row.markedOn,
    requestChanges: row.requestChanges ?? null,
    onlyOnHubHost: row.onlyOnHubHost ?? false,
    replacement: {
      name: row.replacementName,
      operationId: row.replacementOperationId,
      method: operation.method,
      route: operation.path,
      docUrl: hubOperationDocUrl(operation),
    },
    docUrl:
      'logAnchor' in row.source ? DEPRECATION_LOG + '#' + row.source.logAnchor : hubOperationDocUrl(hubOperation(row.source.operationId)),
  };
});

/**
 * Words that follow `{namespace}/{repository}` in a repository's sub-resources: those of the Hub
 * reference, and the older ones FACTS.md names. After a single value built at run time
 * (`/v2/repositories/${image}/tags`) such a word says the value holds `namespace/name`.
 */
export const HUB_REPOSITORY_SUBRESOURCES: ReadonlySet<string> = new Set([
  ...HUB_OPERATIONS.flatMap(({ path }) => /\/\{repository\}\/(\w+)/.exec(path)?.[1] ?? []),
  'buildhistory',
  'webhooks',
  'collaborators',
  'stars',
  'autobuild',
  'dockerfile',
  'links',
  'comments',
  'permissions',
  'readme',
]);
/** When a row was marked deprecated, as the messages and the docs say it. */
export function markedOnText(row: Pick<HubDeprecation, 'markedOn'>): string {
  return row.markedOn ?? 'no date given in the deprecation log';
}

/** Real routes that a deprecated route's template would match, but that are not deprecated. */
export const HUB_ROUTES_NOT_DEPRECATED: readonly string[] = ['/v2/repositories/namespaces'];

/** How a user names a row in the rule's `ignore` option. */
export function hubDeprecationKey(row: Pick<HubDeprecation, 'method' | 'route'>): string {
  return `${row.method} ${row.route}`;
}
