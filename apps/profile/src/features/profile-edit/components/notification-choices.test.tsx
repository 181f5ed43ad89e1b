import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '@vouch/ui-testing';
import { NOTIFICATION_KINDS, notificationChoiceLabel, pagePattern } from '@vouch/domain';
import { NotificationChoices } from './notification-choices';

const sent: unknown[] = [];
let subscribed = new Set<string>(NOTIFICATION_KINDS);
let failNextChoice = false;
const choices = () => ({
  choices: NOTIFICATION_KINDS.map((kind) => ({
    kind,
    label: notificationChoiceLabel(kind),
    subscribed: subscribed.has(kind),
  })),
});
const server = setupServer(
  http.get('*/reviews/profile/notifications', () => HttpResponse.json(choices())),
  http.put('*/reviews/profile/notifications', async ({ request }) => {
    const choice = (await request.json()) as { kind: string; subscribed: boolean };
    sent.push(choice);
    if (failNextChoice) {
      failNextChoice = false;
      return HttpResponse.json(
        { error: { code: 'unavailable', message: 'Vouch is busy. Try again in a moment.' } },
        { status: 503 },
      );
    }
    if (choice.subscribed) subscribed.add(choice.kind);
    else subscribed.delete(choice.kind);
    return HttpResponse.json(choices());
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
    const { user } = renderRoute(<NotificationChoices />, {
      pattern: pagePattern('profileEdit'),
      url: pagePattern('profileEdit'),
    });
    const replies = await screen.findByRole('checkbox', {
      name: notificationChoiceLabel('review_replies'),
    });
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual(
      [true, true, true, true],
    );
    await user.click(replies);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved.'));
    expect(sent).toEqual([{ kind: 'review_replies', subscribed: false }]);
    expect((replies as HTMLInputElement).checked).toBe(false);
  });

  it('puts a box back and says why when saving fails', async () => {
    failNextChoice = true;
    const { user } = renderRoute(<NotificationChoices />, {
      pattern: pagePattern('profileEdit'),
      url: pagePattern('profileEdit'),
    });
    const disputes = await screen.findByRole('checkbox', {
      name: notificationChoiceLabel('dispute_moves'),
    });
    await user.click(disputes);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vouch is busy. Try again in a moment.',
    );
    expect((disputes as HTMLInputElement).checked).toBe(true);
  });
});
