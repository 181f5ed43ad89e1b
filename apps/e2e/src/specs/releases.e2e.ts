import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { homeMetricsResponseSchema, type RemotesManifest } from '@vouch/contracts';
import { CANARY_BUCKET_COOKIE } from '@vouch/domain';
import {
  startSiteServer,
  stopSiteServer,
  workspaceRoot,
  type SiteServer,
} from '@vouch/site-runner';
import { launchBrowser, newPage } from '../support/browser';
import { fixturePath, unpackFixture } from '../support/fixture-builds';
import { expectHeading } from '../support/page-expectations';
import { firstServerRenderedHtml, serverRenderedRoot } from '../support/server-rendered-root';
import { SITE_ENV } from '../support/global-setup';
import { builtSite } from '../support/site-with-search-build';

// The release command and the site share a database: PostgreSQL, as the embedded one is one process's.
const databaseUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;

const searchPath = '/reviews/search?q=backpack';
const OLD_TITLE = 'Results for “backpack”';
const NEW_TITLE = 'Released results for “backpack”';

/**
 * The search remote with a client endpoint of its own (`GET /reviews.json` injected into the shared
 * api slice) whose figures its results page quotes: the patch, and the build made from it.
 */
const CLIENT_ENDPOINT_PATCH = fixturePath('search-client-endpoint.patch');
const CLIENT_ENDPOINT_BUILD = fixturePath('search-client-endpoint.tar.gz');
const FIGURES_LINE = /Searched across [\d,]+ verified reviews from [\d,]+ shops\./;

/** The files a patch changes, as `diff --git` names them (both sides, so a move out of a folder counts). */
const filesOf = (patch: string) =>
  [...patch.matchAll(/^diff --git a\/(\S+) b\/(\S+)$/gm)].flatMap(([, from, to]) => [from!, to!]);

/** The shell's own files a page names (its start script, icon). */
const shellFilesOf = (html: string) =>
  [...html.matchAll(/(?:src|href)="?(\/static\/shell\/[^"\s>]+)/g)].map(([, file]) => file!).sort();

