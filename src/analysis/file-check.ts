import { DISTINCTIVE_FIRST_SEGMENTS, ENGINE_ROUTE_TEMPLATES, PRUNE_SEGMENT } from '../data/engine-routes.js';
import { DOCKER_HOST_VARIABLE, ENGINE_PORTS, SOCKET_OPTION, SOCKET_WORDS, UNIX_SCHEME } from '../data/engine-transport.js';
import { HUB_DEPRECATIONS } from '../data/hub-deprecations.js';
import { HUB_HOSTS } from '../data/hub-hosts.js';
import { HUB_V1_ROUTES } from '../data/hub-v1-routes.js';
import { API_VERSION_VARIABLE } from '../data/dockerode.js';
import type { SourceCode } from './ast/nodes.js';
import { mentionsClientModule, usesTypedClients } from './request/dockerode.js';

function escape(word: string): string {
  return word.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');
}

/** What each Hub route of the tables has after its API version, up to its first parameter: `repositories`, `users/login`. */
const HUB_WORDS = [
  ...new Set(
    [...HUB_DEPRECATIONS, ...HUB_V1_ROUTES].map((row) => {
      const segments = row.route.split('/').slice(2);
      const firstParameter = segments.findIndex((segment) => segment.startsWith('{'));
      return segments.slice(0, firstParameter === -1 ? undefined : firstParameter).join('/');
    }),
  ),
];

/**
 * What, right after a `/`, makes a file worth reading: a Hub route or host (`//hub.docker.com`, for
 * relative paths under a Hub base URL), an engine route Docker alone has (`/containers/…`), a prune
 * route, a version prefix (`/v1.47`), or the Docker socket.
 */
const STRONG_WORDS = [
  ...HUB_WORDS,
  ...HUB_HOSTS,
  ...[...DISTINCTIVE_FIRST_SEGMENTS].map((segment) => `${segment}/`),
  PRUNE_SEGMENT,
  ...SOCKET_WORDS.filter((word) => !word.startsWith('-')),
];
const STRONG_AFTER_SLASH = new RegExp([...STRONG_WORDS.map(escape), String.raw`v\d+\.\d`].join('|'), 'y');

/** A one-word engine route (`/info`, `/version`), ending the path: worth reading only beside a transport hint. */
const ONE_WORD_ENGINE_ROUTES = [...new Set(ENGINE_ROUTE_TEMPLATES.map((route) => route.path.split('/')[1]!))].filter(
  (segment) => !DISTINCTIVE_FIRST_SEGMENTS.has(segment),
);
const WEAK_AFTER_SLASH = new RegExp(`(?:${ONE_WORD_ENGINE_ROUTES.map(escape).join('|')})(?=[\\s"'\`/?:]|$)`, 'y');

/**
 * The characters any of those words starts with. Most slashes in code start a comment or close a
 * regex (`/*`, `//`, `/ `): one table lookup turns them away before any regex is tried.
 */
const MAY_FOLLOW_SLASH = new Uint8Array(128);
for (const word of [...STRONG_WORDS, 'v', ...ONE_WORD_ENGINE_ROUTES]) MAY_FOLLOW_SLASH[word.charCodeAt(0)] = 1;

/** The transport hints of FACTS.md, looked for around a one-word route. */
const TRANSPORT_HINTS = [SOCKET_OPTION, DOCKER_HOST_VARIABLE, ...SOCKET_WORDS, ...ENGINE_PORTS.map((port) => `:${port}`), `${UNIX_SCHEME}/`];

/** How far around a one-word route its request's socket option or DOCKER_HOST is looked for: its call, its options. */
const HINT_WINDOW = 1000;

/**
 * Whether a file may hold a URL that any rule reports. Every such URL has a `/` followed by one of
 * the tables' words, so the scan jumps from `/` to `/` (a memchr-speed search) and tries the words only
 * there: a few ms for 13 MB of code. A URL whose words are split across strings or written with escapes
 * is not read: no report is better than a false one, and the plugin must cost almost nothing on the
 * many files that never talk to Docker.
 */
export function mayHoldDockerUrl(text: string): boolean {
  for (let slash = text.indexOf('/'); slash !== -1; slash = text.indexOf('/', slash + 1)) {
    if (MAY_FOLLOW_SLASH[text.charCodeAt(slash + 1)] !== 1) continue;
    STRONG_AFTER_SLASH.lastIndex = slash + 1;
    if (STRONG_AFTER_SLASH.test(text)) return true;
    WEAK_AFTER_SLASH.lastIndex = slash + 1;
    if (WEAK_AFTER_SLASH.test(text)) {
      const around = text.slice(Math.max(0, slash - HINT_WINDOW), slash + HINT_WINDOW);
      if (TRANSPORT_HINTS.some((hint) => around.includes(hint))) return true;
    }
  }
  return false;
}

const WORD_AFTER_SLASH = new RegExp(
  [...STRONG_WORDS.map(escape), String.raw`v\d+\.\d`, ...ONE_WORD_ENGINE_ROUTES.map((word) => `${escape(word)}(?=[\\s"'\`/?:]|$)`)].join('|'),
  'y',
);

/**
 * Whether one string may be a Docker URL or path: a word of the tables at its start or after one of
 * its slashes, a Hub host, the socket. One scan, before any analysis of the code around the string;
 * one-word routes count without a transport hint here, since the hint may stand in the request's
 * options rather than in the string.
 */
export function mayBeDockerText(text: string): boolean {
  for (let at = 0; at !== -1 && at < text.length; at = text.indexOf('/', at) + 1 || -1) {
    if (MAY_FOLLOW_SLASH[text.charCodeAt(at)] !== 1) continue;
    WORD_AFTER_SLASH.lastIndex = at;
    if (WORD_AFTER_SLASH.test(text)) return true;
  }
  return false;
}

/**
 * The last file's answer, by its text: every rule asks for the same file in turn, and a hit costs no
 * allocation (a string compares by reference first). Only the text is held, never the syntax tree.
 */
let lastText: string | undefined;
let lastAnswer = false;

/**
 * Whether a file may hold anything a rule reports: a Docker URL, a dockerode or docker-modem client
 * (the modules' names), or `DOCKER_API_VERSION`. One scan of its text, shared by every rule; with type
 * information, also a `.logs(` call when the program holds dockerode's typings.
 */
export function fileMayHoldDockerUrl(sourceCode: SourceCode): boolean {
  const { text } = sourceCode;
  if (text !== lastText) {
    lastAnswer = mayHoldDockerUrl(text) || mentionsClientModule(text) || text.includes(API_VERSION_VARIABLE);
    lastText = text;
  }
  return lastAnswer || usesTypedClients(sourceCode);
}
