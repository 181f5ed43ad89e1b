import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { meAnswer, renderRoute } from '@vouch/ui-testing';
import { pagePath } from '@vouch/domain';
import { LoginPage } from './login-page';

const signedIn = { reviewer: meAnswer({}).reviewer, csrf_token: 'token-after-sign-in' };
const server = setupServer(
  http.post('*/login', () => HttpResponse.json(signedIn)),
  http.get('*/reviews/me.json', () => HttpResponse.json(meAnswer({}))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signInAt(url: string) {
  const page = renderRoute(<LoginPage />, { pattern: '*', url });
  const form = within(screen.getByRole('form', { name: 'Sign in' }));
  await page.user.type(form.getByLabelText('E-mail address'), 'tess@example.com');
  await page.user.type(form.getByLabelText('Password'), 'whatever it is');
  await page.user.click(form.getByRole('button', { name: 'Sign in' }));
  return page;
}

describe('the sign-in page', () => {
  it('returns to the page of this site that sent the visitor', async () => {
    const page = await signInAt(
      `/login?return_to=${encodeURIComponent('/reviews/feed?store_events=false')}`,
    );
    await waitFor(() => expect(page.location()).toBe('/reviews/feed?store_events=false'));
  });

  it.each([
    'return_to=/%5Cevil.example/x',
    'return_to=%2F%5Cevil.example%2Fx',
    'return_to=//evil.example',
    'return_to=/%09/evil.example',
    'return_to=/%0A/evil.example',
    'return_to=javascript:alert(1)',
    'return_to=https://evil.example/',
  ])('signs in and goes home, not off the site, for %s', async (query) => {
    const page = await signInAt(`/login?${query}`);
    await waitFor(() => expect(page.location()).toBe(pagePath('home')));
  });
});
