import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectShellFrame } from '../support/page-expectations';
import { signIn, signUpReviewer } from '../support/session';

let browser: Browser;
let categoryHandle: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await newPage(browser);
  const answer = await page.request.get('/reviews/all_categories');
  const { categories } = (await answer.json()) as {
    categories: { handle: string; level: number }[];
  };
  categoryHandle = categories.find((category) => category.level === 1)!.handle;
  await context.close();
});
afterAll(() => browser.close());

/** Every page a guest can open, with the search bar where it shows (spec §2). */
const publicPaths = () => [
  '/reviews',
  '/reviews/categories',
  `/reviews/categories/${categoryHandle}`,
  '/reviews/search?q=backpack',
  '/reviews/store_search?q=harbor',
  '/reviews/people',
  '/reviews/how-it-works',
  '/reviews/medals',
  '/reviews/trust',
  '/reviews/feed',
  `/reviews/stores/${DEMO_SHOP.slug}`,
  `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}`,
  `/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}`,
  '/login',
];

async function expectFitsAndMenuWorks(page: Page, width: number, path: string): Promise<void> {
  await page.goto(path);
  await expectShellFrame(page);
  await page.locator('h1').first().waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const box = (await menuButton.boundingBox())!;
  expect({ path, width, inside: box.x >= 0 && box.x + box.width <= width }).toEqual({
    path,
    width,
    inside: true,
  });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'detached' });
}

describe.each([320, 375, 414])(
  'at %i px wide (issue: the phone header was wider than the screen)',
  (width) => {
    it('no public page scrolls sideways, and the menu button is on screen and opens the menu', async () => {
      const { page, context, errors } = await newPage(browser, { width });
      for (const path of publicPaths()) await expectFitsAndMenuWorks(page, width, path);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);

const PHONE_WIDTHS = [320, 375, 414];
// Each test walks its pages at three widths: more than the default minute on a busy machine.
const WALK_TIMEOUT_MS = 240_000;

/** Each page at each phone width in one signed-in tab: the viewport changes, the session stays. */
async function expectPagesFit(page: Page, paths: string[]): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) await expectFitsAndMenuWorks(page, width, path);
  }
}

/** A seeded dispute of the account's, by status: its thread page. */
async function disputePathOf(page: Page, role: 'reviewer' | 'arbitrator'): Promise<string> {
  const list =
    role === 'arbitrator'
      ? '/reviews/arbitrator?format=json&status=in_review&page=1'
      : '/reviews/reviewer/disputes';
  const answer = (await (await page.request.get(list)).json()) as {
    items?: { public_id: string }[];
    disputes?: { public_id: string }[];
  };
  const id = (answer.items ?? answer.disputes)![0]!.public_id;
  return role === 'arbitrator' ? `/reviews/arbitrator/${id}` : `/reviews/profile/disputes/${id}`;
}

describe('signed in at 320, 375 and 414 px (issue #29 item 9: every page, signed in or not, fits)', () => {
  it(
    "a new reviewer's private profile (with its e-mail question), edit page and write-a-review page",
    async () => {
      const { page, context, errors } = await newPage(browser);
      await signUpReviewer(page, 'Pia Phone');
      const me = (await (await page.request.get('/reviews/me.json')).json()) as {
        reviewer: { slug: string };
      };
      await expectPagesFit(page, [
        `/reviews/users/${me.reviewer.slug}`,
        '/reviews/profile/edit',
        '/reviews/write-review',
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "the demo reviewer's dispute forms and a dispute's thread",
    async () => {
      const { page, context, errors } = await newPage(browser);
      await signIn(page);
      await expectPagesFit(page, [
        `/reviews/stores/${DEMO_SHOP.slug}/disputes/new`,
        `/reviews/stores/${DEMO_SHOP.slug}/products/${DEMO_PRODUCT.handle}/disputes/new`,
        await disputePathOf(page, 'reviewer'),
      ]);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "a shop's inbox",
    async () => {
      const { page, context, errors } = await newPage(browser);
      await signIn(page, '', DEMO_ACCOUNTS.shopOwner);
      await expectPagesFit(page, ['/reviews/shop/inbox']);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "an arbitrator's list and a case",
    async () => {
      const { page, context, errors } = await newPage(browser);
      await signIn(page, '', DEMO_ACCOUNTS.arbitrator);
      await expectPagesFit(page, ['/reviews/arbitrator', await disputePathOf(page, 'arbitrator')]);
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
