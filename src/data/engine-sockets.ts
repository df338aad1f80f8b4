/** The system-wide Docker socket on Linux (FACTS.md). */
export const DOCKER_SYSTEM_SOCKET = '/var/run/docker.sock';
