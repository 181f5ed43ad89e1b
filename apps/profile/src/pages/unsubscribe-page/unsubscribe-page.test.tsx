import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '@vouch/ui-testing';
import { pagePattern, unsubscribePath } from '@vouch/domain';
import { UnsubscribePage } from './unsubscribe-page';

const sent: unknown[] = [];
const server = setupServer(
  http.post('*/reviews/profile/notifications/unsubscribe', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({
      kind: 'review_replies',
      message: 'You will get no more e-mails about replies to your reviews.',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

describe('the unsubscribe page a notification links to', () => {
  const token = 'u1.review_replies.c2lnbmF0dXJl';

  it('says which e-mails it stops, stops nothing on opening, and sends the token on the button', async () => {
    const { user } = renderRoute(<UnsubscribePage />, {
      pattern: pagePattern('profileUnsubscribe'),
      url: unsubscribePath(token),
    });
    expect(screen.getByText(/^Stop e-mails about replies to your reviews\?/)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'You will get no more e-mails about replies to your reviews.',
    );
    expect(sent).toEqual([{ token }]);
    expect(
      screen.getByRole('link', { name: 'Choose which e-mails you get' }).getAttribute('href'),
    ).toBe(pagePattern('profileEdit'));
  });

  it('says the link is incomplete when its token is cut short', () => {
    renderRoute(<UnsubscribePage />, {
      pattern: pagePattern('profileUnsubscribe'),
      url: unsubscribePath('u1.review_replies'),
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open it again from the e-mail we sent you.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
