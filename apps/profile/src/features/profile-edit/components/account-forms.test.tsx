import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '@vouch/ui-testing';
import { EmailForm, PasswordForm } from './account-forms';

let passwordRequests = 0;
const server = setupServer(
  http.put('*/reviews/profile/password', () => {
    passwordRequests += 1;
    return HttpResponse.json(
      {
        error: {
          code: 'bad_request',
          message: 'Your current password is not right.',
          fields: { current_password: 'Your current password is not right' },
        },
      },
      { status: 400 },
    );
  }),
  http.put('*/reviews/profile/email', () =>
    HttpResponse.json(
      {
        message:
          'We sent a link to new@example.com. Your e-mail changes when you open it, within 24 hours.',
        pending_email: 'new@example.com',
      },
      { status: 202 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('account forms on the edit page', () => {
  it("shows a refused password change by its field and in the 'Error' dialog (spec §8), and keeps what was typed", async () => {
    const { user } = renderRoute(<PasswordForm />, {
      pattern: '/reviews/profile/edit',
      url: '/reviews/profile/edit',
    });
    await user.type(screen.getByLabelText('Current password'), 'not it');
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Your current password is not right.')).toBeTruthy();
    expect(screen.getByText('Your current password is not right')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe(
      'a brand new passphrase',
    );
  });

  it('checks a new password locally before sending it', async () => {
    passwordRequests = 0;
    const { user } = renderRoute(<PasswordForm />, {
      pattern: '/reviews/profile/edit',
      url: '/reviews/profile/edit',
    });
    await user.type(screen.getByLabelText('Current password'), 'whatever it is');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(passwordRequests).toBe(0);
  });

  it("says in the 'Success' dialog (spec §8) that the e-mail changes when the mailed link is opened, and clears the password it took", async () => {
    const { user } = renderRoute(<EmailForm email="old@example.com" pendingEmail={null} />, {
      pattern: '/reviews/profile/edit',
      url: '/reviews/profile/edit',
    });
    await user.type(screen.getByLabelText('New e-mail address'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'the right one');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(
      within(dialog).getByText(
        'Check your inbox. We sent a link to new@example.com. Your e-mail changes when you open it, within 24 hours.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('says which new address is waiting for confirmation', () => {
    renderRoute(<EmailForm email="old@example.com" pendingEmail="new@example.com" />, {
      pattern: '/reviews/profile/edit',
      url: '/reviews/profile/edit',
    });
    expect(screen.getByText('Now: old@example.com')).toBeTruthy();
    expect(
      screen.getByText('Waiting for confirmation of new@example.com: open the link we sent there.'),
    ).toBeTruthy();
  });
});
