import type { Segment, UrlShape } from './parse.js';

type TemplateSegment = { readonly param: string } | { readonly literal: string };

/** A route such as `/v1/repositories/{namespace}/{name}/tags`, read once. */
export interface RouteTemplate {
  readonly route: string;
  readonly segments: readonly TemplateSegment[];
}

export function compileRoute(route: string): RouteTemplate {
  const segments = route
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): TemplateSegment =>
      segment.startsWith('{') && segment.endsWith('}') ? { param: segment.slice(1, -1) } : { literal: segment },
    );
  return { route, segments };
}

/** The URL's path segment for each parameter of the route, or null when the path is not this route. */
export function matchRoute(template: RouteTemplate, url: UrlShape): ReadonlyMap<string, Segment> | null {
  return matchSegments(template, url.segments);
}

/** The segment for each parameter when these segments are the route, else null. */
export function matchSegments(template: RouteTemplate, segments: readonly Segment[]): ReadonlyMap<string, Segment> | null {
  if (segments.length !== template.segments.length) return null;
  const params = new Map<string, Segment>();
  for (let index = 0; index < template.segments.length; index++) {
    // Both are as long (tested above): neither read is past its end.
    const expected = template.segments[index];
    const actual = segments[index];
    if (expected === undefined || actual === undefined) return null;
    if ('literal' in expected) {
      if (!actual.isStatic || actual.text !== expected.literal) return null;
    } else {
      if (actual.text === '' || actual.text === '.' || actual.text === '..') return null;
      params.set(expected.param, actual);
    }
  }
  return params;
}
