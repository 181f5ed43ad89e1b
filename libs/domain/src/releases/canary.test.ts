import { canaryBucketFrom, newCanaryBucket, remotesForBucket, runsCanary, type LiveRemote } from './canary';

describe('canary buckets', () => {
  it('reads a bucket 0-99 from the cookie and nothing else', () => {
    expect(canaryBucketFrom('0')).toBe(0);
    expect(canaryBucketFrom('99')).toBe(99);
    expect(canaryBucketFrom('100')).toBeNull();
    expect(canaryBucketFrom('-1')).toBeNull();
    expect(canaryBucketFrom('ab')).toBeNull();
    expect(canaryBucketFrom(undefined)).toBeNull();
  });

  it('spreads new visitors over every bucket', () => {
    expect(newCanaryBucket(0)).toBe(0);
    expect(newCanaryBucket(0.105)).toBe(10);
    expect(newCanaryBucket(0.999999)).toBe(99);
  });
});

describe('remotesForBucket', () => {
  const defaults = { search: '/static/search/mf-manifest.json', profile: '/static/profile/mf-manifest.json' };
  const live: Record<string, LiveRemote> = {
    search: { manifestUrl: '/static/releases/search/b/mf-manifest.json', canary: { manifestUrl: '/static/releases/search/c/mf-manifest.json', percent: 10 } },
  };

  it('gives buckets under the share the canary and the rest the live release, other remotes their defaults', () => {
    expect(remotesForBucket(defaults, live, 9)).toEqual({ search: '/static/releases/search/c/mf-manifest.json', profile: defaults.profile });
    expect(remotesForBucket(defaults, live, 10)).toEqual({ search: '/static/releases/search/b/mf-manifest.json', profile: defaults.profile });
  });

  it('says when a canary runs', () => {
    expect(runsCanary(live)).toBe(true);
    expect(runsCanary({ search: { ...live.search!, canary: null } })).toBe(false);
  });
});
