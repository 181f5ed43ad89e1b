import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remotesManifestSchema } from '@vouch/contracts';
import { INLINE_REMOTES_ELEMENT_ID } from '@vouch/domain';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import { createTestDatabase } from '../../testing/test-database';

/** A dist folder with the shell and two remotes. */
function fakeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'vouch-dist-'));
  for (const [folder, name] of [
    ['search', 'search'],
    ['home-feed', 'home_feed'],
    ['shell', 'shell'],
  ]) {
    const dir = path.join(dist, folder!);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
  }
  return dist;
}

async function appServing(env: Record<string, string>, serveSite = true) {
  const database = await createTestDatabase(null);
  const app = await buildApp({
    config: { ...configFromEnv(env), serveSite },
    database,
    logger: false,
  });
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe('/remotes.json', () => {
  it('answers the builds found in the dist folder, by federation name', async () => {
    const { app, close } = await appServing({ DIST_DIR: fakeDist() });
    try {
      const manifest = remotesManifestSchema.parse((await app.inject('/remotes.json')).json());
      expect(manifest).toEqual({
        search: '/static/search/mf-manifest.json',
        home_feed: '/static/home-feed/mf-manifest.json',
      });
    } finally {
      await close();
    }
  });

  it('follows an operator-edited REMOTES_FILE at once: a new build is one edited line away', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vouch-remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ search: '/static/search/mf-manifest.json' }));
    const { app, close } = await appServing({ REMOTES_FILE: file }, false);
    try {
      expect((await app.inject('/remotes.json')).json()).toEqual({
        search: '/static/search/mf-manifest.json',
      });
      writeFileSync(
        file,
        JSON.stringify({ search: 'https://cdn.example.com/search/2026-11-22/mf-manifest.json' }),
      );
      const response = await app.inject('/remotes.json');
      expect(response.json()).toEqual({
        search: 'https://cdn.example.com/search/2026-11-22/mf-manifest.json',
      });
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      await close();
    }
  });
});

describe('remotes in the page HTML', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((found) => found[1]);
  const inlineRemotes = (html: string) =>
    JSON.parse(
      html.match(
        new RegExp(
          `<script type="application/json" id="${INLINE_REMOTES_ELEMENT_ID}">([^<]*)</script>`,
        ),
      )![1]!,
    );

  it("preloads the page's remote's manifest and carries the remotes map", async () => {
    const { app, close } = await appServing({ DIST_DIR: fakeDist() });
    try {
      const home = (await app.inject('/reviews')).body;
      expect(preloads(home)).toEqual(['/static/home-feed/mf-manifest.json']);
      expect(home).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/static/home-feed/mf-manifest.json">',
      );
      expect(inlineRemotes(home)).toEqual((await app.inject('/remotes.json')).json());
      expect(preloads((await app.inject('/reviews/search?q=bag')).body)[0]).toBe(
        '/static/search/mf-manifest.json',
      );
      const notFound = await app.inject('/nothing-here');
      expect(notFound.statusCode).toBe(404);
      expect(preloads(notFound.body)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('preloads the manifest of a remote the operator moved elsewhere, and survives a broken remotes file', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vouch-remotes-')), 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({ home_feed: 'https://cdn.example.com/home-feed/mf-manifest.json' }),
    );
    const { app, close } = await appServing({ DIST_DIR: fakeDist(), REMOTES_FILE: file });
    try {
      const home = (await app.inject('/reviews')).body;
      expect(preloads(home)).toEqual(['https://cdn.example.com/home-feed/mf-manifest.json']);
      expect(inlineRemotes(home)).toEqual({
        home_feed: 'https://cdn.example.com/home-feed/mf-manifest.json',
      });
      writeFileSync(file, '{ not json');
      const broken = await app.inject('/reviews');
      expect(broken.statusCode).toBe(200);
      expect(broken.body).not.toContain(INLINE_REMOTES_ELEMENT_ID);
    } finally {
      await close();
    }
  });
});
