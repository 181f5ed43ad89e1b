import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PRODUCT_PATH = `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`;
const LINE = 'Removed: not about this product';

/** The shop page's count of reviews removed with `line`, as a fresh guest reads it (nothing cached). */
async function removedCount(line: string): Promise<number> {
  const { page, context } = await newPage(browser);
  await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
  const removed = page.getByRole('region', { name: 'Removed reviews' });
  await removed.waitFor();
  const figure = removed.locator('div').filter({ has: page.locator('dt', { hasText: line }) });
  const count = (await figure.count()) === 0 ? 0 : Number(await figure.locator('dd').textContent());
  await context.close();
  return count;
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('reporting a review', () => {
  it('a report upheld on the desk hides the review and the shop page counts it by reason', async () => {
    const before = await removedCount(LINE);
    const titled = async (title: string) => {
      const guest = await newPage(browser);
      await guest.page.goto(PRODUCT_PATH);
      await guest.page.getByRole('heading', { name: 'Reviews', level: 2 }).waitFor();
      const count = await guest.page
        .getByRole('heading', { level: 3, name: title, exact: true })
        .count();
      // A guest is offered to sign in to report, and comes back to the page after.
      expect(
        await guest.page
          .getByRole('link', { name: 'Sign in to report' })
          .first()
          .getAttribute('href'),
      ).toBe(`/login?return_to=${encodeURIComponent(PRODUCT_PATH)}`);
      expect(guest.errors).toEqual([]);
      await guest.context.close();
      return count;
    };

    // A signed-in reviewer reports someone else's review of the product.
    const reporter = await newPage(browser);
    await signIn(reporter.page, '', DEMO_ACCOUNTS.secondReviewer);
    await reporter.page.goto(PRODUCT_PATH);
    // Not one of the reporter's own: those cannot be reported.
    const review = reporter.page
      .locator('article[aria-label^="Review by "]:not([aria-label^="Review by Sam"])')
      .first();
    const title = (await review.getByRole('heading', { level: 3 }).first().textContent())!;
    const shownBefore = await titled(title);
    await review.getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await dialog.getByText('Choose why you are reporting this review').waitFor();
    await dialog.getByRole('radio', { name: 'Not about this product or shop' }).check();
    expect(await axeViolations(reporter.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await dialog
      .getByRole('status')
      .getByText(/your report is with our arbitrators/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await review.getByRole('button', { name: 'Reported' }).waitFor();

    // The arbitrator upholds it from the desk's reports tab.
    const arbitrator = await newPage(browser);
    await signIn(arbitrator.page, '', DEMO_ACCOUNTS.arbitrator);
    await arbitrator.page.goto('/reviews/arbitrator');
    await arbitrator.page
      .getByRole('navigation', { name: 'Desk views' })
      .getByRole('link', { name: 'Review reports' })
      .click();
    const report = arbitrator.page
      .getByRole('listitem')
      .filter({ hasText: title })
      .filter({ hasText: 'Not about this product or shop' })
      .first();
    await report.waitFor();
    expect(await axeViolations(arbitrator.page)).toEqual([]);
    await report.getByRole('button', { name: 'Uphold and remove the review' }).click();
    await arbitrator.page
      .getByRole('status')
      .getByText('The report is upheld: the review is removed.')
      .waitFor();

    // Everyone else: the review is gone from the product page, and the shop page counts it by its reason.
    expect(await removedCount(LINE)).toBe(before + 1);
    expect(await titled(title)).toBe(shownBefore - 1);
    const guest = await newPage(browser);
    await guest.page.goto(PRODUCT_PATH);
    const note = guest.page.getByRole('region', {
      name: /removed after a report, and (is|are) not counted above$/,
    });
    await note.getByText(new RegExp(`^${LINE} \\(\\d+\\)$`)).waitFor();
    await guest.context.close();
    for (const { errors } of [reporter, arbitrator]) expect(errors).toEqual([]);
    // Three sessions and two accessibility scans: more than the default minute on a busy machine.
  }, 180_000);

  it('the author sees why on their profile and appeals the removal once, which reaches the desk', async () => {
    // Sam reports one of Dana's published reviews as fake, and an arbitrator upholds it (the desk's buttons are walked above).
    const reporter = await newPage(browser);
    await signIn(reporter.page, '', DEMO_ACCOUNTS.secondReviewer);
    const review = await reporter.page.evaluate(async (slug) => {
      const profile = (await (await fetch(`/reviews/profile/${slug}?format=json`)).json()) as {
        reviews: { reviews: { public_id: string }[] };
      };
      const chosen = profile.reviews.reviews.at(-1)!;
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const reported = await fetch('/reviews/review_reports', {
        method: 'POST',
        headers: { 'X-CSRF-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ review_public_id: chosen.public_id, reason: 'fake' }),
      });
      return {
        publicId: chosen.public_id,
        reportId: ((await reported.json()) as { report: { public_id: string } }).report.public_id,
      };
    }, DEMO_ACCOUNTS.reviewer.slug);
    const arbitrator = await newPage(browser);
    await signIn(arbitrator.page, '', DEMO_ACCOUNTS.arbitrator);
    const upheld = await arbitrator.page.evaluate(async (reportId) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const decided = await fetch(`/reviews/review_reports/${reportId}/decision`, {
        method: 'POST',
        headers: { 'X-CSRF-Token': token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ decision: 'uphold' }),
      });
      return decided.status;
    }, review.reportId);
    expect(upheld).toBe(200);

    // Dana finds it on her profile with its public line, and appeals.
    const author = await newPage(browser);
    await signIn(author.page, '', DEMO_ACCOUNTS.reviewer);
    await author.page.goto(`/reviews/users/${DEMO_ACCOUNTS.reviewer.slug}`);
    const own = author.page.locator(`#review-${review.publicId}`);
    await own.getByText(/^Removed: fake\. An arbitrator removed it after a report/).waitFor();
    expect(await own.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await own.getByRole('button', { name: 'Appeal the removal' }).click();
    const dialog = author.page.getByRole('dialog', { name: 'Appeal the removal' });
    await dialog
      .getByRole('textbox', { name: 'Why should your review be back?' })
      .fill('I bought it and used it for a month: every word is mine.');
    expect(await axeViolations(author.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send the appeal' }).click();
    await dialog
      .getByRole('status')
      .getByText('Your appeal is with our arbitrators.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await own
      .getByText('You appealed: our arbitrators will decide, and we will e-mail you.')
      .waitFor();
    expect(await own.getByRole('button', { name: 'Appeal the removal' }).count()).toBe(0);

    // The appeal waits on the desk's reports view, with the words Dana wrote.
    await arbitrator.page.goto('/reviews/arbitrator');
    await arbitrator.page
      .getByRole('navigation', { name: 'Desk views' })
      .getByRole('link', { name: 'Review reports' })
      .click();
    await arbitrator.page
      .getByText('I bought it and used it for a month: every word is mine.')
      .waitFor();
    for (const { errors } of [reporter, arbitrator, author]) expect(errors).toEqual([]);
  }, 180_000);
});
