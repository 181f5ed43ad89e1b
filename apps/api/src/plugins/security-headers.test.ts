import { errorResponseSchema, meResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { buildApp } from '../app';
import { configFromEnv } from '../config';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from '../http/content-security-policy';
import { createTestApp, TestBrowser, type TestApp } from '../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** One directive of a Content-Security-Policy header, as its list of sources. */
function directive(policy: unknown, name: string): string[] | undefined {
  const found = String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

describe('security headers on every answer (issue #19, item 4)', () => {
  it('gives pages a strict Content-Security-Policy: scripts from the site only, no inline script, no framing', async () => {
    const page = await new TestBrowser(testApp.app).open('/reviews');
    expect(page.statusCode).toBe(200);
    const policy = page.headers['content-security-policy'];
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    // styled-components writes <style> elements at run time.
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'frame-src')).toEqual([
      'https://play.vidyard.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    // The page's own inline scripts are data blocks only, which a policy without 'unsafe-inline' allows.
    const inlineScripts = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map(
      (match) => match[1],
    );
    for (const attributes of inlineScripts)
      expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  });

  it.each([
    ['a JSON answer', '/reviews/all_categories', 200],
    ['a missing page’s JSON', '/reviews/stores/nobody?format=json', 404],
    ['an address that is not UTF-8', '/reviews/%FF%FE', 400],
    ['a refused static file', '/static/%FF.js', 400],
    ['a generated picture', '/media/generated/logo-1.svg', 200],
  ])('lets nothing run in %s, and sends the other headers', async (_what, url, status) => {
    const response = await new TestBrowser(testApp.app).get(url);
    expect(response.statusCode).toBe(status);
    if (status >= 400) errorResponseSchema.parse(response.json());
    expect(response.headers['content-security-policy']).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and Secure cookies when the request came over HTTPS through a trusted proxy, and believes no one else', async () => {
    const config = configFromEnv({ SERVE_SITE: 'false', TRUST_PROXY: '203.0.113.20' });
    const behindProxy = await buildApp({ config, database: testApp.database, logger: false });
    try {
      const viaProxy = new TestBrowser(behindProxy, {
        remoteAddress: '203.0.113.20',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const page = await viaProxy.open('/login');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(page.cookies.find((cookie) => cookie.name === 'vouch_anon')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
      const signedIn = await viaProxy.send('POST', '/login', DEMO_ACCOUNTS.reviewer);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.cookies.find((cookie) => cookie.name === 'vouch_session')).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      const error = await viaProxy.get('/reviews/stores/nobody?format=json');
      expect(error.statusCode).toBe(404);
      expect(error.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );

      // A client claiming HTTPS itself is not believed: plain HTTP, no HSTS, no Secure flag.
      const claiming = new TestBrowser(behindProxy, {
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const plain = await claiming.open('/login');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.cookies.find((cookie) => cookie.name === 'vouch_anon')?.secure).toBeFalsy();
    } finally {
      await behindProxy.close();
    }
  });

  it('names the cookies __Host- and makes them Secure on a site served over HTTPS, honouring no cookie of the plain name there', async () => {
    const config = configFromEnv({ SERVE_SITE: 'false', PUBLIC_ORIGIN: 'https://vouch.example' });
    const httpsSite = await buildApp({ config, database: testApp.database, logger: false });
    try {
      const browser = new TestBrowser(httpsSite);
      const page = await browser.open('/login');
      // What browsers require of a __Host- cookie: Secure, path /, no Domain.
      const expectHostOnly = (cookie: { domain?: string } | undefined) => {
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(cookie?.domain).toBeUndefined();
      };
      expectHostOnly(page.cookies.find((cookie) => cookie.name === '__Host-vouch_anon'));
      const signedIn = await browser.send('POST', '/login', DEMO_ACCOUNTS.reviewer);
      expect(signedIn.statusCode).toBe(200);
      const session = signedIn.cookies.find((cookie) => cookie.name === '__Host-vouch_session');
      expectHostOnly(session);
      expect(signedIn.cookies.map((cookie) => cookie.name)).not.toContain('vouch_session');
      expect(
        meResponseSchema.parse((await browser.get('/reviews/me.json')).json()).reviewer?.name,
      ).toBe(DEMO_ACCOUNTS.reviewer.name);
      // A cookie without the prefix (one a plain-HTTP page or a subdomain could have set) is nobody's session here.
      const planted = await browser.get('/reviews/me.json', {
        cookie: `vouch_session=${session!.value}`,
      });
      expect(meResponseSchema.parse(planted.json()).reviewer).toBeNull();

      const signedOut = await browser.send('POST', '/logout');
      expect(
        signedOut.cookies.find((cookie) => cookie.name === '__Host-vouch_session'),
      ).toMatchObject({ value: '', secure: true, path: '/' });
    } finally {
      await httpsSite.close();
    }
  });

  it('keeps the plain cookie names, not Secure, on a site served over plain HTTP (local runs and tests)', async () => {
    const browser = new TestBrowser(testApp.app);
    const page = await browser.open('/login');
    expect(page.cookies.find((cookie) => cookie.name === 'vouch_anon')?.secure).toBeFalsy();
    const signedIn = await browser.send('POST', '/login', DEMO_ACCOUNTS.reviewer);
    const session = signedIn.cookies.find((cookie) => cookie.name === 'vouch_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(signedIn.cookies.some((cookie) => cookie.name.startsWith('__Host-'))).toBe(false);
  });
});
