import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  feedEventsResponseSchema,
  type FeedEvent,
  type FeedEventsResponse,
} from '@vouch/contracts';
import { meAnswer, renderRoute, reviewFixture } from '@vouch/ui-testing';
import { FeedPage } from './feed-page';

const review = (publicId: string, title: string): FeedEvent['review'] => ({
  ...reviewFixture({
    public_id: publicId,
    title,
    product: {
      title: 'Canvas Backpack',
      internal_path: '/reviews/stores/harbor/products/canvas-backpack',
    },
  }),
  shop: { name: 'Harbor Outfitters', internal_path: '/reviews/stores/harbor' },
  product_image_url: null,
});

const event = (id: string, owner: 'Shop' | 'Product', subject: FeedEvent['review']): FeedEvent => ({
  id,
  event_type: 'review_published',
  created_at: `2026-11-0${id}T10:00:00.000Z`,
  event_owner: {
    encoded_id: `${owner}-1`,
    class: owner,
    name: owner === 'Shop' ? 'Harbor Outfitters' : 'Canvas Backpack',
    internal_path: subject.shop.internal_path,
    image_url: null,
  },
  review: subject,
});

const page = (events: FeedEvent[], perPage: number): FeedEventsResponse =>
  feedEventsResponseSchema.parse({
    feed_events: events,
    max_created_at: events.at(-1)?.created_at ?? null,
    max_id: events.at(-1)?.id ?? null,
    per_page: perPage,
    current_reviewer_unreviewed_products: [],
  });

const backpack = review('rv-1', 'Carried it for a year');
const tent = review('rv-2', 'Kept us dry');
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({}))),
  http.get('*/reviews/feed_events.json', ({ request }) =>
    // The first page reaches the follower through the shop and through the product; the second
    // repeats the backpack through the product once more, then brings the tent.
    HttpResponse.json(
      new URL(request.url).searchParams.has('max_id')
        ? page([event('3', 'Product', backpack), event('4', 'Shop', tent)], 2)
        : page([event('1', 'Shop', backpack), event('2', 'Product', backpack)], 2),
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the feed page', () => {
  it('shows a review that reaches the reader through several followed owners once, across appended pages', async () => {
    const { user } = renderRoute(<FeedPage />, { pattern: '/reviews/feed', url: '/reviews/feed' });
    const news = await screen.findByRole('region', { name: 'News' });
    expect(await within(news).findAllByText('Carried it for a year')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(news).findByText('Kept us dry')).toBeTruthy();
    expect(within(news).getAllByText('Carried it for a year')).toHaveLength(1);
  });

  it('invites a guest to sign in instead of asking for a feed', async () => {
    server.use(http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer(null))));
    renderRoute(<FeedPage />, { pattern: '/reviews/feed', url: '/reviews/feed' });
    expect(await screen.findByRole('link', { name: /sign in/i })).toBeTruthy();
  });
});
