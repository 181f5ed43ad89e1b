import {
  clearedFilters,
  filterPills,
  pillText,
  shouldBrowseCategories,
  withoutPill,
} from './filter-pills';
import {
  DEFAULT_SEARCH_PARAMS,
  filtersDifferFromDefaults,
  searchParamsFromQuery,
} from './search-params';

const names = { categoryName: 'Backpacks', formatPrice: (amount: number) => `€${amount}` };

describe('pillText (spec §2 "cut to 30 characters with \'...\' appended when longer")', () => {
  it('keeps 30 characters and appends ...', () => {
    expect(pillText('a'.repeat(30))).toBe('a'.repeat(30));
    expect(pillText('b'.repeat(31))).toBe(`${'b'.repeat(30)}...`);
  });
});

describe('filterPills', () => {
  it('has no pills at the defaults', () => {
    expect(filterPills(DEFAULT_SEARCH_PARAMS, names)).toEqual([]);
  });

  it('has one pill per changed filter, prices as one pill in the chosen currency', () => {
    const params = searchParamsFromQuery(
      'min_rating=4&min_price=20&max_price=90&country=nz&store_country=gb&min_transparency=95&min_authenticity=50&reviews_count=10&category_id=7',
    );
    expect(filterPills(params, names).map((pill) => pill.label)).toEqual([
      'Category: Backpacks',
      'Rating 4+ stars',
      'Price €20 – €90',
      'Ships to New Zealand',
      'Store in United Kingdom',
      'Transparency 95%+',
      'Authenticity 50%+',
      '10+ reviews',
    ]);
  });

  it('cuts long pill texts', () => {
    const [pill] = filterPills(searchParamsFromQuery('store_country=GS'), names);
    expect(pill!.label.length).toBeGreaterThan(30);
    expect(pill!.text).toBe(`${pill!.label.slice(0, 30)}...`);
  });
});

describe('withoutPill and clearedFilters', () => {
  const params = searchParamsFromQuery(
    'q=tent&page=3&min_price=20&max_price=90&min_rating=4&sort_by=newest',
  );

  it('removes one filter and starts at page 1 (spec §4 "Any filter ... change resets to page 1")', () => {
    expect(withoutPill(params, 'price')).toMatchObject({
      min_price: null,
      max_price: null,
      min_rating: 4,
      page: 1,
    });
  });

  it('Clear keeps the current q and resets every filter', () => {
    const cleared = clearedFilters(params);
    expect(cleared).toMatchObject({ q: 'tent', page: 1, sort_by: 'newest' });
    expect(filtersDifferFromDefaults(cleared)).toBe(false);
  });
});

describe('shouldBrowseCategories (spec §5 "An empty query with no filters and not on a category route goes to the category index")', () => {
  it('sends an empty search with default filters to the category index', () => {
    expect(shouldBrowseCategories(DEFAULT_SEARCH_PARAMS, false)).toBe(true);
  });

  it('keeps a search with text, changed filters, a category browse or a shop scope', () => {
    expect(shouldBrowseCategories(searchParamsFromQuery('q=tent'), false)).toBe(false);
    expect(shouldBrowseCategories(DEFAULT_SEARCH_PARAMS, true)).toBe(false);
    expect(shouldBrowseCategories(searchParamsFromQuery('category_search=true'), false)).toBe(
      false,
    );
    expect(
      shouldBrowseCategories(
        searchParamsFromQuery('shop_domain=a.example.com&platform=shopify&search_in_shop=true'),
        false,
      ),
    ).toBe(false);
  });
});
