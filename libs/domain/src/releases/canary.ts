/** Visitors are split into this many buckets; a canary at N percent takes buckets 0 to N-1. */
export const CANARY_BUCKETS = 100;

/** The cookie that keeps a visitor in their bucket, so a canary's visitor keeps its release across pages and visits. */
export const CANARY_BUCKET_COOKIE = 'vouch_bucket';

/** The visitor's bucket from their cookie's value; null when there is none or it is not one. */
export function canaryBucketFrom(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/** A bucket for a new visitor from a random number in [0, 1). */
export function newCanaryBucket(random: number): number {
  return Math.min(CANARY_BUCKETS - 1, Math.floor(random * CANARY_BUCKETS));
}

/** A remote's live release (its manifest URL) and, when a canary runs, the release a share of visitors get instead. */
export interface LiveRemote {
  manifestUrl: string;
  canary: { manifestUrl: string; percent: number } | null;
}

/**
 * The remotes map a visitor in `bucket` is given: `defaults` (the builds served without any
 * release), each remote's live release over it, and its canary for buckets under the canary's share.
 */
export function remotesForBucket(
  defaults: Record<string, string>,
  live: Record<string, LiveRemote>,
  bucket: number,
): Record<string, string> {
  const remotes = { ...defaults };
  for (const [name, remote] of Object.entries(live))
    remotes[name] =
      remote.canary && bucket < remote.canary.percent
        ? remote.canary.manifestUrl
        : remote.manifestUrl;
  return remotes;
}

/** True when some remote runs a canary: visitors' maps then differ by bucket. */
export function runsCanary(live: Record<string, LiveRemote>): boolean {
  return Object.values(live).some((remote) => remote.canary !== null);
}

/**
 * The maps a running canary gives some visitors instead of everyone's (bucket-wise distinct: two
 * canaries at different shares make two, one in each and one in the smaller share's buckets only).
 */
export function canaryMaps(
  defaults: Record<string, string>,
  live: Record<string, LiveRemote>,
): Record<string, string>[] {
  // Asked on every page: without a canary, no map to work out.
  if (!runsCanary(live)) return [];
  const everyones = JSON.stringify(remotesForBucket(defaults, live, CANARY_BUCKETS));
  const maps = new Map<string, Record<string, string>>();
  for (let bucket = 0; bucket < CANARY_BUCKETS; bucket++) {
    const remotes = remotesForBucket(defaults, live, bucket);
    const key = JSON.stringify(remotes);
    if (key !== everyones) maps.set(key, remotes);
  }
  return [...maps.values()];
}
