import { DISTINCTIVE_FIRST_SEGMENTS, PRUNE_SEGMENT } from '../data/engine-routes.js';
import { DOCKER_HOST_VARIABLE, ENGINE_PORTS, SOCKET_OPTION, SOCKET_WORDS, UNIX_SCHEME } from '../data/engine-transport.js';
import { HUB_DEPRECATIONS } from '../data/hub-deprecations.js';
import { HUB_V1_ROUTES } from '../data/hub-v1-routes.js';
import type { SourceCode } from './ast.js';

function escape(word: string): string {
  return word.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');
}

/** The word every Hub route of the tables has after its API version: `repositories`. */
const HUB_WORDS = [...new Set([...HUB_DEPRECATIONS, ...HUB_V1_ROUTES].map((row) => row.route.split('/')[2]!))];

/**
 * What an engine request needs in the file: a route Docker alone has (`containers/`, `images/`),
 * a transport hint, or a version prefix (`/v1.47`).
 */
const ENGINE_WORDS = [
  // A route Docker alone has always goes on after its first word (`/exec/{id}/start`): `exec/`, not `executeCommand`.
  ...[...DISTINCTIVE_FIRST_SEGMENTS].map((segment) => `${segment}/`),
  `/${PRUNE_SEGMENT}`,
  ...SOCKET_WORDS,
  // A port counts only in a URL's authority: TypeScript's compiler has a diagnostic numbered 2375.
  ...ENGINE_PORTS.map((port) => `:${port}`),
  // Both socket URL forms go on with the socket's path: `unix:/var/run/docker.sock:`, never an identifier `LF_unix:`.
  `${UNIX_SCHEME}/`,
  DOCKER_HOST_VARIABLE,
  SOCKET_OPTION,
];

/**
 * A file without any of these words holds no URL that any rule reports. The words are taken from the
 * tables; a URL whose words are split across strings or written with escapes is not read (no report
 * is better than a false one, and the check keeps the plugin almost free on the many files that never
 * talk to Docker).
 */
const DOCKER_WORDS = new RegExp([...HUB_WORDS, ...ENGINE_WORDS].map(escape).concat(String.raw`\/v\d+\.\d`).join('|'));

const cache = new WeakMap<SourceCode, boolean>();

/** Whether a file may hold a Docker URL at all: one scan of its text, shared by every rule. */
export function fileMayHoldDockerUrl(sourceCode: SourceCode): boolean {
  let result = cache.get(sourceCode);
  if (result === undefined) {
    result = DOCKER_WORDS.test(sourceCode.text);
    cache.set(sourceCode, result);
  }
  return result;
}
