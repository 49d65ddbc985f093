/**
 * Stratoyager's versions, oldest first; the last is today's. A match is set up as the version it
 * was created under (decision 0051), so a change to what set-up builds names the version that
 * brought it in.
 */
export const VERSIONS = ['1.0.0', '1.1.0'] as const;

export type Version = (typeof VERSIONS)[number];

/** Today's version. */
export const CURRENT_VERSION: Version = VERSIONS[VERSIONS.length - 1];

/**
 * Whether a match of `version` was created before `change` came in. The driver refuses a
 * version not in `VERSIONS` before set-up runs.
 */
export function createdBefore(version: string, change: Version): boolean {
  return VERSIONS.indexOf(version as Version) < VERSIONS.indexOf(change);
}
