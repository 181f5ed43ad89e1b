import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  allCategoriesResponseSchema,
  categoriesIndexResponseSchema,
  searchFacetsResponseSchema,
  searchResponseSchema,
  shippingCountriesResponseSchema,
} from '@vouch/contracts';
import { searchTextTyped } from '@vouch/api-client';
import { searchParamsFromQuery, searchQueryString } from '@vouch/domain';
import { renderRoute } from '@vouch/ui-testing';
import { SearchPage } from './search-page';

const searched: URLSearchParams[] = [];
const facetsAsked: URLSearchParams[] = [];
const categoriesAsked: URLSearchParams[] = [];
const BACKPACKS = {
  id: 7,
  name: 'Backpacks',
  handle: 'backpacks',
  level: 1,
  parent_id: null,
  children: [],
  is_deepest: true,
  image_url: null,
  bar_flat_view: false,
  bar_order: 1,
  page_order: 1,
  path: 'backpacks',
};
/** A search.json answer with no products to show, `total` found (20 a page), checked by the contract. */
const searchAnswer = ({ total, page }: { total: number; page: number }) =>
  searchResponseSchema.parse({
    data: {
      search_results: [],
      category: null,
      current_page: page,
      rounded_results_total_count: total,
      per_page: 20,
      search_in_shop_name: null,
      done_search_sha1: 'sha',
      corrected_q: null,
    },
    meta_data: { title: 'Search', description: 'Search products' },
    metrics: { results_cap: 500, capped: false },
  });
