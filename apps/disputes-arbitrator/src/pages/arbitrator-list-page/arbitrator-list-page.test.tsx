import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  arbitratorDisputeFixture,
  arbitratorListAnswer,
  meAnswer,
  renderRoute,
} from '@vouch/ui-testing';
import { ArbitratorListPage } from './arbitrator-list-page';

const ROWS = [
  arbitratorDisputeFixture(),
  arbitratorDisputeFixture({
    public_id: 'D-1002',
    reviewer_name: 'Sam Shopper',
    shop_name: 'Lantern Lane',
    dispute_type: 'item_not_received',
    status: 'awaiting_shop',
    shop_answer_due: '2026-10-20T10:00:00.000Z',
    arbitrator_name: 'Ari Arbiter',
  }),
];

let total = 45;
let me = meAnswer({ name: 'Ari Arbiter', role: 'arbitrator' });
/** Each list request's query, as the server received it. */
const requests: Record<string, string>[] = [];
const server = setupServer(
  http.get('*/reviews/me.json', () => HttpResponse.json(me)),
  http.get('*/reviews/arbitrator', ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    requests.push(query);
    return HttpResponse.json(
      arbitratorListAnswer(ROWS, { page: Number(query.page), total_results: total }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.splice(0);
  total = 45;
  me = meAnswer({ name: 'Ari Arbiter', role: 'arbitrator' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DEFAULTS = { format: 'json', page: '1', status: 'waiting', age: 'any', view: 'all', q: '' };

async function renderDesk(query = '') {
  const rendered = renderRoute(<ArbitratorListPage />, {
    pattern: '/reviews/arbitrator',
    url: `/reviews/arbitrator${query}`,
  });
  await screen.findByRole('table');
  return rendered;
}

/** The last request the list made, once it has been made. */
async function lastRequest(expected: Record<string, string>) {
  await waitFor(() => expect(requests.at(-1)).toEqual({ ...DEFAULTS, ...expected }));
}

describe('the arbitrator\'s list (spec §6 "Arbitrator: lists disputes with pagination")', () => {
  it('asks for the waiting disputes of any age by default, and lists each with a link, its status and its arbitrator', async () => {
    await renderDesk();
    expect(requests).toEqual([DEFAULTS]);
    expect(screen.getByRole('status').textContent).toBe('45 disputes, page 1 of 3');
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getByRole('link', { name: 'Robin Reviewer v Harbor Outfitters' })
        .getAttribute('href'),
    ).toBe('/reviews/arbitrator/D-1001');
    expect(within(first!).getByRole('cell', { name: 'Nobody yet' })).toBeTruthy();
    expect(within(second!).getByRole('cell', { name: 'Ari Arbiter' })).toBeTruthy();
    expect(within(second!).getAllByRole('cell')[3]!.textContent).toMatch(
      /^Waiting for the shopshop answers by 20 Oct 2026/,
    );
  });

  it('filters by status: the request asks for that status, from page 1, and the address keeps it', async () => {
    const { user, location } = await renderDesk('?page=2&age=over_7_days');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Decided');
    await lastRequest({ status: 'decided', age: 'over_7_days' });
    expect(location()).toBe('/reviews/arbitrator?age=over_7_days&status=decided');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      'decided',
    );
  });

  it('filters by age, keeping the status', async () => {
    const { user } = await renderDesk('?status=all');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Age' }),
      'Opened over 30 days ago',
    );
    await lastRequest({ status: 'all', age: 'over_30_days' });
  });

  it('searches by id, shop, reviewer or order, says what it matched, and clears the search', async () => {
    const { user, location } = await renderDesk('?status=closed&page=3');
    await user.type(
      screen.getByRole('searchbox', { name: 'Dispute id, shop, reviewer or order' }),
      '  harbor  ',
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await lastRequest({ status: 'closed', q: 'harbor' });
    expect(screen.getByRole('heading', { name: 'Cases matching “harbor”' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Clear the search' }));
    await lastRequest({ status: 'closed' });
    expect(location()).toBe('/reviews/arbitrator?status=closed');
    expect(
      (
        screen.getByRole('searchbox', {
          name: 'Dispute id, shop, reviewer or order',
        }) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('changes view, keeping the filters, and marks the view shown', async () => {
    const { user } = await renderDesk('?status=in_review&page=2');
    await user.click(screen.getByRole('link', { name: 'Waiting for you' }));
    await lastRequest({ status: 'in_review', view: 'to_move' });
    expect(
      within(screen.getByRole('navigation', { name: 'Desk views' })).getByRole('link', {
        current: 'page',
      }).textContent,
    ).toBe('Waiting for you');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Waiting for you');
  });

  it('pages through the disputes, keeping the filters', async () => {
    const { user, location } = await renderDesk('?status=all');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Dispute pages' })).getByRole('link', {
        name: 'Page 3',
      }),
    );
    await lastRequest({ status: 'all', page: '3' });
    expect(location()).toBe('/reviews/arbitrator?status=all&page=3');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('45 disputes, page 3 of 3'),
    );
  });

  it('has no pages when the disputes fit on one', async () => {
    total = 2;
    await renderDesk();
    expect(screen.getByRole('status').textContent).toBe('2 disputes');
    expect(screen.queryByRole('navigation', { name: 'Dispute pages' })).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(
      http.get('*/reviews/arbitrator', () =>
        HttpResponse.json({ error: { code: 'unavailable', message: 'Down' } }, { status: 503 }),
      ),
    );
    renderRoute(<ArbitratorListPage />, {
      pattern: '/reviews/arbitrator',
      url: '/reviews/arbitrator',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The disputes could not be loaded. Please try again in a moment.',
    );
  });

  it('sends a guest to sign in first, and anyone else who is not an arbitrator home, without asking for the list', async () => {
    me = meAnswer();
    const guest = renderRoute(<ArbitratorListPage />, {
      pattern: '/reviews/arbitrator',
      url: '/reviews/arbitrator?status=all',
    });
    await waitFor(() => expect(guest.location()).not.toBe('/reviews/arbitrator?status=all'));
    expect(guest.location()).toMatch(/return_to=%2Freviews%2Farbitrator%3Fstatus%3Dall/);
    guest.unmount();
    me = meAnswer({ role: 'reviewer' });
    const reviewer = renderRoute(<ArbitratorListPage />, {
      pattern: '/reviews/arbitrator',
      url: '/reviews/arbitrator',
    });
    await waitFor(() => expect(reviewer.location()).toBe('/reviews'));
    expect(requests).toEqual([]);
  });
});
