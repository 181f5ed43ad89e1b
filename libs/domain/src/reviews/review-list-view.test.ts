import {
  changeReviewListView,
  defaultReviewListView,
  reviewListParams,
  reviewListViewFromAddress,
  reviewOnItsPagePath,
  withReviewListView,
} from './review-list-view';
import { reviewAnchor } from './review-draft';

describe('review list view', () => {
  it('starts from the spec §9 defaults: "sort pictures_first; source all_sources"', () => {
    expect(defaultReviewListView('product-reviews')).toEqual({
      page: 1,
      rating: null,
      sort: 'pictures_first',
      source: 'all_sources',
      search: '',
      verifiedOnly: false,
      type: 'product-reviews',
    });
  });

  it('"Any filter, sort or search change resets to page 1" (spec §4)', () => {
    const onPage3 = { ...defaultReviewListView('all-reviews'), page: 3 };
    expect(changeReviewListView(onPage3, { rating: 5 })).toMatchObject({ page: 1, rating: 5 });
    expect(changeReviewListView(onPage3, { sort: 'most_recent' }).page).toBe(1);
    expect(changeReviewListView(onPage3, { search: 'zip' }).page).toBe(1);
    expect(changeReviewListView(onPage3, { type: 'shop-reviews' }).page).toBe(1);
  });

  it('sends only what differs from the defaults, with trimmed words', () => {
    expect(reviewListParams(defaultReviewListView('all-reviews'))).toEqual({
      page: 1,
      sort_by: 'pictures_first',
      review_type: 'all-reviews',
    });
    const view = {
      ...defaultReviewListView('product-reviews'),
      page: 2,
      rating: 4,
      source: 'invite' as const,
      search: '  zip ',
      verifiedOnly: true,
    };
    expect(reviewListParams(view)).toEqual({
      page: 2,
      sort_by: 'pictures_first',
      review_type: 'product-reviews',
      filter_rating: 4,
      review_source: 'invite',
      search: 'zip',
      verified_only: true,
    });
  });
});

describe('the review list view in the address (issue #18: "review filters and page live in the address so Back and shared links keep them")', () => {
  const types = ['all-reviews', 'shop-reviews', 'product-reviews'] as const;

  it('round-trips every choice, writing only what differs from the defaults and keeping the page’s own parameters', () => {
    const view = {
      page: 3,
      rating: 4,
      sort: 'most_recent',
      source: 'organic',
      search: ' strap ',
      verifiedOnly: true,
      type: 'shop-reviews',
    } as const;
    const params = withReviewListView(
      new URLSearchParams('tab=reviews&reviews_page=9'),
      view,
      'all-reviews',
    );
    expect(params.toString()).toBe(
      'tab=reviews&reviews_page=3&reviews_rating=4&reviews_sort=most_recent&reviews_source=organic&reviews_search=strap&reviews_verified=true&reviews_type=shop-reviews',
    );
    expect(reviewListViewFromAddress(params, types)).toEqual({ ...view, search: 'strap' });
    expect(
      withReviewListView(params, defaultReviewListView('all-reviews'), 'all-reviews').toString(),
    ).toBe('tab=reviews');
  });

  it('reads the defaults (spec §9: sort pictures_first, source all_sources) from an address without a view', () => {
    expect(reviewListViewFromAddress(new URLSearchParams(''), types)).toEqual(
      defaultReviewListView('all-reviews'),
    );
  });

  it('reads anything unknown or out of range as the default', () => {
    const hostile = new URLSearchParams(
      'reviews_page=-2&reviews_rating=9&reviews_sort=drop&reviews_source=x&reviews_verified=yes&reviews_type=nope',
    );
    expect(reviewListViewFromAddress(hostile, types)).toEqual(defaultReviewListView('all-reviews'));
    expect(
      reviewListViewFromAddress(new URLSearchParams('reviews_page=2.5&reviews_rating=3.5'), types),
    ).toMatchObject({ page: 1, rating: null });
  });
});

describe('a link to one review on its page (issue #58: "a reply posted from the inbox confirms with a link to it")', () => {
  it('lists the newest first and opens the page at the review', () => {
    const link = reviewOnItsPagePath('/reviews/stores/harbor/products/tote', 'rv-1');
    const [address, hash] = link.split('#');
    const [path, query] = address!.split('?');
    expect(path).toBe('/reviews/stores/harbor/products/tote');
    expect(reviewListViewFromAddress(new URLSearchParams(query), ['product-reviews']).sort).toBe(
      'most_recent',
    );
    expect(hash).toBe(reviewAnchor('rv-1'));
  });
});
