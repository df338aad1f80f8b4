import { hubOperation, type HubOperationId } from './hub-operations.js';

export const HUB_V1_REMOVED_ON = '2022-08-23';

export interface HubV1Route {
  /** The removed route, with the v1 `{param}` names. */
  readonly route: string;
  /** The documented v2 route to use instead, or null when Docker names none. */
  readonly replacement: string | null;
  /** The v2 path this route is rewritten to, or null when no rewrite is possible. */
  readonly rewrite: V1Rewrite | null;
  /**
   * The rewrite to offer when the one-segment `{name}` is a hole that may hold
   * `namespace/name`: the live `/v2/repositories/{namespace}/{repository}/...` form.
   */
  readonly rewriteWhenNameHoldsNamespace: V1Rewrite | null;
}

export interface V1Rewrite {
  /** The new path in terms of the v1 route's own parameters; every parameter maps to one segment. */
  readonly path: string;
  /** The same path in the v2 reference's parameter names, for messages. */
  readonly route: string;
}

/** `{name}` is the v2 `{repository}` and `{tag_name}` the v2 `{tag}`. */
function v1Rewrite(path: string | null, nameHoldsNamespace = false): V1Rewrite | null {
  if (path === null) return null;
  const route = path.replace('{name}', nameHoldsNamespace ? '{namespace}/{repository}' : '{repository}').replace('{tag_name}', '{tag}');
  return { path, route };
}

interface V1Row {
  readonly route: string;
  readonly replacementOperationId: HubOperationId | null;
  readonly rewrite: string | null;
  readonly rewriteWhenNameHoldsNamespace: string | null;
}

const ROWS: readonly V1Row[] = [
  {
    route: '/v1/repositories/{name}/images',
    replacementOperationId: null,
    rewrite: null,
    rewriteWhenNameHoldsNamespace: null,
  },
  {
    // A one-segment name is an official image, whose namespace is `library`.
    route: '/v1/repositories/{name}/tags',
    replacementOperationId: 'ListRepositoryTags',
    rewrite: '/v2/namespaces/library/repositories/{name}/tags',
    rewriteWhenNameHoldsNamespace: '/v2/repositories/{name}/tags',
  },
  {
    route: '/v1/repositories/{name}/tags/{tag_name}',
    replacementOperationId: 'GetRepositoryTag',
    rewrite: '/v2/namespaces/library/repositories/{name}/tags/{tag_name}',
    rewriteWhenNameHoldsNamespace: '/v2/repositories/{name}/tags/{tag_name}',
  },
  {
    route: '/v1/repositories/{namespace}/{name}/images',
    replacementOperationId: null,
    rewrite: null,
    rewriteWhenNameHoldsNamespace: null,
  },
  {
    route: '/v1/repositories/{namespace}/{name}/tags',
    replacementOperationId: 'ListRepositoryTags',
    rewrite: '/v2/namespaces/{namespace}/repositories/{name}/tags',
    rewriteWhenNameHoldsNamespace: null,
  },
  {
    route: '/v1/repositories/{namespace}/{name}/tags/{tag_name}',
    replacementOperationId: 'GetRepositoryTag',
    rewrite: '/v2/namespaces/{namespace}/repositories/{name}/tags/{tag_name}',
    rewriteWhenNameHoldsNamespace: null,
  },
];

/** Spec table 4.2: the removed Hub v1 routes (410 since 2022-08-23) and their v2 replacements. */
export const HUB_V1_ROUTES: readonly HubV1Route[] = ROWS.map((row) => ({
  route: row.route,
  replacement: row.replacementOperationId ? hubOperation(row.replacementOperationId).path : null,
  rewrite: v1Rewrite(row.rewrite),
  rewriteWhenNameHoldsNamespace: v1Rewrite(row.rewriteWhenNameHoldsNamespace, true),
}));
