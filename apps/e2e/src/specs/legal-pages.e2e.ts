import type { Browser, Page } from 'playwright-core';
import { DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage, untilStarted } from '../support/browser';
import { expectHeading, seriousViolations } from '../support/page-expectations';
import { signUpThroughForm } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Follows a link and waits until the section its #hash names is on screen (it arrives with a
 * remote, after the address changes) and the page answers: a link that loads a whole page shows
 * the server's HTML before its script takes it over.
 */
async function followToSection(page: Page, link: ReturnType<Page['getByRole']>): Promise<string> {
  const href = (await link.getAttribute('href'))!;
  const hash = new URL(href, 'http://vouch.test').hash.slice(1);
  expect(hash).not.toBe('');
  await link.click();
  await page.waitForURL((url) => url.hash === `#${hash}`);
  await page.waitForFunction((id) => {
    const target = document.getElementById(id);
    if (!target || target.textContent?.trim() === '') return false;
    const { top } = target.getBoundingClientRect();
    return top >= -2 && top < window.innerHeight / 2;
  }, hash);
  await untilStarted(page);
  return hash;
}

const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Before you review' });

describe('legal and business pages (issue #18, item 2)', () => {
  it('lands every footer policy link on its section, from any page', async () => {
    const { page, context, errors } = await newPage(browser);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    const reached: string[] = [];
    for (const label of ['Terms', 'Privacy', 'Authenticity', 'Compliance', 'Content Policy']) {
      await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
      await expectHeading(page, DEMO_SHOP.name);
      reached.push(
        await followToSection(page, legal.getByRole('link', { name: label, exact: true })),
      );
    }
    expect(reached).toEqual(['terms', 'privacy', 'authenticity', 'compliance', 'content-policy']);
    await expectHeading(page, 'Trust and review integrity');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lands the cookie bar's privacy link and the phone menu's For Businesses", async () => {
    const { page, context } = await newPage(browser, { cookieConsent: null, width: 375 });
    await page.goto('/reviews');
    await followToSection(
      page,
      page.getByRole('region', { name: 'Cookie consent' }).getByRole('link', { name: 'Privacy' }),
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await followToSection(page, page.getByRole('link', { name: 'For Businesses' }))).toBe(
      'for-businesses',
    );
    await expectHeading(page, 'How it works');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets a new reviewer put the terms off while browsing, read them from the terms step, and requires them before a dispute', async () => {
    const { page, context } = await newPage(browser);
    await signUpThroughForm(page, 'Lee Legal');
    const dialog = termsDialog(page);
    await dialog.waitFor();
    // Both links of the terms step land on their sections, with the step out of the way there.
    for (const label of ['Terms of Service', 'Content Policy']) {
      await followToSection(page, dialog.getByRole('link', { name: label }));
      expect(await dialog.count()).toBe(0);
      await page.goBack();
      await dialog.waitFor();
    }

    await dialog.getByRole('button', { name: 'Not now' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
    await expectHeading(page, DEMO_SHOP.name);
    expect(await dialog.count()).toBe(0);

    // Opening a dispute needs the terms: the step comes back and cannot be put off there.
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}/disputes/new`);
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Not now' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});
