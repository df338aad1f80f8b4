import { ENGINE_ROUTES } from './engine-routes.generated.js';
import { compileRoute, type RouteTemplate } from '../analysis/url/match.js';
import type { EngineRoute, HttpMethod } from './types.js';

/** The calls a client sends without a version to learn the daemon's version (negotiation). */
export const ENGINE_NEGOTIATION_ROUTES: ReadonlySet<string> = new Set(['/_ping', '/version']);

/**
 * First segments whose routes, once they name a second, Docker-only word (`/containers/json`,
 * `/images/create`, `/exec/{id}/start`), no other API is likely to use. Without a transport
 * hint only such routes are read as engine requests: `/tasks/{id}`, `/services/{id}` or `/info`
 * could belong to any REST API.
 */
export const DISTINCTIVE_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'containers',
  'images',
  'exec',
  'swarm',
  'system',
  'plugins',
  'distribution',
]);

/** The last segment of the routes that clear unused objects, a word of Docker's own. */
export const PRUNE_SEGMENT = 'prune';

/** One engine path template and what the reference says of it. */
export interface EngineRouteTemplate {
  readonly path: string;
  readonly template: RouteTemplate;
  readonly methods: readonly HttpMethod[];
  readonly operations: readonly EngineRoute[];
  /** Docker's own without any transport hint. */
  readonly distinctive: boolean;
}

function isDistinctive(segments: readonly string[]): boolean {
  const literalAfterFirst = segments.slice(1).some((segment) => !segment.startsWith('{'));
  if (!literalAfterFirst) return false;
  return DISTINCTIVE_FIRST_SEGMENTS.has(segments[0] ?? '') || segments[segments.length - 1] === PRUNE_SEGMENT;
}

export const ENGINE_ROUTE_TEMPLATES: readonly EngineRouteTemplate[] = [...new Set(ENGINE_ROUTES.map((route) => route.path))].map((path) => {
  const operations = ENGINE_ROUTES.filter((route) => route.path === path);
  const template = compileRoute(path);
  const segments = template.segments.map((segment) => ('literal' in segment ? segment.literal : `{${segment.param}}`));
  return {
    path,
    template,
    methods: operations.map((operation) => operation.method),
    operations,
    distinctive: isDistinctive(segments),
  };
});

/** Routes that stream logs: with neither `stdout` nor `stderr` true the daemon answers 400 (FACTS.md). */
export const ENGINE_LOG_ROUTES: ReadonlySet<string> = new Set(['/containers/{id}/logs', '/services/{id}/logs', '/tasks/{id}/logs']);

/** The query values the daemon reads as false (after trimming and lower-casing). */
export const ENGINE_FALSE_QUERY_VALUES: ReadonlySet<string> = new Set(['', '0', 'no', 'false', 'none']);

/**
 * Whether the daemon reads the operation's body as JSON only, refusing any other Content-Type with
 * 400: JSON is the first media type the reference lists, and plain text is not among them.
 */
export function takesJsonBody(route: EngineRoute): boolean {
  return route.bodyTypes[0] === 'application/json' && !route.bodyTypes.includes('text/plain');
}
