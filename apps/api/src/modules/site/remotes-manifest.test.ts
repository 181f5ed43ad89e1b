import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remotesManifestSchema } from '@vouch/contracts';
import { buildApp } from '../../app';
import { configFromEnv } from '../../config';
import { createTestDatabase } from '../../testing/test-database';

describe('/remotes.json', () => {
  it('answers the builds found in the dist folder, by federation name', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vouch-dist-'));
    for (const [folder, name] of [['search', 'search'], ['home-feed', 'home_feed'], ['shell', 'shell']]) {
      const dir = path.join(dist, folder!);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
    }
    const database = await createTestDatabase(null);
    const app = await buildApp({ config: { ...configFromEnv({ DIST_DIR: dist }), serveSite: true }, database, logger: false });
    try {
      const manifest = remotesManifestSchema.parse((await app.inject('/remotes.json')).json());
      expect(manifest).toEqual({ search: '/static/search/mf-manifest.json', home_feed: '/static/home-feed/mf-manifest.json' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('follows an operator-edited REMOTES_FILE at once: a new build is one edited line away', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vouch-remotes-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ search: '/static/search/mf-manifest.json' }));
    const database = await createTestDatabase(null);
    const app = await buildApp({ config: { ...configFromEnv({ REMOTES_FILE: file }), serveSite: false }, database, logger: false });
    try {
      expect((await app.inject('/remotes.json')).json()).toEqual({ search: '/static/search/mf-manifest.json' });
      writeFileSync(file, JSON.stringify({ search: 'https://cdn.example.com/search/2026-11-22/mf-manifest.json' }));
      const response = await app.inject('/remotes.json');
      expect(response.json()).toEqual({ search: 'https://cdn.example.com/search/2026-11-22/mf-manifest.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
