/** A signed-in browser's cookie and CSRF token, as the login page gives them. */
export interface SignedInSession {
  cookie: string;
  csrf: string;
}

/** Signs `account` in over HTTP as the login page does: its page for the token, then the form. */
export async function signedInSession(
  origin: string,
  account: { email: string; password: string },
): Promise<SignedInSession> {
  let cookie = '';
  const remember = (response: Response) => {
    const set = response.headers.getSetCookie().map((line) => line.split(';', 1)[0]!);
    if (set.length) cookie = set.join('; ');
  };
  const page = await fetch(`${origin}/login`);
  remember(page);
  const csrf = (await page.text()).match(/<meta name="csrf-token" content="([^"]+)">/)![1]!;
  const signedIn = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!signedIn.ok) throw new Error(`signing in as ${account.email} answered ${signedIn.status}`);
  remember(signedIn);
  return { cookie, csrf: ((await signedIn.json()) as { csrf_token: string }).csrf_token };
}
