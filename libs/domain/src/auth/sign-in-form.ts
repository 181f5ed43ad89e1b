import { MAILED_SIGN_IN_PARAM } from './mailed-sign-in';
import { SIGN_UP_TOKEN_PARAM, pagePath } from '../routes/page-path';
import { safeReturnPath } from '../routes/return-path';

/** The sign-in page's parameters for a form posted without script that was refused. */
export const SIGN_IN_FORM_PARAMS = { email: 'email', refusal: 'sign_in_error' } as const;

/** What the server says when an e-mail address and password do not match (JSON and page alike). */
export const INVALID_CREDENTIALS_MESSAGE =
  'That e-mail address and password do not match an account.';

/**
 * What the sign-in page says for a refusal code it was sent back with. Only known codes have
 * words: the address is anyone's to make, so it cannot put its own text on Vouch's page.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  invalid_credentials: INVALID_CREDENTIALS_MESSAGE,
  bad_request: 'Please enter your e-mail address and your password.',
  too_many_requests:
    'Too many sign-in attempts with a password. Sign in with a link we e-mail you instead, or wait a few minutes and try again.',
  csrf_failed: 'The page was out of date. Please try again.',
};

export function signInRefusalMessage(code: string | null): string | null {
  if (code === null) return null;
  return REFUSALS[code] ?? 'We could not sign you in. Please try again in a moment.';
}

/**
 * Where a sign-in form posted without script goes back to when refused: the sign-in page with the
 * address typed (never the password), the refusal and where it was to lead.
 */
export function refusedSignInPath(fields: {
  email?: unknown;
  returnTo?: unknown;
  code: string;
}): string {
  const query = new URLSearchParams();
  if (typeof fields.returnTo === 'string' && fields.returnTo)
    query.set('return_to', safeReturnPath(fields.returnTo));
  if (typeof fields.email === 'string' && fields.email)
    query.set(SIGN_IN_FORM_PARAMS.email, fields.email.slice(0, 254));
  query.set(SIGN_IN_FORM_PARAMS.refusal, fields.code);
  return pagePath('login', {}, { query: query.toString() });
}

/** True for a sign-in page address that carries a mailed link's token: never rendered ahead or kept. */
export function carriesMailedToken(query: URLSearchParams): boolean {
  return [SIGN_UP_TOKEN_PARAM, ...Object.values(MAILED_SIGN_IN_PARAM)].some((name) =>
    query.has(name),
  );
}
