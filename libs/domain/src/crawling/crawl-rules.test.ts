import { matchPageRoute, PAGE_ROUTES, type PageRouteName } from '../routes/page-routes';
import { pagePath } from '../routes/page-path';
import {
  listedStaticRoutes,
  PAGE_CRAWLING,
  robotsDisallowRules,
  robotsDisallows,
  robotsTxt,
} from './crawl-rules';

const path = pagePath as (
  name: PageRouteName,
  params: Record<string, string>,
  extra?: { query?: string },
) => string;

// Values a public page's param may take that share a prefix with a private route's literal.
const PARAM_VALUES = [
  'x',
  'edit',
  'editor',
  'edit-fan',
  'disputes',
  'new',
  'users',
  'arbitrator',
  'write-review',
];

/** Paths of a route, each param filled with one of PARAM_VALUES, leaving out those an earlier route takes (`/reviews/profile/edit`). */
function samplePaths(name: PageRouteName, query?: string): string[] {
  const pattern = PAGE_ROUTES.find((route) => route.name === name)!.pattern;
  return PARAM_VALUES.map((value) =>
    path(
      name,
      Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, param]) => [param!, value])),
    ),
  )
    .filter((sample) => matchPageRoute(sample)?.name === name)
    .map((sample) => (query ? `${sample}?${query}` : sample));
}

function blocked(robots: string, pathWithQuery: string): boolean {
  const rules = (field: string) =>
    robots
      .split('\n')
      .filter((line) => line.startsWith(`${field}: `))
      .map((line) => line.slice(field.length + 2));
  return robotsDisallows({ allow: rules('Allow'), disallow: rules('Disallow') }, pathWithQuery);
}

describe('robotsTxt: what crawlers may fetch, from the route table', () => {
  const robots = robotsTxt('https://vouch.example/sitemap.xml');

  it('disallows every private page, as HTML and as ?format=json, whatever its params', () => {
    const privateRoutes = PAGE_ROUTES.filter((route) => PAGE_CRAWLING[route.name] === 'private');
    expect(privateRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        'privateProfile',
        'profileEdit',
        'writeReview',
        'writeReviewNew',
        'shopDisputeNew',
        'productDisputeNew',
        'profileDispute',
      ]),
    );
    expect(privateRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['arbitrator', 'arbitratorDispute', 'login', 'logout']),
    );
    for (const route of privateRoutes) {
      const samples = [
        ...samplePaths(route.name),
        ...samplePaths(route.name, 'format=json'),
        ...samplePaths(route.name).map((sample) => `${sample}/`),
      ];
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples)
        expect([sample, blocked(robots, sample)]).toEqual([sample, true]);
    }
  });

  it('allows every public page, even a profile whose slug begins like a private path (editor, disputes)', () => {
    for (const route of PAGE_ROUTES.filter((route) => PAGE_CRAWLING[route.name] !== 'private')) {
      const samples = [...samplePaths(route.name), ...samplePaths(route.name, 'format=json')];
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples)
        expect([sample, blocked(robots, sample)]).toEqual([sample, false]);
    }
    expect(blocked(robots, '/reviews/profile/editor')).toBe(false);
    expect(blocked(robots, '/reviews/profile/edit-fan')).toBe(false);
    expect(blocked(robots, '/static/shell/main.js')).toBe(false);
  });

  it('names the sitemap index with its absolute address', () => {
    expect(robots.split('\n')).toContain('Sitemap: https://vouch.example/sitemap.xml');
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });

  it('writes each rule once, leaving out those a shorter rule covers', () => {
    const rules = robotsDisallowRules();
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules).toContain('/reviews/users/');
    expect(rules).toContain('/reviews/write-review');
    expect(rules).not.toContain('/reviews/write-review/new');
    expect(rules).toContain('/reviews/stores/*/disputes/new');
    expect(rules).toEqual(
      expect.arrayContaining([
        '/reviews/profile/edit$',
        '/reviews/profile/edit/',
        '/reviews/profile/edit?',
      ]),
    );
  });
});

describe('robotsDisallows: RFC 9309 matching', () => {
  it.each([
    [{ allow: [], disallow: ['/a'] }, '/abc', true],
    [{ allow: [], disallow: ['/a$'] }, '/abc', false],
    [{ allow: [], disallow: ['/a$'] }, '/a', true],
    [{ allow: [], disallow: ['/s/*/d'] }, '/s/x/y/d/e', true],
    [{ allow: ['/a/b'], disallow: ['/a'] }, '/a/b', false],
    [{ allow: ['/'], disallow: ['/a'] }, '/a', true],
    [{ allow: ['/a'], disallow: ['/a'] }, '/a', false],
    [{ allow: [], disallow: ['/a.b'] }, '/axb', false],
  ])('%j and %s: disallowed %s', (rules, path, expected) => {
    expect(robotsDisallows(rules, path)).toBe(expected);
  });
});

describe('listedStaticRoutes', () => {
  it('lists the public pages without params, and no page of one viewer', () => {
    expect(listedStaticRoutes()).toEqual([
      'home',
      'howItWorks',
      'medals',
      'trust',
      'categoryIndex',
      'people',
    ]);
  });
});
