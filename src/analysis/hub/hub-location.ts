import { HUB_HOSTS, HUB_V2_ORIGIN } from '../../data/hub-hosts.js';
import type { DockerApiSettings } from '../../settings.js';
import type { UrlOccurrence } from '../occurrence.js';

/**
 * Whether a URL may address the Docker Hub API: a Hub host, or no known host at all (a bare or
 * relative path, or an origin built at run time). A URL on any other host is someone else's API.
 */
export function mayAddressHub({ url, request }: UrlOccurrence, settings: DockerApiSettings): boolean {
  if (url.host !== null) return settings.hubHosts.has(url.host);
  if (url.origin === null && request.host !== null) return settings.hubHosts.has(request.host);
  return true;
}

/** Whether the URL names its Hub host, so that a rewrite knows where the request goes. */
export function hasHubHost({ url }: UrlOccurrence, settings: DockerApiSettings): boolean {
  return url.host !== null && settings.hubHosts.has(url.host);
}

/** The origin a rewritten URL gets: Docker's own Hub hosts move to hub.docker.com, a user's own host stays. */
export function v2OriginFor({ url }: UrlOccurrence): string | null {
  return url.host !== null && HUB_HOSTS.includes(url.host) ? HUB_V2_ORIGIN : null;
}
