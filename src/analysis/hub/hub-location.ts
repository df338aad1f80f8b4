import { HUB_HOSTS, HUB_V2_ORIGIN } from '../../data/hub-hosts.js';
import type { DockerApiSettings } from '../../settings.js';
import type { UrlOccurrence } from '../occurrence.js';

/**
 * Whether a request goes to the Docker Hub API: a Hub host in its URL (also behind a proxy prefix,
 * or from a base URL the file shows), or the host given beside its path. A bare or relative path
 * may go anywhere (a private registry's own v1 API, a proxy of one's own): it is not reported.
 */
export function addressesHub({ url, request }: UrlOccurrence, settings: DockerApiSettings): boolean {
  if (url.host !== null) return settings.hubHosts.has(url.host);
  return url.origin === null && request.host !== null && settings.hubHosts.has(request.host);
}

/** Whether the URL names its Hub host itself, so that a rewrite can move it to the host of the v2 routes. */
export function hasHubHost({ url }: UrlOccurrence, settings: DockerApiSettings): boolean {
  return url.host !== null && settings.hubHosts.has(url.host);
}

/** The origin a rewritten URL gets: Docker's own Hub hosts move to hub.docker.com, a user's own host stays. */
export function v2OriginFor({ url }: UrlOccurrence): string | null {
  return url.host !== null && HUB_HOSTS.includes(url.host) ? HUB_V2_ORIGIN : null;
}
