import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '@vouch/ui-testing';
import { NOTIFICATION_KINDS, notificationChoiceLabel, pagePattern, unsubscribePath } from '@vouch/domain';
import { NotificationChoices } from './notification-choices';
import { UnsubscribePage } from './unsubscribe-page';

const sent: unknown[] = [];
let subscribed = new Set<string>(NOTIFICATION_KINDS);
let failNextChoice = false;
const choices = () => ({ choices: NOTIFICATION_KINDS.map((kind) => ({ kind, label: notificationChoiceLabel(kind), subscribed: subscribed.has(kind) })) });
const server = setupServer(
  http.get('*/reviews/profile/notifications', () => HttpResponse.json(choices())),
  http.put('*/reviews/profile/notifications', async ({ request }) => {
    const choice = (await request.json()) as { kind: string; subscribed: boolean };
    sent.push(choice);
    if (failNextChoice) {
      failNextChoice = false;
      return HttpResponse.json({ error: { code: 'unavailable', message: 'Vouch is busy. Try again in a moment.' } }, { status: 503 });
    }
    if (choice.subscribed) subscribed.add(choice.kind);
    else subscribed.delete(choice.kind);
    return HttpResponse.json(choices());
  }),
  http.post('*/reviews/profile/notifications/unsubscribe', async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ kind: 'review_replies', message: 'You will get no more e-mails about replies to your reviews.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  subscribed = new Set(NOTIFICATION_KINDS);
});
afterAll(() => server.close());

describe("the edit page's e-mail choices (issue #29 item 6)", () => {
  it('shows every kind ticked, saves a box as it changes and says so', async () => {
    const { user } = renderRoute(<NotificationChoices />, { pattern: pagePattern('profileEdit'), url: pagePattern('profileEdit') });
    const replies = await screen.findByRole('checkbox', { name: notificationChoiceLabel('review_replies') });
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, true]);
    await user.click(replies);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(sent).toEqual([{ kind: 'review_replies', subscribed: false }]);
    expect((replies as HTMLInputElement).checked).toBe(false);
  });

  it('puts a box back and says why when saving fails', async () => {
    failNextChoice = true;
    const { user } = renderRoute(<NotificationChoices />, { pattern: pagePattern('profileEdit'), url: pagePattern('profileEdit') });
    const disputes = await screen.findByRole('checkbox', { name: notificationChoiceLabel('dispute_moves') });
    await user.click(disputes);
    expect((await screen.findByRole('alert')).textContent).toBe('Vouch is busy. Try again in a moment.');
    expect((disputes as HTMLInputElement).checked).toBe(true);
  });
});

describe('the unsubscribe page a notification links to', () => {
  const token = 'u1.review_replies.c2lnbmF0dXJl';

  it('says which e-mails it stops, stops nothing on opening, and sends the token on the button', async () => {
    const { user } = renderRoute(<UnsubscribePage />, { pattern: pagePattern('profileUnsubscribe'), url: unsubscribePath(token) });
    expect(screen.getByText(/^Stop e-mails about replies to your reviews\?/)).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe('You will get no more e-mails about replies to your reviews.');
    expect(sent).toEqual([{ token }]);
    expect(screen.getByRole('link', { name: 'Choose which e-mails you get' }).getAttribute('href')).toBe(pagePattern('profileEdit'));
  });

  it('says the link is incomplete when its token is cut short', () => {
    renderRoute(<UnsubscribePage />, { pattern: pagePattern('profileUnsubscribe'), url: unsubscribePath('u1.review_replies') });
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete. Open it again from the e-mail we sent you.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
