import type { Browser, Page } from 'playwright-core';
import type { AllCategoriesResponse } from '@vouch/contracts';
import {
  buildCategoryTree,
  childrenOf,
  featuredCategory,
  megaMenuRoots,
  sortCategories,
  type CategoryTree,
} from '@vouch/domain';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading, seriousViolations } from '../support/page-expectations';

let browser: Browser;
let tree: CategoryTree;
beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${origin()}/reviews/all_categories`);
  tree = buildCategoryTree(((await response.json()) as AllCategoriesResponse).categories);
});
afterAll(() => browser.close());

const categoriesNav = (page: Page) => page.getByRole('navigation', { name: 'Product categories' });
const rootButton = (page: Page, name: string) =>
  categoriesNav(page).getByRole('button', { name, exact: true });

describe('category mega-menu (spec §2, §4)', () => {
  it('shows at most six level-1 categories, sorted, without gender', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    await rootButton(page, megaMenuRoots(tree)[0]!.name).waitFor();
    const names = await categoriesNav(page).getByRole('button').allTextContents();
    expect(names).toEqual(megaMenuRoots(tree).map((root) => root.name));
    expect(names.length).toBeLessThanOrEqual(6);
    expect(names).not.toContain('Gender');
    // Spec §3: the roots start with an 'All Categories' entry, the category index.
    const first = categoriesNav(page).getByRole('listitem').first().getByRole('link');
    expect(await first.textContent()).toBe('All Categories');
    await first.click();
    await page.waitForURL('**/reviews/categories?category_search=true');
    await context.close();
  });

  it('opens a flat panel (three columns) and a two-pane panel on hover, with All links and the featured image', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    const [flat, twoPane] = [
      megaMenuRoots(tree).find((root) => root.bar_flat_view)!,
      megaMenuRoots(tree).find((root) => !root.bar_flat_view)!,
    ];

    await rootButton(page, flat.name).hover();
    const flatPanel = page.getByRole('region', { name: `${flat.name} categories` });
    await flatPanel.waitFor();
    expect(await flatPanel.getAttribute('data-view')).toBe('flat');
    await flatPanel.getByRole('link', { name: `All ${flat.name}` }).waitFor();
    for (const child of childrenOf(tree, flat))
      await flatPanel.getByRole('link', { name: child.name, exact: true }).waitFor();
    expect(await flatPanel.locator('img').count()).toBe(featuredCategory(tree, flat) ? 1 : 0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await rootButton(page, twoPane.name).hover();
    const panel = page.getByRole('region', { name: `${twoPane.name} categories` });
    expect(await panel.getAttribute('data-view')).toBe('two-pane');
    const second = sortCategories(childrenOf(tree, twoPane), 'bar_order')[1]!;
    await panel.getByRole('link', { name: second.name, exact: true }).hover();
    await panel.getByRole('link', { name: `All ${second.name}` }).waitFor();
    for (const leaf of childrenOf(tree, second))
      await panel.getByRole('link', { name: leaf.name, exact: true }).waitFor();
    await context.close();
  });

  it('closes after the mouse leaves (500 ms delay) and unlocks the page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    const root = megaMenuRoots(tree)[0]!;
    await rootButton(page, root.name).hover();
    const panel = page.getByRole('region', { name: `${root.name} categories` });
    await panel.waitFor();
    await page.mouse.move(5, 700);
    // Still open right after leaving: the close is delayed.
    expect(await panel.isVisible()).toBe(true);
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await context.close();
  });

  it('works from the keyboard: ArrowDown opens and focuses the panel, Escape closes and returns focus', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    const root = megaMenuRoots(tree)[0]!;
    const button = rootButton(page, root.name);
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('region', { name: `${root.name} categories` }).waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.waitForFunction(
      (name) => document.activeElement?.textContent === `All ${name}`,
      root.name,
    );
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('navigates to a category page and hides itself there (spec §2: hidden on category pages)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    const root = megaMenuRoots(tree)[0]!;
    await rootButton(page, root.name).hover();
    await page.getByRole('link', { name: `All ${root.name}` }).click();
    await page.waitForURL(`**/reviews/categories/${root.handle}?category_search=true`);
    await expectHeading(page, root.name);
    expect(await categoriesNav(page).count()).toBe(0);
    await context.close();
  });
});

describe('accessibility (axe-core: no serious or critical violations)', () => {
  it.each([
    ['the home frame', '/reviews'],
    ['the login page', '/login'],
  ])('%s', async (_name, path) => {
    const { page, context } = await newPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('an open mega-menu', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/reviews/how-it-works');
    const root = megaMenuRoots(tree)[1]!;
    await rootButton(page, root.name).hover();
    await page.getByRole('region', { name: `${root.name} categories` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