const server = setupServer(
  http.get('*/reviews/search.json', ({ request }) => {
    searched.push(new URL(request.url).searchParams);
    return HttpResponse.json(searchAnswer({ total: 0, page: 1 }));
  }),
  http.get('*/shipping_countries.json', () =>
    HttpResponse.json(
      shippingCountriesResponseSchema.parse({
        shipping_countries: [
          { name: 'United Kingdom', code: 'GB' },
          { name: 'France', code: 'FR' },
        ],
      }),
    ),
  ),
  http.get('*/reviews/all_categories', () =>
    HttpResponse.json(allCategoriesResponseSchema.parse({ categories: [BACKPACKS] })),
  ),
  http.get('*/reviews/search_facets.json', ({ request }) => {
    facetsAsked.push(new URL(request.url).searchParams);
    return HttpResponse.json(
      searchFacetsResponseSchema.parse({
        ratings: {
          counted: 500,
          capped: true,
          choices: [1, 2, 3, 4, 4.5].map((value) => ({ value, count: Math.round(500 / value) })),
        },
        store_countries: { counted: 500, capped: true, choices: [{ value: 'GB', count: 1234 }] },
      }),
    );
  }),
  http.get('*/reviews/categories.json', ({ request }) => {
    categoriesAsked.push(new URL(request.url).searchParams);
    return HttpResponse.json(
      categoriesIndexResponseSchema.parse({
        product_categories: [{ ...BACKPACKS, products_count: 42 }],
        meta_data: { title: 'Categories', description: 'All' },
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => [searched, facetsAsked, categoriesAsked].forEach((asked) => asked.splice(0)));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const openSearch = (query: string) =>
  renderRoute(<SearchPage />, { pattern: '/reviews/search', url: `/reviews/search?${query}` });

describe('the search page', () => {
  it('pages the search it shows, but searches a term typed in the box and not searched yet from page 1 (spec §5 "A stale search term resets the page to 1 on paging")', async () => {
    server.use(
      http.get('*/reviews/search.json', ({ request }) =>
        HttpResponse.json(
          searchAnswer({
            total: 60,
            page: Number(new URL(request.url).searchParams.get('page') ?? 1),
          }),
        ),
      ),
    );
    const { user, location, store } = openSearch('q=mug&min_rating=4');
    const pages = await screen.findByRole('navigation', { name: 'Search result pages' });
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/reviews/search?q=mug&page=2&min_rating=4'));

    // The shopper types another term without searching it, then pages.
    act(() => {
      store.dispatch(searchTextTyped('leather wallet'));
    });
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/reviews/search?q=leather+wallet&min_rating=4'));
  });

  it('shows a pill for each filter that differs from its default; removing one searches again without it', async () => {
    const { user, location } = openSearch('q=bag&min_rating=4&store_country=GB');
    const pills = await screen.findByRole('list', { name: 'Active filters' });
    expect(pills.textContent).toMatch(/4/);
    expect(pills.textContent).toMatch(/United Kingdom/);
    expect(searched.at(-1)?.get('min_rating')).toBe('4');

    await user.click(screen.getByRole('button', { name: /^Remove filter: .*4/ }));
    await waitFor(() =>
      expect(new URLSearchParams(location().split('?')[1]).has('min_rating')).toBe(false),
    );
    expect(new URLSearchParams(location().split('?')[1]).get('store_country')).toBe('GB');
    await waitFor(() => expect(searched.at(-1)?.has('min_rating')).toBe(false));
  });

  it('offers ratings as "Any rating", "1 star or more", "2 stars or more" and up to 4.5 (plain, when the counts failed to load)', async () => {
    server.use(
      http.get('*/reviews/search_facets.json', () =>
        HttpResponse.json(
          { error: { code: 'unavailable', message: 'Try again' } },
          { status: 503 },
        ),
      ),
    );
    const { user } = openSearch('q=bag');
    await user.click(await screen.findByRole('button', { name: 'Filter by' }));
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect([...(rating as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Any rating',
      '1 star or more',
      '2 stars or more',
      '3 stars or more',
      '4 stars or more',
      '4.5 stars or more',
    ]);
  });

  it('shows beside each choice how many products it finds for this search, from the search without that filter', async () => {
    const { user } = openSearch('q=bag&min_rating=4&category_id=7');
    await user.click(await screen.findByRole('button', { name: 'Filter by' }));
    const rating = await screen.findByRole('combobox', { name: 'Rating' });
    await waitFor(() =>
      expect(
        [...(rating as HTMLSelectElement).options].map((option) => option.textContent),
      ).toContain('4 stars or more (125)'),
    );
    const storeCountry = screen.getByRole('combobox', { name: 'Store country' });
    expect(
      [...(storeCountry as HTMLSelectElement).options].find((option) => option.value === 'GB')
        ?.textContent,
    ).toBe('United Kingdom (1,234)');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        [...(category as HTMLSelectElement).options].find((option) => option.value === '7')
          ?.textContent,
      ).toBe('Backpacks (42)'),
    );
    expect(screen.getByText("Counts are from 500 of this search's products.")).toBeTruthy();
    expect(facetsAsked.at(-1)?.get('q')).toBe('bag');
    expect(facetsAsked.at(-1)?.get('category_id')).toBe('7');
    expect(categoriesAsked.at(-1)?.get('min_rating')).toBe('4');
    expect(categoriesAsked.at(-1)?.has('category_id')).toBe(false);
  });

  it('offers the shipping countries the server lists (spec §7 shipping_countries.json) in both country pickers, after All countries', async () => {
    const { user } = openSearch('q=bag');
    await user.click(await screen.findByRole('button', { name: 'Filter by' }));
    for (const name of ['Ships to', 'Store country']) {
      const picker = screen.getByRole('combobox', { name }) as HTMLSelectElement;
      await waitFor(() =>
        expect([...picker.options].map((option) => option.value)).toEqual(['*', 'GB', 'FR']),
      );
    }
  });

  it('keeps offering every country when the shipping countries cannot be loaded', async () => {
    server.use(
      http.get('*/shipping_countries.json', () =>
        HttpResponse.json(
          { error: { code: 'unavailable', message: 'Try again' } },
          { status: 503 },
        ),
      ),
    );
    const { user } = openSearch('q=bag');
    await user.click(await screen.findByRole('button', { name: 'Filter by' }));
    const picker = screen.getByRole('combobox', { name: 'Ships to' }) as HTMLSelectElement;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(picker.options.length).toBeGreaterThan(200);
    expect([...picker.options].slice(0, 3).map((option) => option.textContent)).toEqual([
      'All countries',
      'Australia',
      'Canada',
    ]);
  });

  it('asks for no counts until the sidebar opens', async () => {
    openSearch('q=bag');
    await waitFor(() => expect(searched.length).toBeGreaterThan(0));
    expect(facetsAsked).toEqual([]);
    expect(categoriesAsked).toEqual([]);
  });

  it('opens the filter sidebar as a history entry: Cancel and Back close it and leave the search as it was', async () => {
    const { user, location, back } = openSearch('q=bag');
    const before = location();
    await user.click(await screen.findByRole('button', { name: 'Filter by' }));
    await screen.findByRole('dialog', { name: 'Filter by' });
    expect(location()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter by' })).toBeNull());
    expect(location()).toBe(before);

    await user.click(screen.getByRole('button', { name: 'Filter by' }));
    await screen.findByRole('dialog', { name: 'Filter by' });
    await back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter by' })).toBeNull());
    expect(location()).toBe(before);
  });

  it('applies the sidebar in place of its history entry: Back then returns to the search before it', async () => {
    const { user, location, back } = openSearch('q=bag');
    const before = location();
    await user.click(await screen.findByRole('button', { name: 'Filter by' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Rating' }), '3');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(new URLSearchParams(location().split('?')[1]).get('min_rating')).toBe('3'),
    );
    expect(screen.queryByRole('dialog', { name: 'Filter by' })).toBeNull();
    await back();
    await waitFor(() => expect(location()).toBe(before));
  });
});

describe('the filter sidebar without script (issue #58 item 2)', () => {
  const fieldsOf = (form: HTMLFormElement) =>
    [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);

  it("makes 'Filter by' a GET form asking for this search with the sidebar shown", async () => {
    openSearch('q=bag&min_rating=4&page=2');
    const form = (await screen.findByRole('button', { name: 'Filter by' })).closest('form')!;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/reviews/search');
    expect(fieldsOf(form)).toEqual(['q=bag', 'page=2', 'min_rating=4', 'filters=open']);
  });

  it('shows the sidebar the address asks for in the page, as a GET form the server reads as the script applies it', async () => {
    const { user, location } = openSearch('q=bag&sort_by=newest&min_rating=4&filters=open');
    const sidebar = await screen.findByRole('dialog', { name: 'Filter by' });
    await user.selectOptions(within(sidebar).getByRole('combobox', { name: 'Rating' }), '3');
    await user.type(within(sidebar).getByRole('textbox', { name: 'Min price' }), 'abc');
    const storeCountry = within(sidebar).getByRole('combobox', { name: 'Store country' });
    await within(storeCountry).findByRole('option', { name: /^France/ });
    await user.selectOptions(storeCountry, 'FR');

    const form = within(sidebar).getByRole('button', { name: 'Apply filters' }).closest('form')!;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/reviews/search');
    const fields = fieldsOf(form);
    expect(fields).toEqual([
      'q=bag',
      'sort_by=newest',
      'category_id=',
      'min_rating=3',
      'min_price=abc',
      'max_price=',
      'country=*',
      'store_country=FR',
      'min_transparency=80',
      'min_authenticity=0',
      'reviews_count=0',
    ]);
    // What the server renders for that submission, next to what the script navigates to.
    const served = searchQueryString(searchParamsFromQuery(fields.join('&')));
    await user.click(within(sidebar).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(location()).toBe(`/reviews/search?${served}`));
    expect(served).toBe('q=bag&sort_by=newest&min_rating=3&store_country=FR');
    expect(screen.queryByRole('dialog', { name: 'Filter by' })).toBeNull();
  });

  it('closes the sidebar the address shows by a link to the search without it', async () => {
    const { user, location } = openSearch('q=bag&min_rating=4&filters=open');
    const sidebar = await screen.findByRole('dialog', { name: 'Filter by' });
    await user.click(within(sidebar).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe('/reviews/search?q=bag&min_rating=4'));
    expect(screen.queryByRole('dialog', { name: 'Filter by' })).toBeNull();
  });
});
