import fc from 'fast-check';
import {
  DEFAULT_SEARCH_PARAMS,
  filtersDifferFromDefaults,
  sameSearch,
  searchParamsFromQuery,
  searchQueryString,
  withSearchFilters,
} from './search-params';

const parse = searchParamsFromQuery;

describe('search params: the rules of spec §5', () => {
  it('gives the §3 defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_SEARCH_PARAMS);
    expect(DEFAULT_SEARCH_PARAMS).toMatchObject({
      page: 1,
      min_transparency: 80,
      min_rating: 0,
      min_authenticity: 0,
      reviews_count: 0,
      country: '*',
      store_country: '*',
    });
  });

  it('"page: non-numeric becomes 1."', () => {
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=3').page).toBe(3);
  });

  it('"min_rating: parsed as a number, clamped to 0 to 5, ignored if not numeric."', () => {
    expect(parse('min_rating=4.5').min_rating).toBe(4.5);
    expect(parse('min_rating=9').min_rating).toBe(5);
    expect(parse('min_rating=-2').min_rating).toBe(0);
    expect(parse('min_rating=lots').min_rating).toBe(0);
  });

  it('"min_price and max_price: kept only when numeric and greater than 0; if min_price is greater than max_price they are swapped."', () => {
    expect(parse('min_price=0&max_price=abc')).toMatchObject({ min_price: null, max_price: null });
    expect(parse('min_price=50&max_price=10')).toMatchObject({ min_price: 10, max_price: 50 });
    expect(parse('min_price=5')).toMatchObject({ min_price: 5, max_price: null });
  });

  it('"min_transparency and min_authenticity: non-numeric becomes 0."', () => {
    expect(parse('min_transparency=x&min_authenticity=y')).toMatchObject({
      min_transparency: 0,
      min_authenticity: 0,
    });
    expect(parse('min_transparency=95').min_transparency).toBe(95);
  });

  it('"category_id and reviews_count: kept only if numeric."', () => {
    expect(parse('category_id=12&reviews_count=50')).toMatchObject({
      category_id: 12,
      reviews_count: 50,
    });
    expect(parse('category_id=shoes&reviews_count=many')).toMatchObject({
      category_id: null,
      reviews_count: 0,
    });
  });

  it('holds ids, counts and pages to the database integer, so a larger number names nothing instead of failing', () => {
    expect(parse('category_id=2147483648&reviews_count=99999999999&page=1e20')).toMatchObject({
      category_id: 2_147_483_647,
      reviews_count: 2_147_483_647,
      page: 2_147_483_647,
    });
  });

  it('"country and store_country: kept only if the code exists in the country list, and are upper-cased, as is currency"', () => {
    expect(parse('country=gb&store_country=zz&currency=eur')).toMatchObject({
      country: 'GB',
      store_country: '*',
      currency: 'EUR',
    });
  });

  it('"Shop parameters are kept only when all three are present."', () => {
    expect(parse('shop_domain=a.com&platform=shopify').shop).toBeNull();
    expect(parse('shop_domain=a.com&platform=shopify&search_in_shop=1').shop).toEqual({
      shop_domain: 'a.com',
      platform: 'shopify',
      search_in_shop: '1',
    });
  });

  it('"Query string building omits empty category_id or sort_by and any null values."', () => {
    expect(searchQueryString(parse('q=mug&sort_by=&category_id=&page=1'))).toBe('q=mug');
    expect(searchQueryString(parse('q=mug&sort_by=newest&category_id=3&page=2'))).toBe(
      'q=mug&page=2&sort_by=newest&category_id=3',
    );
  });

  it('"Two searches are the same when they match ignoring page."', () => {
    expect(sameSearch(parse('q=mug&page=1'), parse('q=mug&page=4'))).toBe(true);
    expect(sameSearch(parse('q=mug'), parse('q=cup'))).toBe(false);
  });

  it("drives 'Clear': any filter differing from its default", () => {
    expect(filtersDifferFromDefaults(parse('q=mug&sort_by=newest&page=3'))).toBe(false);
    expect(filtersDifferFromDefaults(parse('q=mug&min_rating=4'))).toBe(true);
    expect(filtersDifferFromDefaults(parse('country=GB'))).toBe(true);
  });

  it('applies the filter sidebar (§4 "navigates with page reset to 1"): its filters, the rest of the search kept', () => {
    const search = parse(
      'q=mug&page=3&sort_by=newest&min_rating=4&country=GB&category_search=true&currency=EUR',
    );
    // The sidebar's form as the server reads it: every filter named, blanks and a swapped range.
    const sidebar = parse(
      'category_id=7&min_rating=0&min_price=30&max_price=10&country=*&store_country=FR' +
        '&min_transparency=80&min_authenticity=0&reviews_count=5',
    );
    expect(searchQueryString(withSearchFilters(search, sidebar))).toBe(
      'q=mug&sort_by=newest&min_price=10&max_price=30&category_id=7&store_country=FR' +
        '&reviews_count=5&category_search=true&currency=EUR',
    );
  });
});

describe('search params: properties', () => {
  const queryText = fc.oneof(
    fc.string(),
    fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'q',
            'page',
            'sort_by',
            'min_rating',
            'min_price',
            'max_price',
            'min_transparency',
            'min_authenticity',
            'category_id',
            'country',
            'store_country',
            'reviews_count',
            'category_search',
            'currency',
            'redesign',
            'shop_domain',
            'platform',
            'search_in_shop',
            'other',
          ),
          fc.oneof(
            fc.string(),
            fc.integer().map(String),
            fc.double().map(String),
            fc.constantFrom('gb', 'US', '*', 'eur', 'newest', 'true', ''),
          ),
        ),
      )
      .map((pairs) =>
        pairs
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
          .join('&'),
      ),
  );

  it('never throws on any input', () => {
    fc.assert(
      fc.property(queryText, (text) => void parse(text)),
      { numRuns: 500 },
    );
  });

  it('is idempotent: normalising normalised params changes nothing', () => {
    fc.assert(
      fc.property(queryText, (text) =>
        expect(parse(searchQueryString(parse(text)))).toEqual(parse(text)),
      ),
      { numRuns: 500 },
    );
  });

  it('round-trips: build(parse(x)) is a fixed point of build∘parse', () => {
    fc.assert(
      fc.property(queryText, (text) => {
        const built = searchQueryString(parse(text));
        expect(searchQueryString(parse(built))).toBe(built);
      }),
      { numRuns: 500 },
    );
  });
});
