import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { allCategoriesResponseSchema } from '@vouch/contracts';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { Header } from './header';

let me = meAnswer(null);
const server = setupServer(
  http.get('*/reviews/me.json', async () => {
    await delay(200);
    return HttpResponse.json(me);
  }),
  http.get('*/reviews/all_categories', () =>
    HttpResponse.json(allCategoriesResponseSchema.parse({ categories: [] })),
  ),
  http.get('*/reviews/feed', () =>
    HttpResponse.json({ meta_data: { title: 'Your feed | Vouch', description: 'Feed' } }),
  ),
  http.get('*/reviews/profile/menu_counts', () =>
    HttpResponse.json({ orders_awaiting_review: 0, shop_inbox: null, arbitrator_desk: null }),
  ),
);
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList;
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => delete document.body.dataset.loggedIn);
afterAll(() => server.close());

const openFeed = () => renderRoute(<Header />, { pattern: '*', url: '/reviews/feed' });
const searchBox = () => screen.queryByPlaceholderText('Search for product');

describe('the header before me.json answers (spec §4: "Whether a reviewer is logged in is a page-level flag taken from the page body")', () => {
  it('lays out a signed-in page from the flag: the feed keeps its search bar and no Sign In link flashes before the account menu', async () => {
    document.body.dataset.loggedIn = 'true';
    me = meAnswer({ name: 'Tess Tester' });
    openFeed();
    expect(searchBox()).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(await screen.findByText('My Account')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it("shows a guest Sign In at once, and hides the feed's search bar (spec §2)", async () => {
    document.body.dataset.loggedIn = 'false';
    me = meAnswer(null);
    openFeed();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(searchBox()).toBeNull();
  });

  it('keeps the flag in step with me.json: a sign-in made in this page outdates what the server wrote', async () => {
    document.body.dataset.loggedIn = 'false';
    me = meAnswer({ name: 'Tess Tester' });
    openFeed();
    await waitFor(() => expect(document.body.dataset.loggedIn).toBe('true'));
  });
});
