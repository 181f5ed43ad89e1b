import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { disputePageResponseSchema, type DisputeDetail } from '@vouch/contracts';
import type { DisputeCreatedNotice } from '@vouch/domain';
import { disputeFixture, meAnswer, renderRoute } from '@vouch/ui-testing';
import { PartyDisputePage } from './party-dispute-page';

const BAG = {
  title: 'Canvas weekender bag',
  internal_path: '/reviews/stores/harbor-outfitters/products/canvas-weekender-bag',
};
const HAT = {
  title: 'Wool fisherman hat',
  internal_path: '/reviews/stores/harbor-outfitters/products/wool-fisherman-hat',
};

let dispute: DisputeDetail;
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({ name: 'Robin Reviewer' }))),
  http.get('*/reviews/profile/disputes/:disputeId', () =>
    HttpResponse.json(
      disputePageResponseSchema.parse({
        meta_data: { title: 'Dispute', description: '' },
        dispute,
      }),
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  dispute = disputeFixture({
    products: [BAG],
    status: 'open',
    arbitrator: null,
    viewer_role: 'reviewer',
    allowed_actions: ['withdraw'],
  });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderThread = () =>
  renderRoute(<PartyDisputePage />, {
    pattern: '/reviews/profile/disputes/:disputeId',
    url: `/reviews/profile/disputes/${dispute.public_id}`,
  });
const facts = () => within(screen.getByRole('region', { name: 'The case' }));

describe('a dispute thread, as its reviewer sees it', () => {
  it('names the product, linking to its page, and keeps the order id out of its name', async () => {
    renderThread();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(
      'The item arrived damaged: Canvas weekender bag from Harbor Outfitters',
    );
    expect(heading.textContent).not.toContain(dispute.order!.public_id);
    expect(facts().getByRole('link', { name: 'Canvas weekender bag' }).getAttribute('href')).toBe(
      BAG.internal_path,
    );
  });

  it('names every product of the order when the dispute is about the whole order', async () => {
    dispute = { ...dispute, products: [BAG, HAT] };
    renderThread();
    await screen.findByRole('heading', {
      level: 1,
      name: 'The item arrived damaged: Canvas weekender bag, Wool fisherman hat from Harbor Outfitters',
    });
    expect(facts().getByText('Products')).toBeTruthy();
    expect(facts().getByRole('link', { name: 'Wool fisherman hat' }).getAttribute('href')).toBe(
      HAT.internal_path,
    );
  });

  it('names the shop alone when the dispute has no order', async () => {
    dispute = { ...dispute, products: [], order: null };
    renderThread();
    await screen.findByRole('heading', {
      level: 1,
      name: 'The item arrived damaged: Harbor Outfitters',
    });
    expect(facts().queryByText(/^Products?$/)).toBeNull();
  });

  it('says the dispute is open when the form has just opened it, and only on its own thread', async () => {
    const notice = (publicId: string): DisputeCreatedNotice => ({
      public_id: publicId,
      shop_name: 'Harbor Outfitters',
      at: Date.now(),
    });
    const page = renderThread();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Your dispute with Harbor Outfitters is open.')).toBeNull();
    await page.navigate(page.location(), { state: { disputeCreated: notice('D-other') } });
    expect(screen.queryByText('Your dispute with Harbor Outfitters is open.')).toBeNull();
    await page.navigate(page.location(), { state: { disputeCreated: notice(dispute.public_id) } });
    const said = await screen.findByText('Your dispute with Harbor Outfitters is open.');
    expect(said.closest('[role="status"]')).toBeTruthy();
  });
});
