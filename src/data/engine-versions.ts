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
export const ENGINE_NEWEST_RELEASE = newestRelease();

function newestRelease(): EngineRelease {
  const newest = ENGINE_RELEASES.at(-1);
  if (newest === undefined) throw new Error('ENGINE_RELEASES names no release.');
  return newest;
}

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

/** A version of the release table, which holds only `major.minor` texts. */
function version(text: string): ApiVersion {
  const parsed = parseApiVersion(text);
  if (parsed === null) throw new Error(`ENGINE_RELEASES holds "${text}", which is no API version.`);
  return parsed;
}

/** The releases whose daemon answers `client version X is too old` to this version. */
export function releasesRefusingAsTooOld(api: ApiVersion): EngineRelease[] {
  return ENGINE_RELEASES.filter((release) => compareApiVersions(api, version(release.minimumApi)) < 0);
}

/** The releases whose daemon answers `client version X is too new` to this version. */
export function releasesRefusingAsTooNew(api: ApiVersion): EngineRelease[] {
  return ENGINE_RELEASES.filter((release) => compareApiVersions(api, version(release.newestApi)) > 0);
}

/** `29.0 to 29.2`, or `20.10 to 24.0, 29.0`: runs of releases that stand together in the table. */
export function describeReleases(releases: readonly EngineRelease[]): string {
  // Each run by its first and last release: the same one for a run of one (a run's releases are distinct rows).
  const runs: { first: EngineRelease; last: EngineRelease }[] = [];
  let previousIndex = -2;
  for (const release of releases) {
    const index = ENGINE_RELEASES.indexOf(release);
    const run = runs.at(-1);
    if (index === previousIndex + 1 && run) run.last = release;
    else runs.push({ first: release, last: release });
    previousIndex = index;
  }
  return runs.map(({ first, last }) => (first === last ? first.release : `${first.release} to ${last.release}`)).join(', ');
}