/** Every script of the shell's build, as the site serves it: main.js asks for the rest itself. */
const shellScripts = () =>
  readdirSync(path.join(builtSite, 'shell'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/static/shell/${name}`);

/**
 * A copy of the search remote's build, with `changed` its heading changed in browser and server
 * bundles alike (precompressed copies dropped, so the changed files are served). Its version is
 * its build time: `minutesAgo` keeps each one's apart.
 */
function searchBuild(workDir: string, options: { changed: boolean; minutesAgo: number }): string {
  const build = mkdtempSync(path.join(workDir, 'search-build-'));
  cpSync(path.join(builtSite, 'search'), build, { recursive: true });
  for (const folder of options.changed ? [build, path.join(build, 'server')] : []) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(folder, file), 'utf8');
      if (!code.includes('Results for ')) continue;
      writeFileSync(
        path.join(folder, file),
        code.replaceAll('Results for ', 'Released results for '),
      );
      rmSync(path.join(folder, `${file}.br`), { force: true });
      rmSync(path.join(folder, `${file}.gz`), { force: true });
    }
  }
  const builtAt = new Date(Date.now() - options.minutesAgo * 60_000);
  utimesSync(path.join(build, 'mf-manifest.json'), builtAt, builtAt);
  return build;
}

describeOnPostgres('releasing one remote (issue #30)', () => {
  let browser: Browser;
  let site: SiteServer | undefined;
  let workDir: string;
  let releasesDir: string;
  const adminUrl = databaseUrl!;
  const databaseName = `vouch_releases_e2e_${process.pid}`;
  // Made when the tests run: skipped without a PostgreSQL server, the block is still read.
  const siteDatabaseUrl = () => {
    const url = new URL(adminUrl);
    url.pathname = `/${databaseName}`;
    return url.href;
  };

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  function release(...args: string[]): string {
    const run = spawnSync(
      path.join(workspaceRoot, 'node_modules/.bin/tsx'),
      [path.join(workspaceRoot, 'tools/release/src/release-cli.ts'), ...args],
      {
        cwd: workspaceRoot,
        env: {
          ...process.env,
          DATABASE_URL: siteDatabaseUrl(),
          RELEASES_DIR: releasesDir,
          DIST_DIR: builtSite,
        },
        encoding: 'utf8',
      },
    );
    if (run.status !== 0) throw new Error(`release ${args.join(' ')} failed: ${run.stderr}`);
    return run.stdout;
  }

  /**
   * The site's map once it names `search` so (each process reads the live releases every
   * RELEASES_CACHE_MS), as a visitor in `bucket` is given it.
   */
  async function untilSearchIs(
    expected: (manifest: string) => boolean,
    bucket = 99,
  ): Promise<string> {
    for (;;) {
      const response = await fetch(`${site!.origin}/remotes.json`, {
        headers: { cookie: `${CANARY_BUCKET_COOKIE}=${bucket}` },
      });
      const remotes = (await response.json()) as RemotesManifest;
      if (expected(remotes.search!)) return remotes.search!;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const serverHtml = async () => (await fetch(`${site!.origin}${searchPath}`)).text();

  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(tmpdir(), 'vouch-releases-'));
    releasesDir = path.join(workDir, 'releases');
    await admin(`DROP DATABASE IF EXISTS ${databaseName}`);
    await admin(`CREATE DATABASE ${databaseName}`);
    site = await startSiteServer({
      port: 9200 + Math.floor(Math.random() * 200),
      databaseUrl: siteDatabaseUrl(),
      // Pages rendered on the server however busy this machine is: what is checked is which release renders them.
      env: {
        ...SITE_ENV,
        SEED_IF_EMPTY: 'small',
        RELEASES_DIR: releasesDir,
        RELEASES_CACHE_MS: '1000',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        MAX_EVENT_LOOP_UTILIZATION: '0',
      },
    });
  }, 300_000);

  afterAll(async () => {
    if (site) await stopSiteServer(site);
    await browser?.close();
    await admin(`DROP DATABASE IF EXISTS ${databaseName}`);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows a released search remote on the next load, server HTML too, with no restart; a rollback brings the old one back', async () => {
    const deployed = await untilSearchIs(() => true);
    expect(deployed).toBe('/static/search/mf-manifest.json');
    expect(await firstServerRenderedHtml(`${site!.origin}${searchPath}`)).toContain(OLD_TITLE);

    expect(
      release('search', '--from', searchBuild(workDir, { changed: true, minutesAgo: 3 })),
    ).toMatch(/^search \S+ is live: \/static\/releases\/search\//);
    await untilSearchIs((manifest) => manifest.startsWith('/static/releases/search/'));
    const html = await serverHtml();
    expect(html).toContain(NEW_TITLE);
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${site!.origin}${searchPath}`);
    await expectHeading(page, NEW_TITLE);
    expect(errors).toEqual([]);

    expect(release('search', '--rollback')).toBe('search is the deployed build again.\n');
    await untilSearchIs((manifest) => manifest === deployed);
    expect(await serverHtml()).toContain(OLD_TITLE);
    await page.reload();
    await expectHeading(page, OLD_TITLE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with a 50% canary, visitors in different buckets see different releases and each keeps theirs across reloads', async () => {
    const deployed = await untilSearchIs(() => true);
    release('search', '--from', searchBuild(workDir, { changed: false, minutesAgo: 2 }));
    const live = await untilSearchIs((manifest) => manifest !== deployed);
    expect(
      release(
        'search',
        '--from',
        searchBuild(workDir, { changed: true, minutesAgo: 1 }),
        '--canary',
        '50',
      ),
    ).toMatch(/is live for 50% of visitors/);
    await untilSearchIs((manifest) => manifest !== live, 10);

    /** A visitor whose browser holds bucket `bucket` (what the site gives on a first page while a canary runs), or none yet. */
    const visitor = async (bucket: number | null) => {
      const opened = await newPage(browser);
      if (bucket !== null)
        await opened.context.addCookies([
          { name: CANARY_BUCKET_COOKIE, value: String(bucket), url: site!.origin },
        ]);
      return opened;
    };
    // The server renders each visitor's page with their own map: the canary's in a renderer of its own.
    for (const [bucket, title] of [
      [10, NEW_TITLE],
      [90, OLD_TITLE],
    ] as const) {
      const html = await (
        await fetch(`${site!.origin}${searchPath}`, {
          headers: { cookie: `${CANARY_BUCKET_COOKIE}=${bucket}` },
        })
      ).text();
      expect(serverRenderedRoot(html)).toContain(title);
    }

    const inCanary = await visitor(10);
    const outside = await visitor(90);
    for (const { page } of [inCanary, outside]) await page.goto(`${site!.origin}${searchPath}`);
    await expectHeading(inCanary.page, NEW_TITLE);
    await expectHeading(outside.page, OLD_TITLE);
    for (const { page } of [inCanary, outside]) await page.reload();
    await expectHeading(inCanary.page, NEW_TITLE);
    await expectHeading(outside.page, OLD_TITLE);

    // A new visitor is given a bucket on their first page and keeps the release it gives them.
    const fresh = await visitor(null);
    await fresh.page.goto(`${site!.origin}${searchPath}`);
    const bucket = Number(
      (await fresh.context.cookies()).find((cookie) => cookie.name === CANARY_BUCKET_COOKIE)?.value,
    );
    expect(bucket).toBeGreaterThanOrEqual(0);
    const theirs = bucket < 50 ? NEW_TITLE : OLD_TITLE;
    await expectHeading(fresh.page, theirs);
    await fresh.page.reload();
    await expectHeading(fresh.page, theirs);

    for (const { context, errors } of [inCanary, outside, fresh]) {
      expect(errors).toEqual([]);
      await context.close();
    }
    release('search', '--drop');
  });

  it('a search remote that adds a client endpoint in its own code, released alone, shows its data under the unchanged shell', async () => {
    // The change is the remote's own code: nothing outside apps/search (no shell, api-client or server change).
    const changed = filesOf(readFileSync(CLIENT_ENDPOINT_PATCH, 'utf8'));
    expect(changed).toContain('apps/search/src/pages/search-page/search-page.tsx');
    expect(changed.filter((file) => !file.startsWith('apps/search/'))).toEqual([]);

    const { metrics } = homeMetricsResponseSchema.parse(
      await (await fetch(`${site!.origin}/reviews.json`)).json(),
    );
    const figures = `Searched across ${metrics.total_verified_reviews.toLocaleString('en-US')} verified reviews from ${metrics.shop_metric.toLocaleString('en-US')} shops.`;
    const before = await untilSearchIs(() => true);
    const remotesBefore = (await (
      await fetch(`${site!.origin}/remotes.json`)
    ).json()) as RemotesManifest;
    const htmlBefore = await serverHtml();
    expect(serverRenderedRoot(htmlBefore)).toContain(OLD_TITLE);
    expect(htmlBefore).not.toMatch(FIGURES_LINE);
    const shellFiles = shellFilesOf(htmlBefore);
    expect(shellFiles).toContain('/static/shell/main.js');
    const shellBytes = [...new Set([...shellFiles, ...shellScripts()])].sort();
    expect(shellBytes.some((file) => file.includes('/react-dom.'))).toBe(true);
    const shellDigests = async () =>
      Promise.all(
        shellBytes.map(async (file) =>
          createHash('sha256')
            .update(Buffer.from(await (await fetch(`${site!.origin}${file}`)).arrayBuffer()))
            .digest('hex'),
        ),
      );
    const shellBefore = await shellDigests();

    const unpacked = mkdtempSync(path.join(workDir, 'client-endpoint-'));
    unpackFixture(CLIENT_ENDPOINT_BUILD, unpacked);
    expect(release('search', '--from', path.join(unpacked, 'search'))).toMatch(
      /^search \S+ is live: \/static\/releases\/search\//,
    );
    const live = await untilSearchIs((manifest) => manifest !== before);
    const html = await serverHtml();
    expect(serverRenderedRoot(html)).toContain(figures);
    expect(shellFilesOf(html)).toEqual(shellFiles);
    expect(await shellDigests()).toEqual(shellBefore);
    const remotes = (await (await fetch(`${site!.origin}/remotes.json`)).json()) as RemotesManifest;
    expect(remotes).toEqual({ ...remotesBefore, search: live });

    // In the browser the remote's endpoint asks the route itself (a search from another page), and a load hydrates the server's page.
    const { context, page, errors, consoleErrors } = await newPage(browser);
    await page.goto(`${site!.origin}/reviews/how-it-works`);
    const asked = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === '/reviews.json' && request.resourceType() === 'fetch',
    );
    await page.getByRole('combobox', { name: 'Search for product' }).fill('backpack');
    await page.keyboard.press('Enter');
    await expectHeading(page, OLD_TITLE);
    await asked;
    await page.getByText(figures, { exact: true }).waitFor();
    await page.goto(`${site!.origin}${searchPath}`);
    await expectHeading(page, OLD_TITLE);
    await page.getByText(figures, { exact: true }).waitFor();
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    release('search', '--rollback');
    await untilSearchIs((manifest) => manifest === before);
    expect(await serverHtml()).not.toMatch(FIGURES_LINE);
  });
});
