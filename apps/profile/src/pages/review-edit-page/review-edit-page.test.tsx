import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  editReviewResponseSchema,
  reviewEditResponseSchema,
  type ReviewEditRequest,
} from '@vouch/contracts';
import { meAnswer, productFixture, renderRoute } from '@vouch/ui-testing';
import { ReviewEditPage } from './review-edit-page';

const editForm = editReviewResponseSchema.parse({
  meta_data: { title: 'Edit your review | Vouch', description: 'Edit your review' },
  product_data: productFixture({ title: 'Canvas Backpack' }),
  shop: { name: 'Harbor Outfitters', internal_path: '/reviews/stores/harbor' },
  review: {
    public_id: 'rv-own',
    rating: 4,
    title: 'Kept my laptop dry',
    body: 'Sturdy straps and a zip that never stuck.',
    recommended: true,
    media: [],
  },
});

let sent: ReviewEditRequest | null = null;
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({ slug: 'tess-tester' }))),
  http.get('*/reviews/write-review/edit', () => HttpResponse.json(editForm)),
  http.put('*/reviews/reviewer/reviews/rv-own', async ({ request }) => {
    sent = (await request.json()) as ReviewEditRequest;
    return HttpResponse.json(
      reviewEditResponseSchema.parse({
        review: {
          public_id: 'rv-own',
          published: false,
          held_reason: 'its words repeat another review’s.',
          product_path: null,
        },
        shown: null,
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent = null;
});
afterAll(() => server.close());

describe('ReviewEditPage', () => {
  it('says an edit that copies another review waits for a check, and links to the profile instead of the product', async () => {
    const { user } = renderRoute(<ReviewEditPage />, {
      pattern: '/reviews/write-review/edit',
      url: '/reviews/write-review/edit?review_public_id=rv-own',
    });
    const body = (await screen.findByRole('textbox', {
      name: /your review/i,
    })) as HTMLTextAreaElement;
    expect(body.value).toBe('Sturdy straps and a zip that never stuck.');

    await user.clear(body);
    await user.type(body, 'Words copied from someone else’s review of this backpack.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('heading', { name: 'Thank you: your review is saved' });
    screen.getByText(
      'It waits for a check before it is shown, because its words repeat another review’s.',
    );
    expect(screen.getByRole('link', { name: 'See it on your profile' }).getAttribute('href')).toBe(
      '/reviews/users/tess-tester?tab=0',
    );
    await waitFor(() =>
      expect(sent).toMatchObject({
        body: 'Words copied from someone else’s review of this backpack.',
        rating: 4,
        kept_media_ids: [],
      }),
    );
  });
});
