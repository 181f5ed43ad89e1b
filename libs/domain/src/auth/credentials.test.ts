import {
  emailError,
  normalizeEmail,
  passwordError,
  signUpErrors,
  INVALID_EMAIL_MESSAGE,
} from './credentials';

describe('credentials', () => {
  it("answers the spec's 'Invalid email address' (§8) for malformed addresses", () => {
    expect(emailError('not-an-email')).toBe(INVALID_EMAIL_MESSAGE);
    expect(emailError('a b@example.com')).toBe('Invalid email address');
    expect(emailError('jane@example.com')).toBeNull();
  });

  it('normalises e-mail for look-up', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it('asks for passwords of at least 8 characters', () => {
    expect(passwordError('short')).toMatch(/at least 8/);
    expect(passwordError('long enough')).toBeNull();
  });

  it('reports each bad sign-up field by name', () => {
    expect(signUpErrors({ name: ' ', email: 'x', password: '1' })).toEqual({
      name: 'Please enter your name',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
    });
    expect(
      signUpErrors({ name: 'Jane', email: 'jane@example.com', password: 'correct horse' }),
    ).toEqual({});
  });
});
