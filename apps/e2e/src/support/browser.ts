import type { Browser, BrowserContext, Page } from 'playwright-core';

export { launchChromium as launchBrowser } from '@vouch/site-runner';

export const origin = (): string => {
  const value = process.env.E2E_ORIGIN;
  if (!value)
    throw new Error(
      'E2E_ORIGIN is not set: run the browser tests through jest (global setup starts the site)',
    );
  return value;
};

/**
 * Waits until the site's script has taken the page over (hydrated the server's HTML, or rendered
 * it): a click on server-rendered HTML before then would do nothing. Pages without the shell's
 * root (JSON, files) are not waited for.
 */
export async function untilStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || root.dataset.started === 'true';
  });
}

/**
 * A fresh context and page (whose goto and reload wait for the script), with page errors and the
 * console's errors (a refused request logs one) collected for assertions. Cookie consent is given
 * up front (the bar would cover what a test clicks) unless `cookieConsent: null` asks for a
 * visitor who has not chosen yet. `javaScript: false` is a visitor whose browser runs no script:
 * nothing is waited for then.
 */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export async function newPage(
  browser: Browser,
  options: {
    width?: number;
    cookieConsent?: boolean | null;
    javaScript?: boolean;
    /** A phone's browser: its user agent and client hint, so the server renders the phone layout. */
    phone?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; consoleErrors: string[] }> {
  const javaScript = options.javaScript ?? true;
  const context = await browser.newContext({
    baseURL: origin(),
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: javaScript,
    ...(options.phone
      ? {
          isMobile: true,
          hasTouch: true,
          userAgent: PHONE_USER_AGENT,
          extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' },
        }
      : {}),
  });
  const consent = options.cookieConsent === undefined ? true : options.cookieConsent;
  if (consent !== null)
    await context.addCookies([
      { name: 'vouch_cookie_consent', value: String(consent), url: origin() },
    ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error')
      consoleErrors.push(`${message.text()} ${message.location().url}`);
  });
  if (!javaScript) return { context, page, errors, consoleErrors };
  // Every whole-page load in a test waits for the script, as a person waits for the page to respond.
  const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilStarted(page);
    return response;
  };
  return { context, page, errors, consoleErrors };
}
