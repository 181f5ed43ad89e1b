import { carriesMailedToken, refusedSignInPath, signInRefusalMessage } from './sign-in-form';

describe('refusedSignInPath', () => {
  it('goes back to the sign-in page with the address typed, the refusal and where it was to lead', () => {
    const path = refusedSignInPath({
      email: 'ana@example.com',
      returnTo: '/reviews/feed',
      code: 'invalid_credentials',
    });
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/login');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      return_to: '/reviews/feed',
      email: 'ana@example.com',
      sign_in_error: 'invalid_credentials',
    });
  });

  it('never carries the password and makes a return_to to another site safe', () => {
    const path = refusedSignInPath({ returnTo: '//evil.example/x', code: 'bad_request' });
    expect(path).toBe('/login?return_to=%2Freviews&sign_in_error=bad_request');
  });
});

describe('signInRefusalMessage', () => {
  it('words the refusals it knows and nothing an address made up', () => {
    expect(signInRefusalMessage('invalid_credentials')).toBe(
      'That e-mail address and password do not match an account.',
    );
    expect(signInRefusalMessage('Call 555 to unlock your account')).toBe(
      'We could not sign you in. Please try again in a moment.',
    );
    expect(signInRefusalMessage(null)).toBeNull();
  });
});

describe('carriesMailedToken', () => {
  it('is true for the sign-up, reset and sign-in link parameters only', () => {
    expect(carriesMailedToken(new URLSearchParams('confirm=abc'))).toBe(true);
    expect(carriesMailedToken(new URLSearchParams('reset=abc'))).toBe(true);
    expect(carriesMailedToken(new URLSearchParams('link=abc&return_to=/reviews'))).toBe(true);
    expect(carriesMailedToken(new URLSearchParams('return_to=/reviews'))).toBe(false);
  });
});
