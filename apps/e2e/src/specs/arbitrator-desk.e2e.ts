import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import type { ArbitratorListResponse } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Every axe finding on the page as it is now, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** The desk's JSON as the signed-in arbitrator's browser gets it. */
async function deskJson(page: Page, query: string): Promise<ArbitratorListResponse> {
  const response = await page.request.get(`/reviews/arbitrator?format=json&${query}`);
  return (await response.json()) as ArbitratorListResponse;
}

describe("the arbitrator's desk", () => {
  it('finds a case by its id and records a decision only once it is confirmed', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, '', DEMO_ACCOUNTS.arbitrator);
    await page.goto('/reviews/arbitrator');
    await expectHeading(page, 'Disputes to decide');
    await page.getByRole('heading', { level: 2, name: 'All cases' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A case of this arbitrator's, waiting for their decision, found by its id.
    const [mine] = (await deskJson(page, 'view=mine&status=in_review')).disputes;
    expect(mine).toBeDefined();
    const search = page.getByRole('search', { name: 'Disputes' });
    await search.getByLabel('Dispute id, shop, reviewer or order').fill(mine!.public_id);
    await search.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('heading', { level: 2, name: `Cases matching “${mine!.public_id}”` })
      .waitFor();
    await page
      .getByRole('status')
      .getByText(/^1 dispute/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: `${mine!.reviewer_name} v ${mine!.shop_name}` }).click();

    // The decision is restated before it is recorded; going back keeps what was written.
    const decision = page.getByRole('form', { name: 'Decide the dispute' });
    await decision.getByRole('radio', { name: 'Partly for each' }).check();
    await decision
      .getByLabel('What the shop must do')
      .fill('Refund half of the price within 14 days.');
    await decision
      .getByLabel('Reason for the decision')
      .fill('Both sides are partly right: the item works but arrived scratched.');
    await decision.getByRole('button', { name: 'Record the decision' }).click();
    const question = decision.getByRole('heading', { name: 'Record this decision? It is final.' });
    await question.waitFor();
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await decision.getByText('Refund half of the price within 14 days.').waitFor();
    await decision.getByText('Partly for each').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await decision.getByRole('button', { name: 'Go back and change it' }).click();
    expect(await decision.getByLabel('What the shop must do').inputValue()).toBe(
      'Refund half of the price within 14 days.',
    );
    expect(await decision.getByRole('radio', { name: 'Partly for each' }).isChecked()).toBe(true);
    expect((await deskJson(page, `status=all&q=${mine!.public_id}`)).disputes[0]!.status).toBe(
      'in_review',
    );

    await decision.getByRole('button', { name: 'Record the decision' }).click();
    await decision.getByRole('button', { name: 'Yes, record the decision' }).click();
    await page.getByRole('status').getByText('Decided partly for each').waitFor();
    expect((await deskJson(page, `status=all&q=${mine!.public_id}`)).disputes[0]!.status).toBe(
      'decided',
    );
    expect(errors).toEqual([]);
  });

  it('shows the cases assigned to me and those waiting longest, and paging returns to the list’s top', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, '', DEMO_ACCOUNTS.secondArbitrator);
    await page.goto('/reviews/arbitrator?status=all');
    const views = page.getByRole('navigation', { name: 'Desk views' });
    await views.getByRole('link', { name: 'Assigned to me' }).click();
    await page.getByRole('heading', { level: 2, name: 'Assigned to me' }).waitFor();
    await page.locator('[aria-busy="false"]').waitFor();
    const arbitrators = await page.locator('td[data-label="Arbitrator"]').allInnerTexts();
    expect(arbitrators.length).toBeGreaterThan(0);
    expect(new Set(arbitrators)).toEqual(new Set([DEMO_ACCOUNTS.secondArbitrator.name]));

    await views.getByRole('link', { name: 'Waiting longest' }).click();
    await page.getByRole('heading', { level: 2, name: 'Waiting longest' }).waitFor();
    expect(
      await views.getByRole('link', { name: 'Waiting longest' }).getAttribute('aria-current'),
    ).toBe('page');
    await page
      .getByText('The cases that have gone longest without a move or a message come first.')
      .waitFor();

    await views.getByRole('link', { name: 'All cases' }).click();
    const pager = page.getByRole('navigation', { name: 'Dispute pages' });
    await pager.scrollIntoViewIfNeeded();
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await page
      .getByRole('status')
      .getByText(/page 2 of/)
      .waitFor();
    const heading = page.getByRole('heading', { level: 2, name: 'All cases' });
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(900);
    expect(errors).toEqual([]);
  });

  it('lists under “Waiting for you” and the review reports what the menu’s desk count counts', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, '', DEMO_ACCOUNTS.secondArbitrator);
    await page.getByRole('button', { name: /My Account/ }).click();
    const entry = page.getByRole('link', { name: /^Arbitrator desk \d+ waiting$/ });
    const counted = Number(/(\d+)/.exec((await entry.textContent()) ?? '')![1]);
    await entry.click();
    await page.waitForURL('**/reviews/arbitrator');

    await page
      .getByRole('navigation', { name: 'Desk views' })
      .getByRole('link', { name: 'Waiting for you' })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Waiting for you' }).waitFor();
    await page.locator('[role="status"][aria-busy="false"]').waitFor();
    const cases = Number(
      /^(\d+) disputes?/.exec(await page.locator('[role="status"][aria-busy]').innerText())![1],
    );

    await page
      .getByRole('navigation', { name: 'Desk views' })
      .getByRole('link', { name: 'Review reports' })
      .click();
    const reports = Number(
      /\((\d+)\)/.exec(
        await page.getByRole('heading', { level: 3, name: /^Reports \(/ }).innerText(),
      )![1],
    );
    const appeals = Number(
      /\((\d+)\)/.exec(
        await page
          .getByRole('heading', { level: 3, name: /^Appeals against removals \(/ })
          .innerText(),
      )![1],
    );
    expect(cases).toBeGreaterThan(0);
    expect(cases + reports + appeals).toBe(counted);
    expect(errors).toEqual([]);
  });

  it('fits phones at 320, 375 and 414 px without sideways scrolling', async () => {
    // Signed in at desktop width, where the account menu shows, then narrowed.
    const { page, errors } = await newPage(browser);
    await signIn(page, '', DEMO_ACCOUNTS.arbitrator);
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/reviews/arbitrator?status=all');
      await page.getByRole('heading', { level: 2, name: 'All cases' }).waitFor();
      await page.locator('td[data-label="Status"]').first().waitFor();
      expect({
        width,
        scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth),
      }).toEqual({ width, scrollWidth: width });
    }
    expect(errors).toEqual([]);
  });
});
