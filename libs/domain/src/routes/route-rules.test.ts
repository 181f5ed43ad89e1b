import {
  cameFromCategory,
  carriedQuery,
  categoryRouteQuery,
  deepestCategorySearchPath,
  EMBEDDED_TOKEN_PARAM,
  fromCategoryState,
  takeFromParameter,
} from './route-rules';

describe('route rules (spec §2)', () => {
  it('"If the previous route had the redesign query and the next lacks it, redirect to the same route with redesign set to 1."', () => {
    expect(carriedQuery('?redesign=true', '?q=mug')).toBe('?q=mug&redesign=1');
    expect(carriedQuery('?redesign=1', '?redesign=0')).toBeNull();
    expect(carriedQuery('?q=x', '')).toBeNull();
  });

  it('"An embedded-store session token is appended to navigation links when present."', () => {
    expect(carriedQuery(`?${EMBEDDED_TOKEN_PARAM}=abc`, '')).toBe(`?${EMBEDDED_TOKEN_PARAM}=abc`);
    expect(carriedQuery(`?${EMBEDDED_TOKEN_PARAM}=abc&redesign=1`, '?page=2')).toBe(
      `?page=2&redesign=1&${EMBEDDED_TOKEN_PARAM}=abc`,
    );
  });

  it('"Entering category show or index strips shop_domain, search_in_shop, platform and category_id ... and sets category_search to true."', () => {
    expect(
      categoryRouteQuery(
        '?shop_domain=a.com&search_in_shop=1&platform=shopify&category_id=4&q=mug',
      ),
    ).toBe('?q=mug&category_search=true');
    expect(categoryRouteQuery('')).toBe('?category_search=true');
    expect(categoryRouteQuery('?category_search=true')).toBeNull();
  });
});

describe('deepest category and the from parameter (spec §2)', () => {
  it('redirects a deepest category to search with the lowercase name, id, most reviews first and from=category', () => {
    expect(deepestCategorySearchPath({ id: 42, name: 'Hiking Backpacks' })).toBe(
      '/reviews/search?q=hiking+backpacks&category_id=42&sort_by=reviews_count&from=category',
    );
  });

  it("removes 'from' from the query", () => {
    expect(takeFromParameter('?q=tents&from=category&sort_by=reviews_count')).toEqual({
      search: '?q=tents&sort_by=reviews_count',
      fromCategory: true,
    });
    expect(takeFromParameter('?from=category')).toEqual({ search: '', fromCategory: true });
    expect(takeFromParameter('?q=tents&from=elsewhere')).toEqual({
      search: '?q=tents',
      fromCategory: false,
    });
    expect(takeFromParameter('?q=tents')).toBeNull();
  });

  it("caches 'from' as category in the router state, keeping what the state held", () => {
    expect(
      cameFromCategory({ state: fromCategoryState({ scrollTo: 'top' }), search: '?q=tents' }),
    ).toBe(true);
    expect(fromCategoryState({ scrollTo: 'top' })).toEqual({ scrollTo: 'top', fromCategory: true });
    expect(cameFromCategory({ state: fromCategoryState(null), search: '' })).toBe(true);
    expect(
      [null, { fromCategory: 'yes' }, 'fromCategory'].map((state) =>
        cameFromCategory({ state, search: '?q=tents' }),
      ),
    ).toEqual([false, false, false]);
  });

  it('counts an address that still says from=category as come from a category: the cache is made after the page renders', () => {
    expect(
      cameFromCategory({ state: null, search: '?q=tents&from=category&sort_by=reviews_count' }),
    ).toBe(true);
    expect(cameFromCategory({ state: null, search: '?q=tents&from=elsewhere' })).toBe(false);
  });
});
