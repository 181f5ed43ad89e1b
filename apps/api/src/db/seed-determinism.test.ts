import { sql } from 'kysely';
import { generatedPictureName, roundToMinorUnits } from '@vouch/domain';
import {
  DISPUTE_DESCRIPTIONS,
  PRODUCT_COPY,
  pictureColourOf,
  priceRangeUsd,
  QUESTIONS_AND_ANSWERS,
  shopRepliesFor,
} from '@vouch/seed';
import { pictogramOf, generatedImageLabel } from '../modules/media';
import { createTestDatabase } from '../testing/test-database';

/** A fingerprint of the seeded rows: the same seed must give the same data, byte for byte. */
async function fingerprint(db: Awaited<ReturnType<typeof createTestDatabase>>['db']) {
  const { rows } = await sql<{ table_name: string; digest: string; count: number }>`
    select 'shops' as table_name, md5(string_agg(concat_ws('|', id, slug, name, country, platform), ',' order by id)) as digest, count(*)::int as count from shops
    union all select 'products', md5(string_agg(concat_ws('|', id, shop_id, title, lowest_price), ',' order by id)), count(*)::int from products
    union all select 'reviews', md5(string_agg(concat_ws('|', id, product_id, rating, verified, source, published, title, created_at), ',' order by id)), count(*)::int from reviews
    union all select 'categories', md5(string_agg(concat_ws('|', id, parent_id, name, level), ',' order by id)), count(*)::int from categories`.execute(
    db,
  );
  return rows;
}

