import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PRODUCT, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import { expectShellFrame } from '../support/page-expectations';
import { signIn, signUpReviewer } from '../support/session';

let browser: Browser;
let categoryHandle: string;
let demoShopCategoryHandle: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await newPage(browser);
  const answer = await page.request.get('/reviews/all_categories');
  const { categories } = (await answer.json()) as {
    categories: { handle: string; level: number; name: string }[];
  };
  categoryHandle = categories.find((category) => category.level === 1)!.handle;
  demoShopCategoryHandle = categories.find(
    (category) => category.name === DEMO_SHOP.categoryName,
  )!.handle;
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

/** What a page shows last, where its widest content comes after its heading (a list's follow states). */
type ReadyWhen = (page: Page) => Locator;

async function expectFitsAndMenuWorks(
  page: Page,
  width: number,
  path: string,
  readyWhen?: ReadyWhen,
): Promise<void> {
  await page.goto(path);
  await expectShellFrame(page);
  await page.locator('h1').first().waitFor();
  await readyWhen?.(page).first().waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });

  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const box = (await menuButton.boundingBox())!;
  // Issue #58 (the walk): the button was on screen but touched the top edge.
  expect({
    path,
    width,
    inside: box.x >= 0 && box.x + box.width <= width,
    offTop: box.y > 0,
  }).toEqual({ path, width, inside: true, offTop: true });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  // The panel is the screen's height: on the search page the sticky header once framed it.
  const panel = (await menu.boundingBox())!;
  expect({ path, width, panelHeight: panel.height }).toEqual({
    path,
    width,
    panelHeight: page.viewportSize()!.height,
  });
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
async function expectPagesFit(page: Page, paths: string[], readyWhen?: ReadyWhen): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) await expectFitsAndMenuWorks(page, width, path, readyWhen);
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
    "the demo reviewer's Following page, its shops, products and people each with its Follow button (issue #58: 332 px wide)",
    async () => {
      const { page, context, errors } = await newPage(browser);
      await signIn(page);
      // Measured once the buttons say "Following", wider than the "Follow" they start as.
      await expectPagesFit(page, ['/reviews/following'], (following) =>
        following.getByRole('button', { name: /^Following /, pressed: true }),
      );
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

      // At 414 px the desk's Search button fits beside its box: as tall, and level with it (issue #58).
      await page.goto('/reviews/arbitrator');
      const search = page.getByRole('search', { name: 'Disputes' });
      const edges = async (control: Locator) => {
        const { y, height } = (await control.boundingBox())!;
        return { top: Math.round(y), bottom: Math.round(y + height) };
      };
      expect(await edges(search.getByRole('button', { name: 'Search' }))).toEqual(
        await edges(search.getByRole('searchbox')),
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});

/** How far, in whole pixels, the furthest of the cards' contents reaches past its card's right edge (0 when none does). */
const overflowPastCards = (cards: Locator): Promise<number> =>
  cards.evaluateAll((elements) =>
    Math.max(
      0,
      ...elements.flatMap((card) => {
        const edge = card.getBoundingClientRect().right;
        return [...card.querySelectorAll('*')].map((inner) =>
          Math.round(inner.getBoundingClientRect().right - edge),
        );
      }),
    ),
  );

describe('at 320 px, two product cards a row (issue #58: the walk found shop and category pages 322 px wide)', () => {
  it("a shop's and a category's product cards hold their stars, score and review count", async () => {
    const { page, context, errors } = await newPage(browser, { width: 320 });
    // On the large data a card's rating line ("4.5 (123)") outgrew the card and the screen.
    for (const path of [
      `/reviews/stores/${DEMO_SHOP.slug}`,
      `/reviews/categories/${demoShopCategoryHandle}`,
    ]) {
      await page.goto(path);
      const cards = page.getByRole('list', { name: /^Top .*products/ }).getByRole('article');
      await cards.first().waitFor();
      expect({ path, overflow: await overflowPastCards(cards) }).toEqual({ path, overflow: 0 });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
