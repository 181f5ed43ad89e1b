import {
  pageContentSecurityPolicy,
  pagePolicyForRemotes,
  remoteOrigins,
} from './content-security-policy';

describe('the page Content-Security-Policy', () => {
  it('allows scripts, requests and styles from remotes deployed on other hosts, and only those', () => {
    const origins = remoteOrigins(
      {
        search: '/static/search/mf-manifest.json',
        profile: 'https://profile.vouch-cdn.test/v12/mf-manifest.json',
        home: 'http://localhost:8080/x.json',
      },
      'http://localhost:8080',
    );
    expect(origins).toEqual(['https://profile.vouch-cdn.test']);
    const policy = pageContentSecurityPolicy(origins);
    expect(policy).toContain("script-src 'self' https://profile.vouch-cdn.test;");
    expect(policy).toContain("connect-src 'self' https://profile.vouch-cdn.test;");
    expect(policy).toContain("style-src 'self' https://profile.vouch-cdn.test 'unsafe-inline';");
  });

  it('ignores remote addresses that are not URLs', () => {
    expect(
      remoteOrigins(
        { broken: 'http://[::1', none: 'javascript:alert(1)' },
        'http://localhost:8080',
      ),
    ).toEqual([]);
  });

  it('gives each remotes map its own policy when kept per map', () => {
    const site = 'http://localhost:8080';
    const everyones = { search: '/static/search/mf-manifest.json' };
    const canary = { search: 'https://canary.vouch-cdn.test/search/mf-manifest.json' };
    expect(pagePolicyForRemotes(everyones, site)).toBe(pageContentSecurityPolicy([]));
    expect(pagePolicyForRemotes(canary, site)).toBe(
      pageContentSecurityPolicy(['https://canary.vouch-cdn.test']),
    );
    expect(pagePolicyForRemotes({ ...everyones }, site)).toBe(pageContentSecurityPolicy([]));
    expect(pagePolicyForRemotes(undefined, site)).toBe(pageContentSecurityPolicy([]));
  });

  it('keeps apart maps whose addresses read alike once joined', () => {
    const site = 'http://localhost:8080';
    const one = { a: 'https://a.test/x\nhttps://evil.test/y' };
    const two = { a: 'https://a.test/x', b: 'https://evil.test/y' };
    expect(pagePolicyForRemotes(one, site)).toBe(pageContentSecurityPolicy(['https://a.test']));
    expect(pagePolicyForRemotes(two, site)).toBe(
      pageContentSecurityPolicy(['https://a.test', 'https://evil.test']),
    );
  });
});
