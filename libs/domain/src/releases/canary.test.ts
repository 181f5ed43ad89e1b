import {
  canaryBucketFrom,
  canaryMaps,
  newCanaryBucket,
  remotesForBucket,
  runsCanary,
  type LiveRemote,
} from './canary';

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
  const defaults = {
    search: '/static/search/mf-manifest.json',
    profile: '/static/profile/mf-manifest.json',
  };
  const live: Record<string, LiveRemote> = {
    search: {
      manifestUrl: '/static/releases/search/b/mf-manifest.json',
      canary: { manifestUrl: '/static/releases/search/c/mf-manifest.json', percent: 10 },
    },
  };

  it('gives buckets under the share the canary and the rest the live release, other remotes their defaults', () => {
    expect(remotesForBucket(defaults, live, 9)).toEqual({
      search: '/static/releases/search/c/mf-manifest.json',
      profile: defaults.profile,
    });
    expect(remotesForBucket(defaults, live, 10)).toEqual({
      search: '/static/releases/search/b/mf-manifest.json',
      profile: defaults.profile,
    });
  });

  it('says when a canary runs', () => {
    expect(runsCanary(live)).toBe(true);
    expect(runsCanary({ search: { ...live.search!, canary: null } })).toBe(false);
  });
});

describe('canaryMaps', () => {
  const defaults = {
    search: '/static/search/mf-manifest.json',
    profile: '/static/profile/mf-manifest.json',
  };
  const search = (version: string) => `/static/releases/search/${version}/mf-manifest.json`;
  const profile = (version: string) => `/static/releases/profile/${version}/mf-manifest.json`;

  it('is empty when no canary runs', () => {
    expect(canaryMaps(defaults, { search: { manifestUrl: search('b'), canary: null } })).toEqual(
      [],
    );
  });

  it('names the one map a single canary gives its share', () => {
    expect(
      canaryMaps(defaults, {
        search: { manifestUrl: search('b'), canary: { manifestUrl: search('c'), percent: 50 } },
      }),
    ).toEqual([{ search: search('c'), profile: defaults.profile }]);
  });

  it('names each distinct map two canaries at different shares make', () => {
    const live: Record<string, LiveRemote> = {
      search: { manifestUrl: search('b'), canary: { manifestUrl: search('c'), percent: 10 } },
      profile: { manifestUrl: profile('b'), canary: { manifestUrl: profile('c'), percent: 30 } },
    };
    expect(canaryMaps(defaults, live)).toEqual([
      { search: search('c'), profile: profile('c') },
      { search: search('b'), profile: profile('c') },
    ]);
  });
});
