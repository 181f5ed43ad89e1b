import {
  canSubmitSearch,
  nextSearchSortBy,
  nextSuggestionIndex,
  pagedSearch,
  searchPath,
  suggestionList,
} from './search-box';
import { DEFAULT_SEARCH_PARAMS } from './search-params';

describe('search box rules', () => {
  it('"A search is submitted only if the text is not empty."', () => {
    expect(canSubmitSearch('  ')).toBe(false);
    expect(canSubmitSearch(' mug ')).toBe(true);
  });

  it('"The typed text is always the first suggestion, and an identical suggestion is removed."', () => {
    const list = suggestionList('Back', [
      { id: null, text: 'back', category_name: null },
      { id: null, text: 'backpack', category_name: null },
      { id: 7, text: 'Back', category_name: 'Backpacks' },
    ]);
    expect(list).toEqual([
      { id: null, text: 'Back', category_name: null },
      { id: null, text: 'backpack', category_name: null },
      { id: 7, text: 'Back', category_name: 'Backpacks' },
    ]);
    expect(suggestionList(' ', [{ id: null, text: 'x', category_name: null }])).toEqual([]);
  });

  it('"Up and Down move through suggestions and wrap around."', () => {
    expect(nextSuggestionIndex(-1, 1, 3)).toBe(0);
    expect(nextSuggestionIndex(2, 1, 3)).toBe(0);
    expect(nextSuggestionIndex(0, -1, 3)).toBe(2);
    expect(nextSuggestionIndex(-1, -1, 3)).toBe(2);
    expect(nextSuggestionIndex(-1, 1, 0)).toBe(-1);
  });

  it('"Query string building omits empty category_id ... and any null values."', () => {
    expect(searchPath({ q: ' red mug ' })).toBe('/reviews/search?q=red+mug');
    expect(searchPath({ q: 'mug', categoryId: null })).toBe('/reviews/search?q=mug');
    expect(searchPath({ q: 'mug', categoryId: 12 })).toBe('/reviews/search?q=mug&category_id=12');
    expect(searchPath({ q: 'mug', shop: { domain: 'a.example.com', platform: 'shopify' } })).toBe(
      '/reviews/search?q=mug&shop_domain=a.example.com&platform=shopify&search_in_shop=true',
    );
  });
});

describe('nextSearchSortBy: spec §4 "Navigation from category browsing drops sort_by once on the next search."', () => {
  it('keeps the results page’s order for the next search, but not the order a category redirect chose', () => {
    expect(
      nextSearchSortBy({ onSearchPage: true, sortBy: 'price_asc', cameFromCategory: false }),
    ).toBe('price_asc');
    expect(
      nextSearchSortBy({ onSearchPage: true, sortBy: 'reviews_count', cameFromCategory: true }),
    ).toBeNull();
    expect(
      nextSearchSortBy({ onSearchPage: false, sortBy: 'price_asc', cameFromCategory: false }),
    ).toBeNull();
    expect(searchPath({ q: 'mug', sortBy: 'price_asc' })).toBe(
      '/reviews/search?q=mug&sort_by=price_asc',
    );
    expect(searchPath({ q: 'mug', sortBy: null })).toBe('/reviews/search?q=mug');
  });
});

describe('pagedSearch: spec §5 "A stale search term resets the page to 1 on paging."', () => {
  const mugs = { ...DEFAULT_SEARCH_PARAMS, q: 'mug', page: 2, min_rating: 4 };

  it('pages the same search while the box holds its term (or nothing, or only blanks)', () => {
    expect(pagedSearch(mugs, 'mug', 3)).toEqual({ ...mugs, page: 3 });
    expect(pagedSearch(mugs, ' mug ', 3)).toEqual({ ...mugs, page: 3 });
    expect(pagedSearch(mugs, '   ', 3)).toEqual({ ...mugs, page: 3 });
  });

  it('searches a term typed but not searched yet from page 1, keeping the filters', () => {
    expect(pagedSearch(mugs, 'leather wallet ', 3)).toEqual({
      ...mugs,
      q: 'leather wallet',
      page: 1,
    });
  });
});
