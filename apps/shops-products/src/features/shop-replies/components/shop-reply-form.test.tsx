import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  allReviewsPageResponseSchema,
  errorResponseSchema,
  shopReplyResponseSchema,
} from '@vouch/contracts';
import { reviewsApi } from '@vouch/api-client';
import { renderRoute, reviewFixture } from '@vouch/ui-testing';
import { ShopReplyForm } from './shop-reply-form';

const review = reviewFixture({
  rating: 2,
  title: 'Arrived with a torn strap',
  body: 'The left strap was torn at the seam.',
});
const listArgs = {
  shop_domain: 'harbor.example.com',
  platform: 'shopify',
  api_token: 'token',
  page: 1,
};
const cachedList = allReviewsPageResponseSchema.parse({
  reviews: [review],
  current_page: 1,
  per_page: 10,
  total_count: 1,
  total_pages: 1,
  ratings: {
    average_rating: 2,
    number_of_reviews: 1,
    rating_histogram_data: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 0 },
  },
});

const posted: unknown[] = [];
const server = setupServer(
  http.put('*/reviews/shop/reviews/:publicId/reply', async ({ request, params }) => {
    const { body } = (await request.json()) as { body: string };
    posted.push(body);
    return HttpResponse.json(
      shopReplyResponseSchema.parse({
        review: {
          public_id: params.publicId,
          reply: { body: body.trim(), replied_at: '2026-11-02T09:00:00.000Z' },
        },
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => posted.splice(0));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm() {
  const onDone = jest.fn();
  const rendered = renderRoute(
    <ShopReplyForm
      publicId="rv-1"
      shopName="Harbor Outfitters"
      reviewerName="Robin Reviewer"
      initialBody=""
      onDone={onDone}
    />,
    {
      pattern: '/reviews/stores/:shopSlug',
      url: '/reviews/stores/harbor-outfitters',
    },
  );
  return {
    ...rendered,
    onDone,
    box: screen.getByRole('textbox', { name: 'Your reply as Harbor Outfitters' }),
  };
}

describe('the shop reply form', () => {
  it('explains an empty reply without sending anything, and keeps focus in the box', async () => {
    const { user, box, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Please write your reply before posting it')).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(posted).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("keeps every word typed when the server fails, and shows the server's message", async () => {
    server.use(
      http.put('*/reviews/shop/reviews/:publicId/reply', () =>
        HttpResponse.json(
          errorResponseSchema.parse({
            error: {
              code: 'unavailable',
              message: 'Replies are paused for a moment. Try again soon.',
            },
          }),
          {
            status: 503,
          },
        ),
      ),
    );
    const { user, box, onDone } = renderForm();
    await user.type(box, 'So sorry about the strap. We will send a new one.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(
      await screen.findByText('Replies are paused for a moment. Try again soon.'),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe(
      'So sorry about the strap. We will send a new one.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('writes the posted reply into every cached review list that shows the review (they are cacheable for a minute)', async () => {
    const { user, box, onDone, store } = renderForm();
    await store.dispatch(reviewsApi.util.upsertQueryData('getShopReviews', listArgs, cachedList));
    await user.type(box, '  So sorry. A new strap is on its way.  ');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted).toEqual(['  So sorry. A new strap is on its way.  ']);
    const cachedReply = () =>
      reviewsApi.endpoints.getShopReviews.select(listArgs)(store.getState()).data!.reviews[0]!
        .reply;
    await waitFor(() =>
      expect(cachedReply()).toEqual({
        body: 'So sorry. A new strap is on its way.',
        replied_at: '2026-11-02T09:00:00.000Z',
      }),
    );
  });
});
