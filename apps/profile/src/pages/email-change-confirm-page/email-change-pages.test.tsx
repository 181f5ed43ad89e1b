import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '@vouch/ui-testing';
import {
  emailChangeConfirmPath,
  emailChangeUndoPath,
  pagePattern,
  signInPath,
} from '@vouch/domain';
import { EmailChangeConfirmPage } from './email-change-confirm-page';
import { EmailChangeUndoPage } from '../email-change-undo-page/email-change-undo-page';

let confirmAnswer: () => Response = () =>
  HttpResponse.json({ message: 'Your e-mail address is changed.', email: 'new@example.com' });
const sent: unknown[] = [];
const server = setupServer(
  http.post('*/reviews/profile/email/confirm', async ({ request }) => {
    sent.push(await request.json());
    return confirmAnswer();
  }),
  http.post('*/reviews/profile/email/undo', () =>
    HttpResponse.json(
      {
        error: {
          code: 'gone',
          message: 'This link has expired: it works for 7 days.',
          fields: { token: 'Expired' },
        },
      },
      { status: 410 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const confirmPage = (token = 'the-token') => ({
  pattern: pagePattern('profileEmailConfirm'),
  url: emailChangeConfirmPath(token),
});

describe('the pages the e-mail change links open (issue #28, item 2)', () => {
  it('changes nothing on opening; the button sends the token and the page says it worked', async () => {
    const { user } = renderRoute(<EmailChangeConfirmPage />, confirmPage('a+b/c='));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your e-mail address is changed.');
    expect(sent).toEqual([{ token: 'a+b/c=' }]);
  });

  it('sends a guest to sign in and back to the link', async () => {
    confirmAnswer = () =>
      HttpResponse.json({ error: { code: 'unauthorized', message: 'Sign in.' } }, { status: 401 });
    const { user, location } = renderRoute(<EmailChangeConfirmPage />, confirmPage());
    await user.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    await waitFor(() => expect(location()).toBe(signInPath(emailChangeConfirmPath('the-token'))));
  });

  it('shows why a link no longer works', async () => {
    const { user } = renderRoute(<EmailChangeUndoPage />, {
      pattern: pagePattern('profileEmailUndo'),
      url: emailChangeUndoPath('old'),
    });
    await user.click(screen.getByRole('button', { name: 'Keep my old e-mail address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link has expired: it works for 7 days.',
    );
  });

  it('says so when the link has no token', () => {
    renderRoute(<EmailChangeUndoPage />, {
      pattern: pagePattern('profileEmailUndo'),
      url: pagePattern('profileEmailUndo'),
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open it again from the e-mail we sent you.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
