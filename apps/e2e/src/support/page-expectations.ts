import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { newPage } from './browser';

/** Waits for the page's main heading with exactly this text. */
export async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** The shell's frame is there and working: logo link, footer navigation, copyright line. */
export async function expectShellFrame(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Vouch home' }).waitFor();
  await page.getByRole('navigation', { name: 'Legal' }).waitFor();
  await page.getByText(`© ${new Date().getUTCFullYear()} Vouch. All rights reserved.`).waitFor();
}

/** Opens the header's 'Menu' dropdown and follows one of its links. */
export async function navigateFromMenu(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/**
 * Runs `act` and waits until the page shows the answer to the request it causes: the response to
 * a URL containing `urlPart` has arrived and the region it fills is no longer aria-busy.
 */
export async function afterResponse(
  page: Page,
  urlPart: string,
  act: () => Promise<void>,
): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes(urlPart));
  await act();
  await answered;
  await page.locator('[aria-busy="false"]').waitFor();
}

/** Axe's serious and critical findings on the page as it is now, as "rule: help" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

/** The "N reviews" line of a page's review list (a product page's), read by a guest in a fresh browser so nothing is cached. */
export async function guestReviewCount(browser: Browser, path: string): Promise<number> {
  const guest = await newPage(browser);
  await guest.page.goto(path);
  const line = await guest.page
    .getByRole('status')
    .filter({ hasText: /^\d[\d,]* reviews?/ })
    .first()
    .innerText();
  await guest.context.close();
  return Number(line.replace(/,/g, '').match(/^\d+/)![0]);
}

/** The paths (with query) of every page-JSON request (`?format=json`) the page makes from now on. */
export function pageJsonRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.get('format') === 'json') asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

/** True when the element's top edge is on screen and it holds the focus (where paging leaves the reader). */
export async function readerAtTopOf(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { top } = element.getBoundingClientRect();
    return top >= -1 && top < window.innerHeight && element.contains(document.activeElement);
  });
}

/**
 * Starts recording what the page's Content-Security-Policy blocks ("directive blocked-url"); call
 * before the page loads. Blocked styles or frames break a page quietly, without a script error.
 */
export async function recordPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { policyViolations?: string[] }).policyViolations ?? [],
    );
}

/** Chooses a currency ('*': the store's) in 'Show prices in' as a shopper does: opens the list, types, clicks its row. */
export async function chooseCurrency(scope: Page | Locator, code: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: 'Show prices in' });
  await box.click();
  await box.fill(code === '*' ? 'store' : code);
  await scope
    .getByRole('option', { name: code === '*' ? 'Store currency' : new RegExp(`^${code} – `) })
    .click();
}

/** Opens the signed-in reader's feed and waits until its entries (or its empty notice) show; answers its entries. */
export async function openFeed(page: Page): Promise<Locator> {
  await page.goto('/reviews/feed');
  await expectHeading(page, 'Your feed');
  const entries = page.locator('[data-event-id]');
  await entries
    .or(page.getByText(/^Nothing here yet/))
    .first()
    .waitFor();
  return entries;
}
