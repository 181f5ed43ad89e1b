import { changeReviewListView, defaultReviewListView, reviewListParams } from './review-list-view';

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
    expect(reviewListParams(defaultReviewListView('all-reviews'))).toEqual({ page: 1, sort_by: 'pictures_first', review_type: 'all-reviews' });
    const view = { ...defaultReviewListView('product-reviews'), page: 2, rating: 4, source: 'invite' as const, search: '  zip ', verifiedOnly: true };
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
