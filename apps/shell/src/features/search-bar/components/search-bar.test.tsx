import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { instantSearchResponseSchema } from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { SearchBar } from './search-bar';

const server = setupServer(
  http.get('*/reviews/instant_search', () => HttpResponse.json(instantSearchResponseSchema.parse({ suggestions: [] }))),
  http.get('*/reviews/search', () => HttpResponse.json({ meta_data: { title: 'Search', description: 'Search' } })),
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
});
