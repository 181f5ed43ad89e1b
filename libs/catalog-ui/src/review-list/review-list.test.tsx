import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { meAnswer, renderRoute, reviewFixture } from '@vouch/ui-testing';
import { ReviewList, type ReviewListPage } from './review-list';
import { ReviewTypeSwitch } from './review-type-switch';
import { useReviewListView } from './use-review-list-view';

const server = setupServer(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer())));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const PAGE: ReviewListPage = {
  reviews: [
    reviewFixture({ public_id: 'rv-1' }),
    reviewFixture({ public_id: 'rv-2', title: 'Torn strap', rating: 2 }),
  ],
  total_count: 1234,
  total_pages: 3,
  histogram: { '5': 1000, '4': 200, '3': 20, '2': 10, '1': 4 },
};
const TYPES = ['all-reviews', 'shop-reviews', 'product-reviews'] as const;

/** A shop page's reviews as the remotes wire them: the view in the address, the list and its controls. */
function ShopReviews() {
  const { view, change, goToPage, addressOf } = useReviewListView(TYPES);
  return (
    <ReviewList
      view={view}
      page={PAGE}
      isFetching={false}
      isError={false}
      onChange={change}
      onPage={goToPage}
      addressOf={addressOf}
      toolbar={
        <ReviewTypeSwitch types={TYPES} active={view.type} onChoose={(type) => change({ type })} />
      }
    />
  );
}

function renderList(search = '') {
  const rendered = renderRoute(<ShopReviews />, {
    pattern: '/reviews/stores/:shopSlug',
    url: `/reviews/stores/harbor-outfitters${search}`,
  });
  // The address's query, its parameters in name order.
  const query = () => {
    const params = new URL(rendered.location(), 'http://localhost').searchParams;
    params.sort();
    return params.toString();
  };
  return { ...rendered, query };
}

const status = () => screen.getByRole('status').textContent;

describe('the review list controls (spec §9 defaults, §4 "Any filter, sort or search change resets to page 1")', () => {
  it('shows the defaults: "With pictures first", all sources, all reviews, no words, everyone', () => {
    renderList();
    expect(
      (screen.getByRole('combobox', { name: 'Sort reviews' }) as HTMLSelectElement).value,
    ).toBe('pictures_first');
    expect(
      screen.getByRole('option', { name: 'With pictures first', selected: true }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All sources', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All reviews', pressed: true })).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Verified buyers only' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(status()).toBe('1,234 reviews');
  });

  it("sorts: the choice goes into the address, the page goes back to 1, and the page's own parameters stay", async () => {
    const { user, query } = renderList('?tab=reviews&reviews_page=3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort reviews' }),
      'Highest rating',
    );
    expect(query()).toBe('reviews_sort=highest_rating&tab=reviews');
    expect(
      (screen.getByRole('combobox', { name: 'Sort reviews' }) as HTMLSelectElement).value,
    ).toBe('highest_rating');
  });

  it('filters by source and by verified buyers, each shown at once and kept together', async () => {
    const { user, query } = renderList('?reviews_page=2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Review source' }),
      'Invited by the store',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Verified buyers only' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Verified buyers only' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(query()).toBe('reviews_source=invite&reviews_verified=true');
    await user.click(screen.getByRole('checkbox', { name: 'Verified buyers only' }));
    expect(query()).toBe('reviews_source=invite');
  });

  it('searches the words only when asked (Search or Enter), and says what it searched for', async () => {
    const { user, query } = renderList('?reviews_page=3');
    const box = screen.getByRole('searchbox', { name: 'Search reviews' });
    await user.type(box, '  strap ');
    expect(query()).toBe('reviews_page=3');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(query()).toBe('reviews_search=strap');
    expect(status()).toBe('1,234 reviews mentioning "strap"');
    await user.clear(box);
    await user.type(box, 'handle{Enter}');
    expect(query()).toBe('reviews_search=handle');
    expect(document.activeElement).toBe(box);
  });

  it('switches the review type (spec §9 "Store reviews", "Product reviews"), one pressed at a time', async () => {
    const { user, query } = renderList('?reviews_page=2&reviews_sort=lowest_rating');
    await user.click(screen.getByRole('button', { name: 'Store reviews' }));
    expect(query()).toBe('reviews_sort=lowest_rating&reviews_type=shop-reviews');
    expect(
      screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent),
    ).toEqual(['Store reviews']);
  });

  it('pages keep the filters, and Back returns to the view before', async () => {
    const { user, query, back } = renderList('?reviews_sort=most_recent');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(query()).toBe('reviews_page=2&reviews_sort=most_recent');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort reviews' }),
      'Lowest rating',
    );
    expect(query()).toBe('reviews_sort=lowest_rating');
    await back();
    expect(query()).toBe('reviews_page=2&reviews_sort=most_recent');
    expect(
      (screen.getByRole('combobox', { name: 'Sort reviews' }) as HTMLSelectElement).value,
    ).toBe('most_recent');
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('2');
  });

  it('shows the words searched before after Back, not the ones searched since', async () => {
    const { user, query, back } = renderList('?reviews_search=strap');
    const box = () => screen.getByRole('searchbox', { name: 'Search reviews' }) as HTMLInputElement;
    expect(box().value).toBe('strap');
    await user.clear(box());
    await user.type(box(), 'handle{Enter}');
    expect(query()).toBe('reviews_search=handle');
    await back();
    expect(status()).toBe('1,234 reviews mentioning "strap"');
    expect(box().value).toBe('strap');
  });
});

