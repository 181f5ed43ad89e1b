import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import sharp from 'sharp';
import { resizePicture } from '@vouch/api/media';
import { createTestApp } from '@vouch/api/testing';
import { REVIEW_PICTURE_SIZES } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { signedInSession } from './signed-in-session';

export interface TimingFigures {
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

function figuresOf(timings: number[]): TimingFigures {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!);
  return { runs: sorted.length, p50: at(0.5), p95: at(0.95), max: Math.round(sorted.at(-1)!) };
}

/** A phone photo: 4000 × 3000 pixels of noise over a gradient (noise does not compress away, as real photos do not). */
export function twelveMegapixelJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A 12-megapixel JPEG to its two stored sizes (compact and huge WebP), as the upload route does it. */
export async function measurePictureResize(
  runs: number,
): Promise<TimingFigures & { inputBytes: number }> {
  const photo = await twelveMegapixelJpeg();
  for (let warm = 0; warm < 2; warm++) await resizePicture(photo, REVIEW_PICTURE_SIZES, 'inside');
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await resizePicture(photo, REVIEW_PICTURE_SIZES, 'inside');
    timings.push(performance.now() - started);
  }
  return { ...figuresOf(timings), inputBytes: photo.length };
}

/**
 * A whole review with two 12-megapixel pictures, from one connection: both uploads, then the
 * submit, timed together, on the real app (its own PGlite, or TEST_DATABASE_URL) over HTTP. The
 * demo reviewer gets one fresh line item per run.
 */
export async function measureReviewSubmit(runs: number): Promise<TimingFigures> {
  const { app, database, close } = await createTestApp();
  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    await sql`insert into orders (public_id, user_id, shop_id, placed_at)
              select 'bench-order', u.id, 1, now() - interval '5 days' from users u where u.email = ${DEMO_ACCOUNTS.reviewer.email}`.execute(
      database.db,
    );
    await sql`insert into line_items (public_id, order_id, product_id, unit_price)
              select 'bench-item-' || n, (select id from orders where public_id = 'bench-order'), (select min(id) from products where shop_id = 1), 10
              from generate_series(1, ${runs + 2}) n`.execute(database.db);
    const { cookie, csrf } = await signedInSession(origin, DEMO_ACCOUNTS.reviewer);
    const photos = [await twelveMegapixelJpeg(), await twelveMegapixelJpeg()];
    const upload = async (photo: Buffer, name: string) => {
      const body = new FormData();
      body.append('file', new Blob([photo], { type: 'image/jpeg' }), name);
      const response = await fetch(`${origin}/reviews/reviewer/uploads?kind=picture`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf },
        body,
      });
      if (!response.ok) throw new Error(`upload answered ${response.status}`);
      return ((await response.json()) as { upload: { public_id: string } }).upload.public_id;
    };
    const review = async (run: number) => {
      const pictureIds = [
        await upload(photos[0]!, 'front.jpg'),
        await upload(photos[1]!, 'side.jpg'),
      ];
      const response = await fetch(`${origin}/reviews/reviewer/reviews`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({
          line_item_public_id: `bench-item-${run}`,
          rating: 5,
          title: `Bench review ${run}`,
          body: `Measured review number ${run}: sturdy, roomy and well made, with two pictures.`,
          recommended: true,
          picture_ids: pictureIds,
          idempotency_key: `bench-${run}-${Date.now()}`,
        }),
      });
      if (!response.ok)
        throw new Error(`submit answered ${response.status}: ${await response.text()}`);
    };
    for (let warm = 1; warm <= 2; warm++) await review(runs + warm);
    const timings: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const started = performance.now();
      await review(run);
      timings.push(performance.now() - started);
    }
    return figuresOf(timings);
  } finally {
    await close();
  }
}
