import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { disputeCreateResponseSchema, disputeFormResponseSchema } from '@vouch/contracts';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { OpenDisputePage } from './open-dispute-page';

const FORM = disputeFormResponseSchema.parse({
  meta_data: { title: 'Open a dispute', description: '' },
  orders: [
    {
      public_id: 'O-77',
      placed_at: '2026-10-01T10:00:00.000Z',
      items: [
        {
          product_title: 'Canvas weekender bag',
          product_image_url: null,
          product_handle: 'canvas-weekender-bag',
        },
      ],
      open_dispute_public_id: null,
    },
  ],
  dispute_types: [{ value: 'damaged_item', label: 'The item arrived damaged' }],
  outcome_types: [{ value: 'replacement', label: 'A replacement' }],
  shop: {
    name: 'Harbor Outfitters',
    slug: 'harbor-outfitters',
    internal_path: '/reviews/stores/harbor-outfitters',
  },
  product: null,
});

const sent: unknown[] = [];
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({ name: 'Robin Reviewer' }))),
  http.get('*/reviews/stores/:shopSlug/disputes/new', () => HttpResponse.json(FORM)),
  http.post('*/reviews/reviewer/disputes', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json(
      disputeCreateResponseSchema.parse({ dispute: { public_id: 'D-2001', status: 'open' } }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('opening a dispute', () => {
  it("lands on the new dispute's thread, by the id the server gave it", async () => {
    const page = renderRoute(<OpenDisputePage />, {
      pattern: '/reviews/stores/:shopSlug/disputes/new',
      url: '/reviews/stores/harbor-outfitters/disputes/new',
    });
    await screen.findByRole('form', { name: 'Dispute with Harbor Outfitters' });
    await page.user.selectOptions(screen.getByLabelText('What went wrong?'), 'damaged_item');
    await page.user.type(
      screen.getByLabelText('What happened?'),
      'The strap tore off on the first day of use.',
    );
    await page.user.selectOptions(screen.getByLabelText('What would you like?'), 'replacement');
    await page.user.click(screen.getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(page.location()).toBe('/reviews/profile/disputes/D-2001'));
    expect(sent).toEqual([expect.objectContaining({ source_id: 'O-77' })]);
  });
});