describe('the rating histogram (the star filter, spec §9 "A star-rating filter list exists")', () => {
  it('lists reviews per star, five first, each row named by its stars and count', () => {
    renderList();
    const rows = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole(
      'button',
    );
    const names = [
      '5 stars: 1,000 reviews',
      '4 stars: 200 reviews',
      '3 stars: 20 reviews',
      '2 stars: 10 reviews',
      '1 stars: 4 reviews',
    ];
    expect(rows).toEqual(names.map((name) => screen.getByRole('button', { name })));
    expect(rows.every((row) => row.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('filters to one star count, back at page 1; the same row again clears the filter', async () => {
    const { user, query } = renderList('?reviews_page=3&reviews_sort=most_recent');
    const fourStars = () => screen.getByRole('button', { name: /^4 stars/ });
    await user.click(fourStars());
    expect(query()).toBe('reviews_rating=4&reviews_sort=most_recent');
    expect(fourStars().getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe('1,234 reviews with 4 stars');
    await user.click(screen.getByRole('button', { name: /^2 stars/ }));
    expect(query()).toBe('reviews_rating=2&reviews_sort=most_recent');
    expect(fourStars().getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: /^2 stars/ }));
    expect(query()).toBe('reviews_sort=most_recent');
    expect(status()).toBe('1,234 reviews');
  });
});

describe('the review list without script (issue #58 item 2)', () => {
  it('makes page links addresses, and the controls are a GET form that keeps the stars and type', () => {
    const { container } = renderList('?reviews_rating=5&reviews_type=shop-reviews&reviews_page=2');
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '?reviews_page=3&reviews_rating=5&reviews_type=shop-reviews',
    );
    const form = screen.getByRole('search', { name: 'Reviews' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    const fields = [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);
    expect(fields).toEqual([
      'reviews_rating=5',
      'reviews_type=shop-reviews',
      'reviews_sort=pictures_first',
      'reviews_source=all_sources',
      'reviews_search=',
    ]);
    expect(container.querySelector('noscript')).not.toBeNull();
  });

  it("makes each histogram row a link to its stars' view, the active row to the view without them", async () => {
    const { user, query } = renderList(
      '?tab=reviews&reviews_rating=5&reviews_type=shop-reviews&reviews_page=2',
    );
    const row = (name: RegExp) => screen.getByRole('button', { name });
    expect(row(/^4 stars/).getAttribute('href')).toBe(
      '?tab=reviews&reviews_rating=4&reviews_type=shop-reviews',
    );
    expect(row(/^5 stars/).getAttribute('href')).toBe('?tab=reviews&reviews_type=shop-reviews');
    // With script the link stays a toggle button: Space works as on a <button>.
    row(/^4 stars/).focus();
    await user.keyboard(' ');
    expect(query()).toBe('reviews_rating=4&reviews_type=shop-reviews&tab=reviews');
    expect(row(/^4 stars/).getAttribute('aria-pressed')).toBe('true');
  });
});
