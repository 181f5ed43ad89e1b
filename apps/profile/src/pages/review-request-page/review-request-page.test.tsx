import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  openReviewRequestResponseSchema,
  openReviewRequestSchema,
  reviewRequestOptOutRequestSchema,
  reviewRequestOptOutResponseSchema,
} from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { pagePath, pagePattern } from '@vouch/domain';
import { loadWholePage } from '../../features/review-request/hooks/load-whole-page';
import { ReviewRequestPage } from './review-request-page';

// jsdom's location.assign can be neither spied on nor followed: the page's one call to it stands in.
jest.mock('../../features/review-request/hooks/load-whole-page');
const loadedWhole = jest.mocked(loadWholePage);

const SPENT =
  'This link was used already or has expired. Sign in to Vouch with your e-mail address to review your order.';
const GOOD_TOKEN = 'tHe-ToKeN_of-a-request';
const OPT_OUT = 'b3B0LW91dA.c2lnbmF0dXJl';
const sent: unknown[] = [];

// Answers as apps/api/src/modules/review-requests/review-requests-routes.ts does.
const server = setupServer(
  http.post('*/reviews/review-requests/open', async ({ request }) => {
    const body = openReviewRequestSchema.parse(await request.json());
    sent.push(body);
    if (body.token !== GOOD_TOKEN)
      return HttpResponse.json({ error: { code: 'gone', message: SPENT } }, { status: 410 });
    return HttpResponse.json(
      openReviewRequestResponseSchema.parse({ redirect_to: pagePath('writeReview') }),
    );
  }),
  http.post('*/reviews/review-requests/unsubscribe', async ({ request }) => {
    const body = reviewRequestOptOutRequestSchema.parse(await request.json());
    sent.push(body);
    if (body?.unsubscribe !== OPT_OUT)
      return HttpResponse.json(
        {
          error: {
            code: 'bad_request',
            message:
              'This unsubscribe link is not one of ours or was cut short. Open it again from the e-mail we sent you.',
          },
        },
        { status: 400 },
      );
    return HttpResponse.json(
      reviewRequestOptOutResponseSchema.parse({
        message:
          body.scope === 'all'
            ? 'buyer@example.com gets no more e-mail from Vouch but what an account needs (sign-in links and the like).'
            : 'buyer@example.com gets no more review requests from Harbor Outfitters.',
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  loadedWhole.mockClear();
});
afterAll(() => server.close());

const page = (query: string) =>
  renderRoute(<ReviewRequestPage />, {
    pattern: pagePattern('reviewRequest'),
    url: `${pagePath('reviewRequest')}?${query}`,
  });

/** What a form posts without script: its method, address and fields. */
function postedWithoutScript(button: HTMLElement) {
  const form = button.closest('form')!;
  return {
    method: form.getAttribute('method'),
    action: form.getAttribute('action'),
    fields: Object.fromEntries(new FormData(form)),
  };
}

describe('the page a review request e-mail links to (issue #55 item 4)', () => {
  it('spends nothing on opening; its button is a plain form post of the token without script', () => {
    page(`token=${GOOD_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review your order');
    expect(
      screen.getByText(
        'Your review is published on Vouch as verified: you bought what you write about.',
      ),
    ).toBeTruthy();
    expect(postedWithoutScript(screen.getByRole('button', { name: 'Write my review' }))).toEqual({
      method: 'post',
      action: '/reviews/review-requests/open',
      fields: { token: GOOD_TOKEN },
    });
    expect(sent).toEqual([]);
  });

  it('with script, opens the link as JSON and loads the page the server names whole', async () => {
    const { user } = page(`token=${GOOD_TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Write my review' }));
    await waitFor(() => expect(loadedWhole).toHaveBeenCalledWith('/reviews/write-review'));
    expect(sent).toEqual([{ token: GOOD_TOKEN }]);
    expect(screen.getByRole('button', { name: 'Opening…' }).hasAttribute('disabled')).toBe(true);
  });

  it('says a link used or expired no longer works, focuses it and offers to sign in', async () => {
    const { user } = page('token=spent-already');
    await user.click(screen.getByRole('button', { name: 'Write my review' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(SPENT);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('link', { name: 'Sign in to Vouch' }).getAttribute('href')).toBe(
      pagePath('login'),
    );
    expect(loadedWhole).not.toHaveBeenCalled();
  });

  it('says the same when a plain form post came back with ?link=spent', () => {
    page('link=spent');
    expect(screen.getByRole('alert').textContent).toBe(SPENT);
    expect(screen.getByRole('link', { name: 'Sign in to Vouch' }).getAttribute('href')).toBe(
      pagePath('login'),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers both opt-outs as plain form posts, the scope of the link first', () => {
    page(`unsubscribe=${OPT_OUT}&scope=all`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stop review requests');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Stop every e-mail from Vouch',
      'Stop requests from this shop',
    ]);
    expect(buttons.map(postedWithoutScript)).toEqual(
      (['all', 'shop'] as const).map((scope) => ({
        method: 'post',
        action: '/reviews/review-requests/unsubscribe',
        fields: { unsubscribe: OPT_OUT, scope },
      })),
    );
    expect(sent).toEqual([]);
  });

  it('puts this shop’s opt-out first when the link names no scope', () => {
    page(`unsubscribe=${OPT_OUT}`);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Stop requests from this shop',
      'Stop every e-mail from Vouch',
    ]);
  });

  it('with script, stops the requests as JSON and says so', async () => {
    const { user } = page(`unsubscribe=${OPT_OUT}&scope=shop`);
    await user.click(screen.getByRole('button', { name: 'Stop requests from this shop' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'buyer@example.com gets no more review requests from Harbor Outfitters.',
    );
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(sent).toEqual([{ unsubscribe: OPT_OUT, scope: 'shop' }]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why an opt-out link is refused and keeps its buttons', async () => {
    const { user } = page('unsubscribe=cut-short&scope=shop');
    await user.click(screen.getByRole('button', { name: 'Stop every e-mail from Vouch' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This unsubscribe link is not one of ours or was cut short. Open it again from the e-mail we sent you.',
    );
    expect(sent).toEqual([{ unsubscribe: 'cut-short', scope: 'all' }]);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it.each([
    ['all', 'Done: you get no more e-mail from Vouch but account mail.'],
    ['shop', 'Done: you get no more review requests from this shop.'],
  ])('says what stopped when a plain form post came back with ?stopped=%s', (scope, said) => {
    page(`stopped=${scope}`);
    expect(screen.getByRole('status').textContent).toBe(said);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('explains itself when opened without a link’s parameters', () => {
    page('');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'How Vouch works' }).getAttribute('href')).toBe(
      pagePath('howItWorks'),
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