describe('seed data', () => {
  it('is deterministic: two databases seeded alike hold the same rows', async () => {
    const first = await createTestDatabase('small');
    const second = await createTestDatabase('small', undefined, { freshlySeeded: true });
    try {
      expect(await fingerprint(first.db)).toEqual(await fingerprint(second.db));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('is realistic: a J-shaped rating curve, about 300 categories in three levels, demo accounts', async () => {
    const database = await createTestDatabase('small');
    try {
      const ratings = (
        await sql<{ rating: number; share: number }>`
        select rating, count(*)::float / sum(count(*)) over () as share from reviews group by rating order by rating`.execute(
          database.db,
        )
      ).rows;
      const share = Object.fromEntries(ratings.map((row) => [row.rating, row.share]));
      expect(share[5]).toBeGreaterThan(0.5);
      expect(share[1]).toBeGreaterThan(share[2]!);
      expect(share[1]).toBeGreaterThan(share[3]!);
      const levels = (
        await sql<{
          level: number;
          count: number;
        }>`select level, count(*)::int as count from categories group by level order by level`.execute(
          database.db,
        )
      ).rows;
      expect(levels.map((row) => row.level)).toEqual([1, 2, 3]);
      const total = levels.reduce((sum, row) => sum + row.count, 0);
      expect(total).toBeGreaterThanOrEqual(250);
      expect(total).toBeLessThanOrEqual(350);
      const sources = (
        await sql<{ source: string }>`select distinct source from reviews order by source`.execute(
          database.db,
        )
      ).rows.map((row) => row.source);
      expect(sources).toEqual([
        'aliexpress',
        'invite',
        'migrated',
        'organic',
        'unverified_provider',
        'unverified_source',
        'verified_provider',
      ]);
      const demo = (
        await sql<{ orders: number; reviews: number; follows: number; disputes: number }>`
        select (select count(*)::int from orders where user_id = u.id) as orders, (select count(*)::int from reviews where user_id = u.id) as reviews,
               (select count(*)::int from follows where follower_id = u.id) as follows, (select count(*)::int from disputes where user_id = u.id) as disputes
        from users u where email = 'demo@vouch.test'`.execute(database.db)
      ).rows[0]!;
      expect(demo.orders).toBeGreaterThan(0);
      expect(demo.reviews).toBeGreaterThan(0);
      expect(demo.follows).toBeGreaterThan(0);
      expect(demo.disputes).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('is believable (issue #18, item 8): prices in range and currency, pictures that differ, replies and answers that fit, descriptions as product copy', async () => {
    const database = await createTestDatabase('small');
    try {
      const { rows: products } = await sql<{
        id: string;
        level1: string;
        currency: string;
        lowest_price: string;
        highest_price: string;
        price_usd: string;
      }>`
        select p.id, c.name as level1, p.currency, p.lowest_price::text, p.highest_price::text, p.price_usd::text
        from products p join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id and c.level = 1
        join shops s on s.id = p.shop_id where p.currency = s.currency`.execute(database.db);
      const { count } = (
        await sql<{ count: number }>`select count(*)::int as count from products`.execute(
          database.db,
        )
      ).rows[0]!;
      // Every product, each in its shop's currency.
      expect(products).toHaveLength(count);
      const outside = products.filter((product) => {
        const [min, max] = priceRangeUsd(product.level1);
        const usd = Number(product.price_usd);
        // Rounding to the currency's minor unit moves a price by less than one of them.
        return usd < min - 0.01 || usd > max + 0.01;
      });
      expect(outside).toEqual([]);
      const badlyRounded = products.filter(
        (product) =>
          roundToMinorUnits(Number(product.lowest_price), product.currency) !==
          Number(product.lowest_price),
      );
      expect(badlyRounded).toEqual([]);
      expect(
        products.every((product) => Number(product.highest_price) >= Number(product.lowest_price)),
      ).toBe(true);

      // Logos and avatars draw their name's initials (generatedImageLabel): many different labels, not one for all.
      const { rows: pictures } = await sql<{ url: string }>`
        select logo_url as url from shops where logo_url is not null
        union all select avatar_url from users where avatar_url is not null`.execute(database.db);
      const labels = (kind: string) =>
        new Set(
          pictures
            .map((picture) => generatedPictureName(picture.url)!)
            .filter((name) => name.startsWith(`${kind}-`))
            .map(generatedImageLabel),
        );
      for (const kind of ['logo', 'avatar']) expect(labels(kind).size).toBeGreaterThan(10);
      // Products and their review photos show what they are: their own kind's pictogram (else their
      // group's), in the colour a title names; one group's products are not all one picture (issue #58).
      const pictureName = (url: string) => generatedPictureName(url)!;
      const { rows: productPictures } = await sql<{
        title: string;
        url: string;
      }>`select title, image_url as url from products`.execute(database.db);
      expect(productPictures.filter((product) => !pictogramOf(pictureName(product.url)))).toEqual(
        [],
      );
      const coloured = productPictures.filter((product) =>
        / in [A-Z][a-z]+( [A-Z][a-z]+)?$/.test(product.title),
      );
      expect(coloured.length).toBeGreaterThan(10);
      const titleColour = (title: string) =>
        title.split(' in ').at(-1)!.toLowerCase().replace(' ', '-');
      expect(
        coloured.filter(
          (product) => pictureColourOf(pictureName(product.url)) !== titleColour(product.title),
        ),
      ).toEqual([]);
      expect(
        productPictures.filter((product) => !pictureColourOf(pictureName(product.url))),
      ).toEqual([]);
      // A review photo shows the product it is about, in that product's colour.
      const { rows: photos } = await sql<{ url: string; product_url: string }>`
        select m.huge_url as url, p.image_url as product_url from review_media m join reviews r on r.id = m.review_id
        join products p on p.id = r.product_id where m.kind = 'picture'`.execute(database.db);
      expect(photos.length).toBeGreaterThan(10);
      expect(photos.filter((photo) => !pictogramOf(pictureName(photo.url)))).toEqual([]);
      expect(
        photos.filter(
          (photo) =>
            pictogramOf(pictureName(photo.url)) !== pictogramOf(pictureName(photo.product_url)),
        ),
      ).toEqual([]);
      const bags = productPictures.filter((product) =>
        pictureName(product.url).startsWith('product-bags-'),
      );
      expect(
        new Set(bags.map((product) => pictogramOf(pictureName(product.url)))).size,
      ).toBeGreaterThan(3);
      expect(
        photos.filter(
          (photo) =>
            pictureColourOf(pictureName(photo.url)) !==
            pictureColourOf(pictureName(photo.product_url)),
        ),
      ).toEqual([]);
      // A review is signed with its author's name.
      const { rows: misnamed } = await sql<{ id: string }>`
        select r.id from reviews r join users u on u.id = r.user_id where r.reviewer_display_name is distinct from u.name`.execute(
        database.db,
      );
      expect(misnamed).toEqual([]);
      // A product's "See it at" link is on its own shop's domain; a dispute's words fit what went wrong.
      const { rows: links } = await sql<{ url: string; domain: string }>`
        select p.external_url as url, s.domain from products p join shops s on s.id = p.shop_id`.execute(
        database.db,
      );
      expect(links.filter((link) => new URL(link.url).host !== link.domain)).toEqual([]);
      const { rows: disputes } = await sql<{
        dispute_type: keyof typeof DISPUTE_DESCRIPTIONS;
        description: string;
      }>`
        select dispute_type, description from disputes`.execute(database.db);
      expect(disputes.length).toBeGreaterThan(10);
      expect(
        disputes.filter(
          (dispute) => !DISPUTE_DESCRIPTIONS[dispute.dispute_type]?.includes(dispute.description),
        ),
      ).toEqual([]);
      // Category pictures show their group's pictogram; only the gender category, held apart, has none.
      const { rows: categories } = await sql<{
        path: string;
        url: string;
      }>`select path, image_url as url from categories where image_url is not null`.execute(
        database.db,
      );
      expect(categories.length).toBeGreaterThan(20);
      const withoutPictogram = categories.filter(
        (category) => !pictogramOf(generatedPictureName(category.url)!),
      );
      expect(withoutPictogram.map((category) => category.path.split(' > ')[0])).toEqual(
        withoutPictogram.map(() => 'Gender'),
      );

      // Replies fit the review they answer, answers the question they answer, descriptions read as product copy.
      const { rows: replies } = await sql<{
        rating: number;
        reply_body: string;
      }>`select rating, reply_body from reviews where reply_body is not null`.execute(database.db);
      expect(replies.length).toBeGreaterThan(0);
      expect(
        replies.filter((reply) => !shopRepliesFor(reply.rating).includes(reply.reply_body)),
      ).toEqual([]);
      const answerOf = new Map(QUESTIONS_AND_ANSWERS);
      const { rows: answered } = await sql<{ question: string; answer: string }>`
        select q.body as question, a.body as answer from answers a join questions q on q.id = a.question_id where a.by_shop`.execute(
        database.db,
      );
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.filter((pair) => answerOf.get(pair.question) !== pair.answer)).toEqual([]);
      const { rows: descriptions } = await sql<{
        description: string;
      }>`select description from products where id <> 1`.execute(database.db);
      expect(
        descriptions.filter(
          (product) => !PRODUCT_COPY.some((line) => product.description.includes(line)),
        ),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
