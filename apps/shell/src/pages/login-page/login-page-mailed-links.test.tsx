import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoute } from '@vouch/ui-testing';
import { mailedSignInPath, mailedSignInSentMessage, pagePath, pagePattern } from '@vouch/domain';
import { LoginPage } from './login-page';

const sent: { url: string; body: unknown }[] = [];
const reviewer = {
  encoded_id: 'r1',
  name: 'Jane',
  slug: 'jane',
  role: 'reviewer',
  reviewer_initial: 'J',
  avatar_image_url: null,
  gravatar_hash: null,
  verified_buyer: false,
  tos_accepted: true,
  managed_shop_ids: [],
};
/** Notes what the page sent and returns it. */
async function record(request: Request): Promise<unknown> {
  const body: unknown = await request.json();
  sent.push({ url: new URL(request.url).pathname, body });
  return body;
}
const server = setupServer(
  http.post('*/login', async ({ request }) => {
    await record(request);
    const message =
      'Too many sign-in attempts with a password. Sign in with a link we e-mail you instead, or wait 15 minutes and try again.';
    return HttpResponse.json({ error: { code: 'too_many_requests', message } }, { status: 429 });
  }),
  http.post('*/login/link', async ({ request }) => {
    await record(request);
    return HttpResponse.json(
      { message: mailedSignInSentMessage('sign_in', 'jane@example.com') },
      { status: 202 },
    );
  }),
  http.post('*/login/reset/confirm', async ({ request }) => {
    const { password } = (await record(request)) as { password: string };
    if (password === 'password1') {
      const message =
        'That password is one of the most used and is guessed first. Please choose another';
      return HttpResponse.json(
        { error: { code: 'bad_request', message: `${message}.`, fields: { password: message } } },
        { status: 400 },
      );
    }
    return HttpResponse.json({ reviewer, csrf_token: 'new-token' });
  }),
  http.post('*/login/link/confirm', async ({ request }) => {
    await record(request);
    const message =
      'This link has expired or was used already. Ask for a new one on the sign-in page.';
    return HttpResponse.json(
      { error: { code: 'bad_request', message, fields: { token: 'Expired or used' } } },
      { status: 400 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => void sent.splice(0));
afterAll(() => server.close());

const loginAt = (url: string) => renderRoute(<LoginPage />, { pattern: pagePattern('login'), url });

describe('the sign-in page: ways in by e-mail (issue #28, items 1 and 3)', () => {
  it('offers the e-mail link when password attempts are refused, carrying the typed address over and back', async () => {
    const { user } = loginAt(pagePath('login'));
    const signIn = within(screen.getByRole('form', { name: 'Sign in' }));
    // Pasted, as a password manager fills them (typing key by key is slow on a busy machine).
    await user.click(signIn.getByLabelText('E-mail address'));
    await user.paste('jane@example.com');
    await user.click(signIn.getByLabelText('Password'));
    await user.paste('the right password');
    await user.click(signIn.getByRole('button', { name: 'Sign in' }));
    expect((await signIn.findByRole('alert')).textContent).toMatch(
      /Sign in with a link we e-mail you instead/,
    );
    expect(signIn.getByLabelText<HTMLInputElement>('Password').value).toBe('the right password');

    await user.click(signIn.getByRole('button', { name: 'E-mail me a sign-in link' }));
    const ask = within(screen.getByRole('form', { name: 'Sign in with an e-mail link' }));
    expect(ask.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('jane@example.com');
    await user.click(ask.getByRole('button', { name: 'E-mail me a sign-in link' }));
    const sentRegion = within(await screen.findByRole('region', { name: 'Check your e-mail' }));
    expect(sentRegion.getByRole('status').textContent).toBe(
      mailedSignInSentMessage('sign_in', 'jane@example.com'),
    );
    expect(sent.at(-1)).toEqual({ url: '/login/link', body: { email: 'jane@example.com' } });

    await user.click(sentRegion.getByRole('button', { name: 'Back to sign in' }));
    expect(
      within(screen.getByRole('form', { name: 'Sign in' })).getByLabelText<HTMLInputElement>(
        'E-mail address',
      ).value,
    ).toBe('jane@example.com');
  });

  it('asks a reset link for a new password, announcing a refused one and keeping what was typed, then signs in', async () => {
    const { user, location } = loginAt(
      `${mailedSignInPath('password_reset', 'a+b/c=')}&return_to=%2Freviews%2Ffeed`,
    );
    const form = within(screen.getByRole('form', { name: 'Choose a new password' }));
    const field = form.getByLabelText<HTMLInputElement>('New password');
    await user.type(field, 'short');
    await user.click(form.getByRole('button', { name: 'Save and sign in' }));
    expect(form.getByRole('alert').textContent).toBe('Password must be at least 8 characters');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Password must be at least 8 characters',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'password1');
    await user.click(form.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).toMatch(/^That password is one of the most used/),
    );
    expect(field.value).toBe('password1');

    await user.clear(field);
    await user.type(field, 'a fresh passphrase');
    await user.click(form.getByRole('button', { name: 'Save and sign in' }));
    await waitFor(() => expect(location()).toBe('/reviews/feed'));
    expect(sent.at(-1)).toEqual({
      url: '/login/reset/confirm',
      body: { token: 'a+b/c=', password: 'a fresh passphrase' },
    });
  });

  it('signs in from a sign-in link only on the button, and says when the link no longer works', async () => {
    const { user } = loginAt(mailedSignInPath('sign_in', 'used-token'));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^This link has expired or was used already/,
    );
    expect(sent).toEqual([{ url: '/login/link/confirm', body: { token: 'used-token' } }]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      pagePath('login'),
    );
  });
});
