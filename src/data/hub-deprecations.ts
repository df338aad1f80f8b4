import { HUB_OPERATION_DOC_URL, HUB_OPERATIONS, hubOperation, type HubOperationId } from './hub-operations.js';
import type { HttpMethod } from './types.js';

const DEPRECATION_LOG = 'https://docs.docker.com/reference/api/hub/deprecated/';

export interface HubDeprecation {
  readonly method: HttpMethod;
  /** The deprecated route, with `{param}` placeholders. */
  readonly route: string;
  /** ISO 8601 date of the deprecation log entry. */
  readonly markedOn: string;
  readonly replacement: {
    /** The operation's name in Docker's documentation. */
    readonly name: string;
    readonly operationId: HubOperationId;
    readonly method: HttpMethod;
    readonly route: string;
    readonly docUrl: string;
  };
  /** The deprecation log entry. */
  readonly docUrl: string;
}

interface DeprecationRow {
  readonly method: HttpMethod;
  readonly route: string;
  readonly markedOn: string;
  readonly replacementName: string;
  readonly replacementOperationId: HubOperationId;
  readonly logAnchor: string;
}

const ROWS: readonly DeprecationRow[] = [
  {
    method: 'POST',
    route: '/v2/repositories',
    markedOn: '2025-09-19',
    replacementName: 'Create repository',
    replacementOperationId: 'CreateRepository',
    logAnchor: 'deprecate-legacy-createrepository-and-getrepository',
  },
  {
    method: 'POST',
    route: '/v2/repositories/{namespace}',
    markedOn: '2025-09-19',
    replacementName: 'Create repository',
    replacementOperationId: 'CreateRepository',
    logAnchor: 'deprecate-legacy-createrepository-and-getrepository',
  },
  {
    method: 'GET',
    route: '/v2/repositories/{namespace}/{repository}',
    markedOn: '2025-09-19',
    replacementName: 'Get repository',
    replacementOperationId: 'GetRepository',
    logAnchor: 'deprecate-legacy-createrepository-and-getrepository',
  },
  {
    method: 'HEAD',
    route: '/v2/repositories/{namespace}/{repository}',
    markedOn: '2025-09-19',
    replacementName: 'Check repository',
    replacementOperationId: 'CheckRepository',
    logAnchor: 'deprecate-legacy-createrepository-and-getrepository',
  },
  {
    method: 'GET',
    route: '/v2/repositories/{namespace}',
    markedOn: '2025-06-27',
    replacementName: 'List repositories',
    replacementOperationId: 'listNamespaceRepositories',
    logAnchor: 'deprecate-legacy-listnamespacerepositories',
  },
];

/** Spec table 4.1: the deprecated Hub v2 routes and the documented operations that replace them. */
export const HUB_DEPRECATIONS: readonly HubDeprecation[] = ROWS.map((row) => {
  const operation = hubOperation(row.replacementOperationId);
  return {
    method: row.method,
    route: row.route,
    markedOn: row.markedOn,
    replacement: {
      name: row.replacementName,
      operationId: row.replacementOperationId,
      method: operation.method,
      route: operation.path,
      docUrl: HUB_OPERATION_DOC_URL + row.replacementOperationId,
    },
    docUrl: DEPRECATION_LOG + '#' + row.logAnchor,
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

/** Real routes that a deprecated route's template would match, but that are not deprecated. */
export const HUB_ROUTES_NOT_DEPRECATED: readonly string[] = ['/v2/repositories/namespaces'];

/** How a user names a row in the rule's `ignore` option. */
export function hubDeprecationKey(row: Pick<HubDeprecation, 'method' | 'route'>): string {
  return `${row.method} ${row.route}`;
}
