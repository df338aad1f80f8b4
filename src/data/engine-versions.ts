/** One Docker Engine release and the API versions its daemon accepts by default (FACTS.md). */
export interface EngineRelease {
  readonly release: string;
  /** The newest API version the daemon serves. */
  readonly newestApi: string;
  /** The oldest API version the daemon accepts by default. */
  readonly minimumApi: string;
}

export const ENGINE_RELEASES: readonly EngineRelease[] = [
  { release: '20.10', newestApi: '1.41', minimumApi: '1.12' },
  { release: '23.0', newestApi: '1.42', minimumApi: '1.12' },
  { release: '24.0', newestApi: '1.43', minimumApi: '1.12' },
  { release: '25.0', newestApi: '1.44', minimumApi: '1.24' },
  { release: '26.0', newestApi: '1.45', minimumApi: '1.24' },
  { release: '27.0', newestApi: '1.46', minimumApi: '1.24' },
  { release: '27.2', newestApi: '1.47', minimumApi: '1.24' },
  { release: '28.0', newestApi: '1.48', minimumApi: '1.24' },
  { release: '28.1', newestApi: '1.49', minimumApi: '1.24' },
  { release: '28.2', newestApi: '1.50', minimumApi: '1.24' },
  { release: '28.3', newestApi: '1.51', minimumApi: '1.24' },
  { release: '29.0', newestApi: '1.52', minimumApi: '1.44' },
  { release: '29.2', newestApi: '1.53', minimumApi: '1.44' },
  { release: '29.3', newestApi: '1.54', minimumApi: '1.40' },
  { release: '29.6', newestApi: '1.55', minimumApi: '1.40' },
];

/** The newest known release. */
export const ENGINE_NEWEST_RELEASE: EngineRelease = lastOf(ENGINE_RELEASES);

/** The newest API version of the newest known release. */
export const ENGINE_API_NEWEST = ENGINE_NEWEST_RELEASE.newestApi;

/**
 * The oldest API version the newest release accepts by default: the floor users meet today (Engine
 * 29.0 raised it to 1.44, 29.3 lowered it to 1.40).
 */
export const ENGINE_API_DEFAULT_MINIMUM = ENGINE_NEWEST_RELEASE.minimumApi;

/** How a user writes an API version in options and settings. */
export const API_VERSION_PATTERN = '^\\d+\\.\\d+$';

export interface ApiVersion {
  readonly major: number;
  readonly minor: number;
}

export function parseApiVersion(text: string): ApiVersion | null {
  const match = /^(\d+)\.(\d+)$/.exec(text);
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
}

export function compareApiVersions(a: ApiVersion, b: ApiVersion): number {
  return a.major - b.major || a.minor - b.minor;
}

/** The version a text of the tables or of a schema-checked option holds: anything else is a bug. */
export function apiVersionOf(text: string): ApiVersion {
  const version = parseApiVersion(text);
  if (version === null) throw new Error(`not an Engine API version: ${JSON.stringify(text)}`);
  return version;
}

function lastOf<T>(list: readonly T[]): T {
  const last = list.at(-1);
  if (last === undefined) throw new Error('an empty table');
  return last;
}

/** Each release's oldest and newest API versions, read once. */
const RELEASE_APIS = ENGINE_RELEASES.map((release) => ({
  release,
  minimum: apiVersionOf(release.minimumApi),
  newest: apiVersionOf(release.newestApi),
}));

/** The releases whose daemon answers `client version X is too old` to this version. */
export function releasesRefusingAsTooOld(api: ApiVersion): EngineRelease[] {
  return RELEASE_APIS.filter(({ minimum }) => compareApiVersions(api, minimum) < 0).map(({ release }) => release);
}

/** The releases whose daemon answers `client version X is too new` to this version. */
export function releasesRefusingAsTooNew(api: ApiVersion): EngineRelease[] {
  return RELEASE_APIS.filter(({ newest }) => compareApiVersions(api, newest) > 0).map(({ release }) => release);
}

/** `29.0 to 29.2`, or `20.10 to 24.0, 29.0`: runs of releases that stand together in the table. */
export function describeReleases(releases: readonly EngineRelease[]): string {
  const runs: { first: EngineRelease; last: EngineRelease }[] = [];
  let previousIndex = -2;
  let run: { first: EngineRelease; last: EngineRelease } | undefined;
  for (const release of releases) {
    const index = ENGINE_RELEASES.indexOf(release);
    if (run !== undefined && index === previousIndex + 1) run.last = release;
    else runs.push((run = { first: release, last: release }));
    previousIndex = index;
  }
  return runs.map(({ first, last }) => (first === last ? first.release : `${first.release} to ${last.release}`)).join(', ');
}
