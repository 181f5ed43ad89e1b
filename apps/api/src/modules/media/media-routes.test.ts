import sharp from 'sharp';
import { sql } from 'kysely';
import { AVATAR_SIZES } from '@vouch/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CATEGORY_PICTOGRAMS } from './category-pictograms';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const labelOf = async (name: string) =>
  (await testApp.app.inject(`/media/generated/${name}.svg`)).body.match(
    /<text[^>]*>([^<]*)<\/text>/,
  )?.[1];

describe('generated pictures of the demo data', () => {
  it('draw the initials of what they show, so shops, people and products differ at a glance (issue #18, item 8)', async () => {
    expect(await labelOf('logo-harbor-outfitters')).toBe('HO');
    expect(await labelOf('avatar-ava-jones-12')).toBe('AJ');
    expect(await labelOf('product-harbor-classic-canvas-backpack')).toBe('HC');
    expect(await labelOf('category-gender-women')).toBe('GW');
    expect(await labelOf('review-12-0')).toBe('R');
  });

  it("link reviewers' avatars at the sizes an uploaded avatar is stored in, not as product photos", async () => {
    const { rows } = await sql<{ avatar_url: string; avatar_retina_url: string }>`
      select avatar_url, avatar_retina_url from users where avatar_url like '/media/generated/%' limit 1`.execute(
      testApp.database.db,
    );
    const seeded = rows[0]!;
    const widthOf = async (url: string) => {
      const answer = await testApp.app.inject(url);
      expect(answer.statusCode).toBe(200);
      return (await sharp(answer.rawPayload).metadata()).width;
    };
    expect([await widthOf(seeded.avatar_url), await widthOf(seeded.avatar_retina_url)]).toEqual([
      AVATAR_SIZES.normal,
      AVATAR_SIZES.retina,
    ]);
  });
});

describe('GET /media/flags/{currency}.svg|png (spec §7 "Flag images load from a currency flag image path by lowercase currency code")', () => {
  it("answers a currency's flag from the flag set: the pound's is Great Britain's, the euro's the EU's", async () => {
    const pound = await testApp.app.inject('/media/flags/gbp.svg');
    expect(pound.statusCode).toBe(200);
    expect(pound.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(pound.headers['cache-control']).toBe('public, max-age=604800');
    expect(pound.body).toMatch(/^<svg[^>]*id="flag-icons-gb"/);
    expect((await testApp.app.inject('/media/flags/eur.svg')).body).toMatch(
      /^<svg[^>]*id="flag-icons-eu"/,
    );
  });

  it("answers the same flag as a PNG at the spec's path, rendered from the SVG", async () => {
    const dollar = await testApp.app.inject('/media/flags/usd.png');
    expect(dollar.statusCode).toBe(200);
    expect(dollar.headers['content-type']).toBe('image/png');
    expect(dollar.headers['cache-control']).toBe('public, max-age=604800');
    expect(await sharp(dollar.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 64,
      height: 48,
    });
    // The top-left pixel of the US flag is in its blue canton.
    const { data } = await sharp(dollar.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]!).toBeGreaterThan(data[0]!);
    expect((await testApp.app.inject('/media/flags/eur.png')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('answers 404 in the error shape for a currency of no one country, an upper-case or malformed name', async () => {
    for (const name of [
      'xaf.svg',
      'xaf.png',
      'GBP.svg',
      'USD.png',
      'gbp.gif',
      '..%2Fgb.svg',
      'gb.svg',
      'gb.png',
    ]) {
      const answer = await testApp.app.inject(`/media/flags/${name}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        error: { code: 'not_found', message: 'There is no flag for that currency.' },
      });
    }
  });
});

describe('category pictures of the demo data (issue #18, item 8)', () => {
  it("draw their group's pictogram instead of initials, so a category shows what it sells", async () => {
    const home = (await testApp.app.inject('/media/generated/category-home-garden.svg')).body;
    const rugs = (await testApp.app.inject('/media/generated/category-home-rugs.svg')).body;
    const shoes = (await testApp.app.inject('/media/generated/category-shoes-loafers.svg')).body;
    for (const svg of [home, rugs, shoes]) expect(svg).not.toMatch(/<text/);
    expect(home).toContain(CATEGORY_PICTOGRAMS.home);
    expect(rugs).toContain(CATEGORY_PICTOGRAMS.home);
    expect(shoes).toContain(CATEGORY_PICTOGRAMS.shoes);
  });
});

describe('the seeded pictures', () => {
  const seededUrls = async () =>
    (
      await sql<{ url: string }>`
        select image_url as url from products union select huge_url from review_media where kind = 'picture'`.execute(
        testApp.database.db,
      )
    ).rows.map((row) => row.url);

  it("accepts the name of every product picture and review photo of the demo data (names carry group, colour and a whole title), checked through the SVG, which shares the route's name rule", async () => {
    const urls = await seededUrls();
    expect(Math.max(...urls.map((url) => url.length))).toBeGreaterThan(90);
    // Every name through the route's checks; drawn as SVG, which shares them and costs no raster (40,000 pictures).
    const failed: string[] = [];
    for (const url of urls) {
      const answer = await testApp.app.inject(url.replace(/\.webp(?=\?|$)/, '.svg'));
      if (answer.statusCode !== 200) failed.push(url);
    }
    expect(failed).toEqual([]);
  });

  it('links them as WebP, drawn at the size each variant names, kept by browsers for a year', async () => {
    const urls = await seededUrls();
    expect(
      urls.every((url) => /^\/media\/generated\/[a-z0-9-]+\.webp(\?variant=[a-z]+)?$/.test(url)),
    ).toBe(true);
    const longest = urls.reduce((a, b) => (b.length > a.length ? b : a));
    const name = /generated\/([a-z0-9-]+)\.webp/.exec(longest)![1];
    for (const [variant, size] of [
      ['compact', 160],
      ['retina', 800],
      ['huge', 1200],
    ] as const) {
      const answer = await testApp.app.inject(`/media/generated/${name}.webp?variant=${variant}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const picture = await sharp(answer.rawPayload).metadata();
      expect([picture.format, picture.width, picture.height]).toEqual(['webp', size, size]);
    }
  });

  it('refuses other formats and unknown sizes with 400', async () => {
    for (const path of [
      '/media/generated/logo-1.png',
      '/media/generated/logo-1.webp?variant=giant',
      '/media/generated/Logo-1.webp',
    ]) {
      const answer = await testApp.app.inject(path);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe('bad_request');
    }
  });
});
