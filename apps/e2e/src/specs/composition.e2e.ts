import type { Browser, Response } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { launchBrowser, newPage } from '../support/browser';
import {
  expectHeading,
  expectShellFrame,
  navigateFromMenu,
  recordPolicyViolations,
} from '../support/page-expectations';
import { signIn } from '../support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** One page of each remote, its heading, the title its server metadata gives it, and who may see it (a guest unless named). */
const REMOTE_PAGES = [
  ['home-feed', '/reviews/how-it-works', 'How it works', 'How it works | Vouch', null],
  [
    'search',
    '/reviews/categories',
    'All product categories',
    'All product categories | Vouch',
    null,
  ],
  [
    'shops-products',
    `/reviews/stores/${DEMO_SHOP.slug}`,
    DEMO_SHOP.name,
    `${DEMO_SHOP.name} reviews | Vouch`,
    null,
  ],
  [
    'profile',
    `/reviews/profile/${DEMO_ACCOUNTS.reviewer.slug}`,
    DEMO_ACCOUNTS.reviewer.name,
    `${DEMO_ACCOUNTS.reviewer.name}'s reviews | Vouch`,
    null,
  ],
  [
    'disputes-arbitrator',
    '/reviews/arbitrator',
    'Disputes to decide',
    'Disputes to decide | Vouch',
    DEMO_ACCOUNTS.arbitrator,
  ],
] as const;

describe('runtime composition', () => {
  it('lands on /reviews from /', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/');
    await page.waitForURL('**/reviews');
    await expectHeading(page, 'Reviews you can check before you buy');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(REMOTE_PAGES)(
    'renders a page of the %s remote inside the shell (%s)',
    async (remote, path, heading, title, account) => {
      const { page, context, errors } = await newPage(browser);
      const policyViolations = await recordPolicyViolations(page);
      if (account) await signIn(page, '', account);
      const entry = page.waitForResponse((response) =>
        response.url().endsWith(`/static/${remote}/remoteEntry.js`),
      );
      // The page itself (a category page first answers the route rule's redirect).
      const document = page.waitForResponse(
        (response) => response.request().resourceType() === 'document' && response.status() === 200,
      );
      await page.goto(path);
      expect((await document).headers()['content-security-policy']).toContain("script-src 'self'");
      expect((await entry).ok()).toBe(true);
      await expectHeading(page, heading);
      await expectShellFrame(page);
      expect(await page.title()).toBe(title);
      expect(errors).toEqual([]);
      // The site runs whole under its strict policy: nothing it needs is blocked.
      expect(await policyViolations()).toEqual([]);
      await context.close();
    },
  );

  it('shares one store, one RTK Query cache and one theme across remotes built on their own', async () => {
    const { page, context } = await newPage(browser);
    let meRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/reviews/me.json')) meRequests++;
    });
    await page.goto('/reviews/how-it-works');
    await expectHeading(page, 'How it works');
    // Client-side navigation into a second remote, then back into the first.
    await navigateFromMenu(page, 'Product categories');
    await expectHeading(page, 'All product categories');
    await navigateFromMenu(page, 'How it works');
    await expectHeading(page, 'How it works');
    // The page came with me.json (server-rendered, its store state handed over); no remote made a
    // store or cache of its own and asked again.
    expect(meRequests).toBe(0);
    // The remote's heading takes its colour from the shell's ThemeProvider (theme.colors.text).
    const color = await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => getComputedStyle(element).color);
    expect(color).toBe('rgb(28, 35, 33)');
    // Every shared singleton in use was provided by the shell, whichever remote asked for it.
    const providers = await page.evaluate(() => {
      type Share = Record<
        string,
        Record<string, Record<string, { from: string; loaded?: boolean }>>
      >;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } })
        .__FEDERATION__.__SHARE__;
      const loaded: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const info of Object.values(versions))
            if (info.loaded) loaded[pkg] = [...new Set([...(loaded[pkg] ?? []), info.from])];
        }
      }
      return loaded;
    });
    for (const pkg of [
      'react',
      'react-dom',
      'react-router',
      'react-redux',
      'styled-components',
      '@vouch/api-client',
      '@vouch/design-system',
    ]) {
      expect({ pkg, providers: providers[pkg] }).toEqual({ pkg, providers: ['shell'] });
    }
    await context.close();
  });

  it("starts the page's remote with the shell: the remotes map comes in the HTML, and no script preload competes with the page's content", async () => {
    const { page, context, errors } = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/reviews/how-it-works');
    await expectHeading(page, 'How it works');
    const html = (await response!.text()).replace(/\s+/g, ' ');
    const preloaded = [...html.matchAll(/<link rel="?preload"? [^>]*href="?([^" >]+)/g)].map(
      (found) => found[1],
    );
    expect(requested).not.toContain('/remotes.json');
    // The page arrives rendered: its pictures and text come first, the scripts when main.js asks.
    expect(preloaded).toContain('/static/home-feed/mf-manifest.json');
    expect(preloaded.filter((path) => path?.endsWith('.js'))).toEqual([]);
    // The libraries still came, asked for by main.js.
    expect(requested.some((path) => /^\/static\/shell\/react-dom\.\w+\.js$/.test(path))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives every script a page starts with V8's compile hint first, so Chromium compiles it off the main thread", async () => {
    const { page, context, errors } = await newPage(browser);
    const scripts: Promise<[string, string]>[] = [];
    const readScript = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.text().then((text) => [new URL(response.url()).pathname, text]));
    };
    page.on('response', readScript);
    await page.goto(`/reviews/stores/${DEMO_SHOP.slug}`);
    // The scripts of the page's start; one fetched later is not read while the page closes.
    page.off('response', readScript);
    const served = await Promise.all(scripts);
    const paths = served.map(([path]) => path);
    expect(paths).toContain('/static/shell/main.js');
    expect(paths).toContain('/static/shops-products/remoteEntry.js');
    // The hint counts only as the file's first line; the files past 1 KB came from their compressed copies.
    const withoutHint = served
      .filter(([, text]) => !text.startsWith('//# allFunctionsCalledOnLoad\n'))
      .map(([path]) => path);
    expect(withoutHint).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('preloads only scripts the page runs (Chrome warns of a preload unused a few seconds after load)', async () => {
    const { page, context } = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('preload'))
        warnings.push(message.text());
    });
    // A missing shop's page: its load event comes early, so Chrome's check comes within the wait.
    await page.goto('/reviews/stores/no-such-shop');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(4_000);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it("shows a fallback with a retry when a remote's files are unreachable, and the header keeps working", async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/static/search/**', (route) => route.abort('connectionrefused'));
    await page.goto('/reviews/categories');
    const notice = page.getByRole('alert');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('We could not load this page just now.');
    await expectShellFrame(page);

    // Another remote still loads from the header.
    await navigateFromMenu(page, 'How it works');
    await expectHeading(page, 'How it works');

    // The remote comes back: "Try again" loads it without reloading the page.
    await page.unroute('**/static/search/**');
    await navigateFromMenu(page, 'Product categories');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectHeading(page, 'All product categories');
    await context.close();
  });

  it('answers a real 404 page for paths that are nothing', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
    await context.close();
  });
});
