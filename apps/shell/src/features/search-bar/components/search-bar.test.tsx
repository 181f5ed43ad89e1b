import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { allCategoriesResponseSchema, instantSearchResponseSchema } from '@vouch/contracts';
import { fromCategoryState } from '@vouch/domain';
import { renderRoute } from '@vouch/ui-testing';
import { LiveLocationContext } from '../../../routing/live-location';
import { SearchBar } from './search-bar';

const record = (
  id: number,
  name: string,
  parent_id: number | null,
  level: 1 | 2 | 3,
  children: number[] = [],
) => ({
  id,
  name,
  handle: name.toLowerCase(),
  level,
  parent_id,
  children,
  is_deepest: level === 3,
  image_url: null,
  bar_flat_view: false,
  bar_order: id,
  page_order: id,
  path: name,
});
const allCategories = allCategoriesResponseSchema.parse({
  categories: [
    record(1, 'Electronics', null, 1, [2]),
    record(2, 'Audio', 1, 2, [139]),
    record(139, 'Headphones', 2, 3),
    record(4, 'Bags', null, 1),
  ],
});

const server = setupServer(
  http.get('*/reviews/instant_search', () =>
    HttpResponse.json(instantSearchResponseSchema.parse({ suggestions: [] })),
  ),
  http.get('*/reviews/search', () =>
    HttpResponse.json({ meta_data: { title: 'Search', description: 'Search' } }),
  ),
  http.get('*/reviews/all_categories', () => HttpResponse.json(allCategories)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the search bar on the search page', () => {
  it('follows the search the address names when it changes (Back)', async () => {
    const { user, back, location } = renderRoute(<SearchBar showCategorySelector={false} />, {
      pattern: '/reviews/search',
      url: '/reviews/search?category_id=7',
    });
    const box = screen.getByRole('combobox', { name: 'Search for product' });
    await user.type(box, 'mug{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=mug&category_id=7'));
    await back();
    expect(location()).toBe('/reviews/search?category_id=7');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('keeps the results’ order for the next search, but drops the order a category redirect chose, once (spec §4)', async () => {
    const { user, location, navigate } = renderRoute(<SearchBar showCategorySelector={false} />, {
      pattern: '/reviews/search',
      url: '/reviews/search?q=mug&sort_by=price_asc',
    });
    const box = screen.getByRole('combobox', { name: 'Search for product' });
    await user.clear(box);
    await user.type(box, 'cup{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=cup&sort_by=price_asc'));

    // As the search page leaves it after a deepest category's redirect (use-from-category).
    await navigate('/reviews/search?q=tents&category_id=7&sort_by=reviews_count', {
      state: fromCategoryState(null),
    });
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('tents'));
    await user.clear(box);
    await user.type(box, 'tarp{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=tarp'));
    await navigate('/reviews/search?q=tarp&sort_by=newest');
    await user.clear(box);
    await user.type(box, 'pegs{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=pegs&sort_by=newest'));
  });

  it('drops the redirect’s order while the address still says from=category (the page takes it off after it renders)', async () => {
    const { user, location } = renderRoute(<SearchBar showCategorySelector={false} />, {
      pattern: '/reviews/search',
      url: '/reviews/search?q=tents&category_id=7&sort_by=reviews_count&from=category',
    });
    const box = screen.getByRole('combobox', { name: 'Search for product' });
    await user.clear(box);
    await user.type(box, 'tarp{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=tarp&category_id=7'));
  });

  it('searches with the order the address has now, though the router has not rendered it yet', async () => {
    // A sort just chosen: the browser's address has it, the router's transition has not rendered it.
    const addressNow = () => ({
      pathname: '/reviews/search',
      search: '?q=mug&sort_by=price_desc',
      state: null,
    });
    const { user, location } = renderRoute(
      <LiveLocationContext.Provider value={addressNow}>
        <SearchBar showCategorySelector={false} />
      </LiveLocationContext.Provider>,
      { pattern: '/reviews/search', url: '/reviews/search?q=mug&sort_by=price_asc' },
    );
    const box = screen.getByRole('combobox', { name: 'Search for product' });
    await user.clear(box);
    await user.type(box, 'cup{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=cup&sort_by=price_desc'));
  });

  it('shows the deeper category a search is in, and widens the search when “All Categories” is chosen', async () => {
    const { user, location } = renderRoute(<SearchBar showCategorySelector />, {
      pattern: '/reviews/search',
      url: '/reviews/search?q=headphones&category_id=139',
    });
    const selector = (await screen.findByRole('option', { name: 'Headphones' })).closest('select')!;
    expect(selector.value).toBe('139');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Categories',
      'Headphones',
      'Electronics',
      'Bags',
    ]);
    await user.selectOptions(selector, '');
    const box = screen.getByRole('combobox', { name: 'Search for product' });
    await user.clear(box);
    await user.type(box, 'bag{Escape}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=bag'));
  });
});
