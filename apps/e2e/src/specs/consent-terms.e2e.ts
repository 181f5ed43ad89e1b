import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { signUpThroughForm } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cookieBar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

describe('cookie bar and click-tracking journey (spec §4, §7, §9)', () => {
  it('asks once; acceptance lasts 365 days and the journey of visited paths is kept', async () => {
    const { page, context } = await newPage(browser, { cookieConsent: null });
    await page.goto('/reviews/how-it-works?utm_source=newsletter');
    await cookieBar(page).getByRole('button', { name: 'Accept cookies' }).click();
    await cookieBar(page).waitFor({ state: 'detached' });
    const consent = (await context.cookies()).find(
      (cookie) => cookie.name === 'vouch_cookie_consent',
    )!;
    expect(consent.value).toBe('true');
    const days = (consent.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.goto('/reviews/medals');
    await expectHeading(page, 'Transparency and authenticity medals');
    expect(await cookieBar(page).count()).toBe(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('vouch.journey')))!)).toEqual(
      ['/reviews/how-it-works', '/reviews/medals'],
    );
    await page.goto('/reviews/trust');
    await expectHeading(page, 'Trust and review integrity');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('vouch.journey')))!)).toEqual(
      ['/reviews/how-it-works', '/reviews/medals', '/reviews/trust'],
    );
    // The first visit's query is kept as the landing page parameters.
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('vouch.firstVisit')))!)
        .landingPageParams,
    ).toEqual({ utm_source: 'newsletter' });
    await context.close();
  });

  it('forgets the journey and keeps no more when the visitor declines', async () => {
    const { page, context } = await newPage(browser, { cookieConsent: null });
    await page.goto('/reviews/how-it-works');
    await cookieBar(page).getByRole('button', { name: 'Only necessary' }).click();
    await page.goto('/reviews/medals');
    await expectHeading(page, 'Transparency and authenticity medals');
    expect(await cookieBar(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('vouch.journey'))).toBeNull();
    await context.close();
  });
});

describe('terms-of-service modal (spec §4, §5)', () => {
  it('enables submit only with a name and the box ticked, then goes away for good', async () => {
    const { page, context } = await newPage(browser);
    await signUpThroughForm(page, 'Toni Terms');

    const dialog = page.getByRole('dialog', { name: 'Before you review' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Accept and continue' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await dialog.getByLabel(/I accept the Terms of Service/).check();
    expect(await submit.isEnabled()).toBe(true);
    await dialog.getByLabel('Name shown on your reviews').fill('');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Name shown on your reviews').fill('Toni T.');
    const accepted = page.waitForResponse((response) =>
      response.url().endsWith('/reviews/reviewer/accept_tos'),
    );
    await submit.click();
    expect((await accepted).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.reload();
    await page.getByRole('button', { name: /My Account/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
