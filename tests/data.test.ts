import { describe, expect, it } from 'vitest';
import { HUB_DEPRECATIONS } from '../src/data/hub-deprecations.js';
import { HUB_OPERATIONS } from '../src/data/hub-operations.generated.js';
import { HUB_V1_ROUTES } from '../src/data/hub-v1-routes.js';

describe('the Hub deprecation table', () => {
  it('holds the rows of spec table 4.1', () => {
    expect(HUB_DEPRECATIONS.map((row) => `${row.method} ${row.route} ${row.markedOn}`)).toEqual([
      'POST /v2/repositories 2025-09-19',
      'POST /v2/repositories/{namespace} 2025-09-19',
      'GET /v2/repositories/{namespace}/{repository} 2025-09-19',
      'HEAD /v2/repositories/{namespace}/{repository} 2025-09-19',
      'GET /v2/repositories/{namespace} 2025-06-27',
    ]);
  });

  it('names replacements that the Hub API reference documents, and that are not deprecated themselves', () => {
    for (const { replacement } of HUB_DEPRECATIONS) {
      const operation = HUB_OPERATIONS.find((candidate) => candidate.operationId === replacement.operationId);
      expect(operation).toMatchObject({ method: replacement.method, path: replacement.route, deprecated: false });
    }
  });

  it('never lists a deprecated route in the reference as documented', () => {
    const documented = new Set(HUB_OPERATIONS.map((operation) => `${operation.method} ${operation.path}`));
    for (const row of HUB_DEPRECATIONS) expect(documented.has(`${row.method} ${row.route}`)).toBe(false);
  });
});

describe('the v1 route table', () => {
  it('holds the rows of spec table 4.2 with their v2 replacements', () => {
    expect(HUB_V1_ROUTES.map((row) => [row.route, row.replacement])).toEqual([
      ['/v1/repositories/{name}/images', null],
      ['/v1/repositories/{name}/tags', '/v2/namespaces/{namespace}/repositories/{repository}/tags'],
      ['/v1/repositories/{name}/tags/{tag_name}', '/v2/namespaces/{namespace}/repositories/{repository}/tags/{tag}'],
      ['/v1/repositories/{namespace}/{name}/images', null],
      ['/v1/repositories/{namespace}/{name}/tags', '/v2/namespaces/{namespace}/repositories/{repository}/tags'],
      ['/v1/repositories/{namespace}/{name}/tags/{tag_name}', '/v2/namespaces/{namespace}/repositories/{repository}/tags/{tag}'],
    ]);
  });

  it('rewrites only with parameters the v1 route has', () => {
    for (const row of HUB_V1_ROUTES) {
      for (const rewrite of [row.rewrite, row.rewriteWhenNameHoldsNamespace]) {
        if (!rewrite) continue;
        for (const [, param] of rewrite.path.matchAll(/\{(\w+)\}/g)) expect(row.route).toContain(`{${param}}`);
      }
    }
  });
});
