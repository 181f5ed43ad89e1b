import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newPage, origin } from '../support/browser';
import { expectHeading } from '../support/page-expectations';
import { acceptTerms, linkMailedTo, signUpReviewer } from '../support/session';

/**
 * Issue #55's loop, end to end through the real server and database: a reviewer claims a shop by
 * its domain, makes an API key, the shop's system sends an order, the buyer is asked over SMTP
 * (a real SMTP server the global setup runs), follows the link and writes a review that the
 * product page shows as verified by invitation.
 */
interface ShopSite {
  origin: string;
  dir: string;
}
const shopSites = (): ShopSite[] => JSON.parse(process.env.E2E_SHOP_SITES!) as ShopSite[];
const publish = (site: ShopSite, file: string, body: string) => {
  const target = path.join(site.dir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, body);
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Starts a claim of `site` on the connect page; the card that says what to publish. */
async function startClaim(page: Page, site: ShopSite, shopName: string) {
  await page.goto('/reviews/shop/connect');
  await expectHeading(page, 'Connect your shop');
  const form = page.getByRole('form', { name: 'Connect a shop' });
  await form.getByLabel("Your shop's address").fill(site.origin);
  await form.getByLabel('Shop name').fill(shopName);
  await form.getByRole('button', { name: 'Start' }).click();
  const domain = new URL(site.origin).host;
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: domain }) });
  await card.waitFor();
  return card;
}

/**
 * The rest of the loop for a shop `owner` has just claimed (its `claimCard` links the shop): an API key shown once, an order
 * fulfilled past the delay sent by API, its buyer asked over SMTP, and the review they write from
 * the link published as verified by invitation on the product's page.
 */
async function proveTheLoop(
  owner: { page: Page; context: BrowserContext },
  claimCard: Locator,
  loop: {
    shopName: string;
    site: ShopSite;
    product: { id: string; title: string };
    review: string;
  },
) {
  const { shopName, product } = loop;
  const shopPath = await claimCard
    .getByRole('link', { name: new RegExp(shopName) })
    .getAttribute('href');
  const shopSlug = shopPath!.split('/').at(-1)!;
  await owner.page.reload();
  const keyForm = owner.page.getByRole('form', { name: `New API key for ${shopName}` });
  await keyForm.getByLabel('Name').fill('Store orders');
  await keyForm.getByRole('button', { name: 'Create key' }).click();
  const secret = await owner.page.getByRole('textbox', { name: 'Key Store orders' }).inputValue();
  expect(secret).toMatch(/^vouch_sk_/);

  // The shop's system sends an order fulfilled eight days ago: past the seven-day delay.
  const buyer = `buyer-${Date.now()}@example.com`;
  const orderId = `${product.id}-ORDER`;
  const sent = await fetch(`${origin()}/api/v1/shops/${shopSlug}/orders`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      'idempotency-key': `e2e-${Date.now()}`,
    },
    body: JSON.stringify({
      id: orderId,
      customer: { email: buyer, name: 'Bo Buyer' },
      placed_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      fulfilled_at: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      line_items: [
        {
          product_id: product.id,
          title: product.title,
          price: '49.00',
          currency: 'EUR',
          product_url: `${loop.site.origin}/products/${product.id.toLowerCase()}`,
        },
      ],
    }),
  });
  expect(sent.status).toBe(200);
  expect(await sent.json()).toEqual({
    orders: [{ id: orderId, result: 'created' }],
    created: 1,
    updated: 0,
  });
  await owner.context.close();

  // The request arrives over SMTP; its link opens the review of that order.
  const { page, context, errors } = await newPage(browser);
  await page.goto(await linkMailedTo(buyer, 'token='));
  await expectHeading(page, 'Review your order');
  await page.getByRole('button', { name: 'Write my review' }).click();
  await page.waitForURL('**/reviews/write-review');
  await acceptTerms(page);
  const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
  await orders.first().waitFor();
  expect(await orders.count()).toBe(1);
  await orders
    .first()
    .getByRole('link', { name: `Write a review of ${product.title}` })
    .click();
  const form = page.getByRole('form', { name: /^Review of / });
  await form.getByRole('radio', { name: '5 stars: excellent' }).check({ force: true });
  await form.getByLabel('Your review').fill(loop.review);
  await form.getByRole('button', { name: 'Publish review' }).click();
  const published = page
    .getByRole('region', { name: 'Thank you: your review is published' })
    .getByRole('article');
  await published
    .getByText(new RegExp(`^Verified buyer: invited by ${shopName} to review after an order on `))
    .waitFor();
  expect(page.url()).toContain(`/reviews/stores/${shopSlug}/products/`);
  expect(errors).toEqual([]);
  await context.close();
}

describe('a shop connects to Vouch (issue #55)', () => {
  it('is claimed by its meta tag (refused first, saying why), sends an order by API, and its buyer reviews it from the e-mail', async () => {
    const [site] = shopSites();
    const shopName = `Lamplight Goods ${Date.now()}`;
    const owner = await newPage(browser);
    await signUpReviewer(owner.page, 'Olive Owner');
    const card = await startClaim(owner.page, site!, shopName);
    const tag = await card
      .getByRole('textbox', { name: `Tag for ${new URL(site!.origin).host}` })
      .inputValue();
    expect(tag).toMatch(/^<meta name="vouch-verification" content="vouch-[\w-]+">$/);

    // The home page has no tag yet: refused, and told what to do.
    publish(
      site!,
      'index.html',
      '<!doctype html><html><head><title>Lamplight</title></head></html>',
    );
    await card.getByRole('button', { name: 'Check the tag' }).click();
    await card
      .getByRole('alert')
      .getByText(`We fetched ${site!.origin}/ but its page has no ${tag} tag.`, { exact: false })
      .waitFor();

    publish(
      site!,
      'index.html',
      `<!doctype html><html><head>${tag}<title>Lamplight</title></head></html>`,
    );
    await card.getByRole('button', { name: 'Check the tag' }).click();
    await card.getByText(`Verified: you own ${shopName}`).waitFor();
    await proveTheLoop(owner, card, {
      shopName,
      site: site!,
      product: { id: 'LAMP-7', title: 'Brass Storm Lantern' },
      review: 'Lights the whole porch, and the brass has not tarnished after a wet week.',
    });
  }, 180_000);

  it('is claimed by the file under /.well-known/ (refused while it is missing), and its buyer reviews from the e-mail', async () => {
    const [, site] = shopSites();
    const shopName = `File Proven Shop ${Date.now()}`;
    const owner = await newPage(browser);
    await signUpReviewer(owner.page, 'Fay Filer');
    const card = await startClaim(owner.page, site!, shopName);
    await card.getByRole('button', { name: 'Check the file' }).click();
    await card
      .getByRole('alert')
      .getByText('/.well-known/vouch-verification.txt', { exact: false })
      .waitFor();
    const fileLine = (await card.getByText(/containing vouch-/).textContent())!;
    const token = /containing (vouch-[\w-]+)/.exec(fileLine)![1]!;
    publish(site!, '.well-known/vouch-verification.txt', `${token}\n`);
    await card.getByRole('button', { name: 'Check the file' }).click();
    await card.getByText(`Verified: you own ${shopName}`).waitFor();
    await proveTheLoop(owner, card, {
      shopName,
      site: site!,
      product: { id: 'KNIFE-3', title: 'Folding Garden Knife' },
      review: 'Holds an edge through a whole season of pruning, and folds away safely.',
    });
  }, 180_000);
});
