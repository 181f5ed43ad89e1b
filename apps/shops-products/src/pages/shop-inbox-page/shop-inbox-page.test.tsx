import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  shopInboxResponseSchema,
  shopReplyResponseSchema,
  shopReviewReportsResponseSchema,
  type InboxDispute,
  type ReviewWithSubject,
  type ShopReviewReport,
} from '@vouch/contracts';
import { meAnswer, renderRoute, reviewFixture } from '@vouch/ui-testing';
import { ShopInboxPage } from './shop-inbox-page';

const SHOP = { encoded_id: 's-1', name: 'Harbor Outfitters', slug: 'harbor-outfitters' };
const TOTE = {
  title: 'Canvas Tote',
  internal_path: '/reviews/stores/harbor-outfitters/products/tote',
};

const review: ReviewWithSubject = {
  ...reviewFixture({ public_id: 'rv-1', title: 'Torn strap', product: TOTE }),
  shop: { name: SHOP.name, internal_path: '/reviews/stores/harbor-outfitters' },
  product_image_url: null,
};

const dispute = (changes: Partial<InboxDispute>): InboxDispute => ({
  public_id: 'd-1',
  shop: { encoded_id: SHOP.encoded_id, name: SHOP.name },
  reviewer_name: 'Robin R.',
  product_title: 'Canvas Tote, Wool Hat',
  dispute_type: 'damaged_item',
  desired_outcome_type: 'partial_refund',
  desired_outcome_description: 'Half back, please.',
  status: 'open',
  created_at: '2026-11-01T10:00:00.000Z',
  shop_answer_due: '2026-11-08T10:00:00.000Z',
  ...changes,
});

const report = (changes: Partial<ShopReviewReport>): ShopReviewReport => ({
  public_id: 'rr-1',
  reason: 'fake',
  status: 'open',
  created_at: '2026-11-02T10:00:00.000Z',
  review: {
    public_id: 'rv-9',
    title: 'Best bag ever',
    rating: 5,
    author_name: 'Jo K.',
    product_title: null,
  },
  ...changes,
});

/** What the fake API holds: the reviews still without a reply, and every reply posted. */
let unanswered: ReviewWithSubject[];
const posted: { publicId: string; body: string }[] = [];

const server = setupServer(
  http.get('*/reviews/me.json', () =>
    HttpResponse.json(meAnswer({ managed_shop_ids: [SHOP.encoded_id] })),
  ),
  http.get('*/reviews/shop/inbox', () =>
    HttpResponse.json(
      shopInboxResponseSchema.parse({
        meta_data: { title: 'Shop inbox', description: 'What waits for your shops' },
        shops: [SHOP],
        reviews: { items: unanswered, total: unanswered.length },
        questions: { items: [], total: 0 },
        disputes: {
          items: [
            dispute({}),
            dispute({
              public_id: 'd-2',
              reviewer_name: 'Kim L.',
              product_title: 'Wool Hat',
              dispute_type: 'item_not_received',
              desired_outcome_type: 'full_refund',
              desired_outcome_description: '',
              status: 'awaiting_shop',
            }),
          ],
          total: 2,
        },
        review_requests: [],
      }),
    ),
  ),
  http.get('*/reviews/shop/:shop/review_reports', ({ params }) =>
    params.shop === SHOP.slug
      ? HttpResponse.json(
          shopReviewReportsResponseSchema.parse({
            items: [
              report({}),
              report({
                public_id: 'rr-2',
                reason: 'off_topic',
                status: 'dismissed',
                review: { ...report({}).review, title: 'Slow shipping', product_title: 'Wool Hat' },
              }),
            ],
            total: 2,
          }),
        )
      : HttpResponse.json(
          { error: { code: 'not_found', message: 'No such shop' } },
          { status: 404 },
        ),
  ),
  http.put('*/reviews/shop/reviews/:publicId/reply', async ({ request, params }) => {
    const { body } = (await request.json()) as { body: string };
    const publicId = String(params.publicId);
    posted.push({ publicId, body });
    unanswered = unanswered.filter((item) => item.public_id !== publicId);
    return HttpResponse.json(
      shopReplyResponseSchema.parse({
        review: { public_id: publicId, reply: { body, replied_at: '2026-11-03T09:00:00.000Z' } },
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  unanswered = [review];
  posted.splice(0);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderInbox = () =>
  renderRoute(<ShopInboxPage />, { pattern: '/reviews/shop/inbox', url: '/reviews/shop/inbox' });

const section = (name: RegExp) => screen.findByRole('region', { name });

describe('the shop inbox (issue #58, from the walk)', () => {
  it('says what each dispute is about, what went wrong and what is asked, and where it stands in the one wording for its state', async () => {
    renderInbox();
    const disputes = await section(/^Disputes waiting for you/);
    const [first, second] = within(disputes)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByRole('link'));
    expect(first!.textContent).toContain(
      'Robin R. opened a dispute with Harbor Outfitters about Canvas Tote, Wool Hat',
    );
    const facts = (item: HTMLElement) =>
      Object.fromEntries(
        within(item)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
      );
    expect(facts(first!)).toEqual({
      'What went wrong': 'The item arrived damaged',
      'Asked for': 'A partial refund: Half back, please.',
      'Where it stands': expect.stringMatching(/^Opened — answer by /),
    });
    expect(facts(second!)).toEqual({
      'What went wrong': 'The item never arrived',
      'Asked for': 'A full refund',
      'Where it stands': expect.stringMatching(/^Waiting for your answer — answer by /),
    });
  });

  it("shows the reports readers filed about the shop's reviews, with why and where each stands", async () => {
    renderInbox();
    const reports = await section(/^Reports about reviews of Harbor Outfitters \(2\)/);
    const [fake, offTopic] = await within(reports).findAllByRole('listitem');
    expect(fake!.textContent).toContain('Best bag ever');
    expect(fake!.textContent).toContain('Jo K. — Harbor Outfitters');
    expect(fake!.textContent).toContain('Fake: not a real customer’s experience');
    expect(fake!.textContent).toContain('Waiting for an arbitrator');
    expect(offTopic!.textContent).toContain('Jo K. — Wool Hat');
    expect(offTopic!.textContent).toContain('Not about this product or shop');
    expect(offTopic!.textContent).toContain('Dismissed: the review stays');
  });

  it('confirms a reply posted from the inbox in a status message that links to it on its page, once its review has left the list', async () => {
    const { user } = renderInbox();
    const reviews = await section(/^Reviews awaiting a reply \(1\)/);
    await user.click(within(reviews).getByRole('button', { name: 'Reply to Robin Reviewer' }));
    await user.type(
      within(reviews).getByRole('textbox', { name: 'Your reply as Harbor Outfitters' }),
      'So sorry: a new strap is on its way.',
    );
    await user.click(within(reviews).getByRole('button', { name: 'Post reply' }));

    await screen.findByRole('heading', { name: 'Reviews awaiting a reply (0)' });
    expect(posted).toEqual([{ publicId: 'rv-1', body: 'So sorry: a new strap is on its way.' }]);
    const status = within(reviews).getByRole('status');
    expect(status.textContent).toMatch(/^Your reply to Robin Reviewer is published\./);
    const link = within(status).getByRole('link', { name: 'View it on Canvas Tote' });
    expect(link.getAttribute('href')).toBe(
      '/reviews/stores/harbor-outfitters/products/tote?reviews_sort=most_recent#review-rv-1',
    );
    await waitFor(() => expect(document.activeElement).toBe(link));
  });
});
