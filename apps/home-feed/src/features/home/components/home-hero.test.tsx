import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { instantSearchResponseSchema } from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { HomeHero } from './home-hero';

const server = setupServer(
  http.get('*/reviews/instant_search', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return HttpResponse.json(
      instantSearchResponseSchema.parse({
        suggestions: [
          { id: null, text: `${q} bag`, category_name: null },
          { id: 7, text: q, category_name: 'Backpacks' },
        ],
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// Mounted on every address under /reviews, so the box stays after a search leaves home.
const renderHome = () => renderRoute(<HomeHero />, { pattern: '/reviews/*', url: '/reviews' });
const homeBox = () =>
  within(screen.getByRole('search', { name: 'Products' })).getByRole('combobox', {
    name: 'Search for product',
  });

describe("home's product search (issue #58: it suggests as the header's does)", () => {
  it('shows suggestions while typing; Down and Enter search the one chosen', async () => {
    const { user, location } = renderHome();
    await user.type(homeBox(), 'tote');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    await within(list).findByRole('option', { name: 'tote in Backpacks' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['tote', 'tote bag', 'tote in Backpacks']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/reviews/search?q=tote+bag'));
  });

  it('searches a category suggestion in its category, and the typed text from the button', async () => {
    const { user, location } = renderHome();
    await user.type(homeBox(), 'tote');
    await user.click(await screen.findByRole('option', { name: 'tote in Backpacks' }));
    await waitFor(() => expect(location()).toBe('/reviews/search?q=tote&category_id=7'));

    await user.clear(homeBox());
    await user.type(homeBox(), ' mug ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/reviews/search?q=mug'));
  });

  it('stays a GET form to the search page with the text named q, for a browser without script', () => {
    renderHome();
    const form = screen.getByRole('search', { name: 'Products' }) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect(new URL(form.action).pathname).toBe('/reviews/search');
    expect(homeBox().getAttribute('name')).toBe('q');
  });
});
