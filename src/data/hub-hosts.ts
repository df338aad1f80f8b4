/** Hosts that served the Docker Hub API in real code (FACTS.md). */
export const HUB_HOSTS: readonly string[] = ['hub.docker.com', 'registry.hub.docker.com', 'index.docker.io', 'registry-1.docker.io'];

/** Where the documented v2 routes live. */
export const HUB_V2_ORIGIN = 'https://hub.docker.com';
