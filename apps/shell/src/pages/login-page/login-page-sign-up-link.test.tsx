import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { pagePath, pagePattern, signUpConfirmPath } from '@vouch/domain';
import { LoginPage } from './login-page';

const sent: { url: string; body: unknown }[] = [];
let passwordKept = true;
// Each answer waits for the test to let it go, so the page is seen while its request runs.
let release: () => void = () => undefined;
const held = () => new Promise<void>((resolve) => (release = resolve));

const server = setupServer(
  http.post('*/signup/confirm', async ({ request }) => {
    sent.push({ url: '/signup/confirm', body: await request.json() });
    await held();
    return HttpResponse.json(
      { reviewer: meAnswer({}).reviewer, csrf_token: 'new-token', password_kept: passwordKept },
      { status: 201 },
    );
  }),
  http.post('*/signup', async ({ request }) => {
    sent.push({ url: '/signup', body: await request.json() });
    await held();
    return HttpResponse.json({ message: 'We sent a link to kim@example.com.' }, { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.splice(0);
  passwordKept = true;
});
afterAll(() => server.close());

const openLink = () =>
  renderRoute(<LoginPage />, {
    // Any path: after the sign-up, the page goes where the link says.
    pattern: '*',
    url: signUpConfirmPath('the-token', '/reviews/feed'),
  });

/** The button is busy while its request runs: says so, cannot be pressed again, and is aria-busy. */
async function expectBusy(name: string) {
  const busy = await screen.findByRole('button', { name });
  expect((busy as HTMLButtonElement).disabled).toBe(true);
  expect(busy.getAttribute('aria-busy')).toBe('true');
}

describe('the sign-up link page (issue #58)', () => {
  it('finishes the sign-up on one button, asking no password and showing no second sign-up form', async () => {
    const { user, location } = openLink();
    const finish = within(screen.getByRole('form', { name: 'Finish creating your account' }));
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
    expect(sent).toEqual([]);

    await user.click(finish.getByRole('button', { name: 'Create my account' }));
    await expectBusy('Creating your account…');
    expect(sent).toEqual([{ url: '/signup/confirm', body: { token: 'the-token' } }]);
    release();
    await waitFor(() => expect(location()).toBe('/reviews/feed'));
  });

  it('says so when the password from sign-up was not kept (the link opened in another browser), then continues', async () => {
    passwordKept = false;
    const { user, location } = openLink();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    release();
    const ready = within(await screen.findByRole('region', { name: 'Your account is ready' }));
    // The pressed button is gone: focus is on what replaced it.
    expect(document.activeElement).toBe(
      ready.getByRole('heading', { name: 'Your account is ready' }),
    );
    expect(ready.getByRole('status').textContent).toMatch(
      /^You are signed in\. The password chosen at sign-up was not kept/,
    );
    expect(location()).toBe(signUpConfirmPath('the-token', '/reviews/feed'));
    await user.click(ready.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/reviews/feed');
  });

  it('shows sign-up at work while it waits', async () => {
    const { user } = renderRoute(<LoginPage />, {
      pattern: pagePattern('login'),
      url: pagePath('login'),
    });
    const signUp = within(screen.getByRole('form', { name: 'Create an account' }));
    await user.type(signUp.getByLabelText('Your name'), 'Kim');
    await user.type(signUp.getByLabelText('E-mail address'), 'kim@example.com');
    await user.type(signUp.getByLabelText('Choose a password'), 'violet lantern harbour');
    await user.click(signUp.getByRole('button', { name: 'Create account' }));
    await expectBusy('Creating account…');
    release();
    await screen.findByRole('region', { name: 'Check your e-mail' });
  });
});
