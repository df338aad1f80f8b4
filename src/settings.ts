import type { TSESLint } from '@typescript-eslint/utils';
import { parseApiVersion } from './data/engine-versions.js';
import { HUB_HOSTS } from './data/hub-hosts.js';

/** `settings['docker-api']` of a user's ESLint config, read and checked. */
export interface DockerApiSettings {
  /** Hosts that serve the Docker Hub API: Docker's own and the user's extra ones (a mirror, a proxy). */
  readonly hubHosts: ReadonlySet<string>;
  /** The Engine API version the project uses (`1.47`, also when written `v1.47`), for suggestions that add a version. */
  readonly engineApiVersion: string | null;
}

export const SETTINGS_KEY = 'docker-api';

/** Each settings object's reading: the settings, or what is wrong with them. */
const cache = new WeakMap<object, DockerApiSettings | DockerApiSettingsError>();
const DEFAULTS: DockerApiSettings = { hubHosts: new Set(HUB_HOSTS), engineApiVersion: null };

/**
 * A user's configuration error. ESLint stops the lint with it and prints its `stack`, which here
 * is the message alone (with ESLint's rule and file lines), not a trace into the plugin.
 */
export class DockerApiSettingsError extends Error {
  constructor(readonly detail: string) {
    super(`Invalid settings['${SETTINGS_KEY}']: ${detail}`);
    this.name = 'DockerApiSettingsError';
    Object.defineProperty(this, 'stack', { get: () => `${this.name}: ${this.message}`, configurable: true });
  }
}

/**
 * The settings of a rule's context, read once per settings object. A wrong value throws a
 * DockerApiSettingsError naming the key, a new one each time (ESLint prefixes the rule to the
 * message of the error it is given).
 */
export function readSettings(context: Readonly<TSESLint.RuleContext<string, readonly unknown[]>>): DockerApiSettings {
  return settingsOf(context.settings);
}

/** `readSettings` for the settings object of a context, read as it is. */
export function settingsOf(settings: TSESLint.SharedConfigurationSettings): DockerApiSettings {
  const raw: unknown = settings[SETTINGS_KEY];
  if (raw === undefined) return DEFAULTS;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new DockerApiSettingsError(`expected an object, got ${describe(raw)}.`);
  }
  let read = cache.get(raw);
  if (read === undefined) {
    try {
      read = parseSettings(raw as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof DockerApiSettingsError)) throw error;
      read = error;
    }
    cache.set(raw, read);
  }
  if (read instanceof DockerApiSettingsError) throw new DockerApiSettingsError(read.detail);
  return read;
}

const KNOWN_KEYS = new Set(['hubHosts', 'engineApiVersion']);

function parseSettings(raw: Record<string, unknown>): DockerApiSettings {
  const unknownKey = Object.keys(raw).find((key) => !KNOWN_KEYS.has(key));
  if (unknownKey !== undefined) {
    throw new DockerApiSettingsError(`unknown key "${unknownKey}"; known keys: ${[...KNOWN_KEYS].join(', ')}.`);
  }
  return { hubHosts: parseHubHosts(raw.hubHosts), engineApiVersion: parseEngineApiVersion(raw.engineApiVersion) };
}

function parseHubHosts(hubHosts: unknown): ReadonlySet<string> {
  if (hubHosts === undefined) return DEFAULTS.hubHosts;
  if (!Array.isArray(hubHosts) || !hubHosts.every((host) => typeof host === 'string' && /^[\w.-]+(?::\d+)?$/.test(host))) {
    throw new DockerApiSettingsError(
      `"hubHosts" must be an array of host names such as "hub.mirror.example.com", got ${describe(hubHosts)}.`,
    );
  }
  return new Set([...HUB_HOSTS, ...hubHosts.map((host: string) => host.toLowerCase().replace(/:\d+$/, ''))]);
}

function parseEngineApiVersion(version: unknown): string | null {
  if (version === undefined) return null;
  // `v1.47` as docker-modem's `version` option writes it, or `1.47`: kept as `1.47`.
  const bare = typeof version === 'string' ? version.replace(/^v/, '') : null;
  if (bare === null || parseApiVersion(bare) === null) {
    throw new DockerApiSettingsError(`"engineApiVersion" must be a version such as "1.47" or "v1.47", got ${describe(version)}.`);
  }
  return bare;
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(describe).join(', ')}]`;
  return typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value;
}
