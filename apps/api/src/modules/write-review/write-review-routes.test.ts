import { sql } from 'kysely';
import sharp from 'sharp';
import {
  errorResponseSchema,
  mediaUploadResponseSchema,
  newReviewResponseSchema,
  reviewSubmitResponseSchema,
  writeReviewOrdersResponseSchema,
  type MediaUpload,
} from '@vouch/contracts';
import { HELD_FOR_REPEATED_TEXT } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { sampleWebm } from '../../testing/sample-webm';
import {
  createTestApp,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const demo = DEMO_ACCOUNTS.reviewer;
const db = () => testApp.database.db;
let keys = 0;
const key = () => `test-key-${Date.now()}-${keys++}`;

/** A line item of the demo reviewer's that has no review yet (each test takes its own). */
async function unreviewedItem(browser: TestBrowser): Promise<string> {
  const { data } = writeReviewOrdersResponseSchema.parse(
    (await browser.get('/reviews/write-review?format=json&resource=orders')).json(),
  );
  const taken = (
    await sql<{
      public_id: string;
    }>`select li.public_id from line_items li join reviews r on r.line_item_id = li.id`.execute(
      db(),
    )
  ).rows.map((row) => row.public_id);
  const item = data.line_items.find(
    (line) => line.product_reviewable && !taken.includes(line.public_id),
  );
  if (!item) throw new Error('the demo reviewer has no unreviewed line item left');
  return item.public_id;
}

const reviewRows = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from reviews`.execute(db())).rows[0]!.n;
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#468' } })
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Dana at 51.5N 0.1W' } })
    .jpeg()
    .toBuffer();

async function uploadPicture(browser: TestBrowser, bytes: Buffer, filename = 'photo.jpg') {
  return browser.upload('/reviews/reviewer/uploads?kind=picture', {
    field: 'file',
    filename,
    contentType: 'image/jpeg',
    bytes,
  });
}

const review = (lineItem: string, extra: object = {}) => ({
  line_item_public_id: lineItem,
  rating: 5,
  title: 'Survived a month of daily use',
  body: `Carried it every day for a month, test ${Math.random()}; the straps still look new.`,
  recommended: true,
  idempotency_key: key(),
  ...extra,
});

describe('write a review', () => {
  it('answers the form its product and line item, and 404 for a line item that is not the reviewer’s', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const item = await unreviewedItem(browser);
    const form = newReviewResponseSchema.parse(
      (
        await browser.get(`/reviews/write-review/new?format=json&line_item_public_id=${item}`)
      ).json(),
    );
    expect(form.line_item.public_id).toBe(item);
    expect(form.product_data.internal_path).toBe(form.line_item.product_internal_path);
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    expect(
      (await other.get(`/reviews/write-review/new?format=json&line_item_public_id=${item}`))
        .statusCode,
    ).toBe(404);
  });

  it('publishes with pictures and a video: the review, its media, the product count and both feed events, at once', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const item = await unreviewedItem(browser);
    const pictures: MediaUpload[] = [];
    for (const [width, height] of [
      [1200, 900],
      [640, 480],
    ]) {
      const response = await uploadPicture(browser, await jpeg(width!, height!));
      expect(response.statusCode).toBe(200);
      pictures.push(mediaUploadResponseSchema.parse(response.json()).upload);
    }
    const [picture] = pictures;
    if (picture?.kind !== 'picture') throw new Error('expected a picture');
    const huge = await browser.get(picture.huge);
    const stored = await sharp(huge.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    expect(stored.exif).toBeUndefined();
    expect((await sharp((await browser.get(picture.compact)).rawPayload).metadata()).width).toBe(
      320,
    );

    const [product] = (
      await sql<{ id: string; reviews_count: number; shop_id: string }>`
        select p.id::text, p.reviews_count, p.shop_id::text from line_items li join products p on p.id = li.product_id where li.public_id = ${item}`.execute(
        db(),
      )
    ).rows;
    const response = await browser.send(
      'POST',
      '/reviews/reviewer/reviews',
      review(item, {
        picture_ids: pictures.map((upload) => upload.public_id),
        video: { external: 'https://youtu.be/dQw4w9WgXcQ' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = reviewSubmitResponseSchema.parse(response.json()).review;
    expect(saved).toMatchObject({ published: true, held_reason: null });
    const [row] = (
      await sql<{
        id: string;
        verified: boolean;
        recommended: boolean;
        media: string[];
        reviews_count: number;
      }>`
        select r.id::text, r.verified, r.recommended, array(select kind from review_media m where m.review_id = r.id order by position) as media,
               (select reviews_count from products where id = r.product_id) as reviews_count
        from reviews r where r.public_id = ${saved.public_id}`.execute(db())
    ).rows;
    expect(row).toMatchObject({
      verified: true,
      recommended: true,
      media: ['picture', 'picture', 'video_external'],
      reviews_count: product!.reviews_count + 1,
    });
    const events = (
      await sql<{
        event_type: string;
        owner_type: string;
      }>`select event_type, owner_type from feed_events where review_id = ${row!.id}`.execute(db())
    ).rows;
    expect(events).toEqual(
      expect.arrayContaining([
        { event_type: 'review_published', owner_type: 'Shop' },
        { event_type: 'media_added', owner_type: 'Shop' },
      ]),
    );
  });

  it('makes one review of a double-click or a retried request (the same idempotency key)', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const body = review(await unreviewedItem(browser));
    const before = await reviewRows();
    const [first, second] = await Promise.all([
      browser.send('POST', '/reviews/reviewer/reviews', body),
      browser.send('POST', '/reviews/reviewer/reviews', body),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect(await reviewRows()).toBe(before + 1);
  });

  it('refuses a second review of one line item (409 with a link to the first), changing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const item = await unreviewedItem(browser);
    const first = reviewSubmitResponseSchema.parse(
      (await browser.send('POST', '/reviews/reviewer/reviews', review(item))).json(),
    ).review;
    const before = await reviewRows();
    const again = await browser.send('POST', '/reviews/reviewer/reviews', review(item));
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).error.fields).toEqual({
      review_public_id: first.public_id,
    });
    expect(await reviewRows()).toBe(before);
  });

  it("refuses another reviewer's line item (404), a missing CSRF token (403), a guest (401) and 6 pictures (400), changing nothing", async () => {
    const owner = await signedInBrowser(testApp.app, demo);
    const item = await unreviewedItem(owner);
    const before = await reviewRows();
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    expect((await other.send('POST', '/reviews/reviewer/reviews', review(item))).statusCode).toBe(
      404,
    );
    expect(
      (await owner.send('POST', '/reviews/reviewer/reviews', review(item), { csrf: false }))
        .statusCode,
    ).toBe(403);
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect((await guest.send('POST', '/reviews/reviewer/reviews', review(item))).statusCode).toBe(
      401,
    );
    const six = await owner.send(
      'POST',
      '/reviews/reviewer/reviews',
      review(item, { picture_ids: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    );
    expect(six.statusCode).toBe(400);
    expect(errorResponseSchema.parse(six.json()).error.fields).toMatchObject({
      pictures: 'Add at most 5 pictures',
    });
    const short = await owner.send(
      'POST',
      '/reviews/reviewer/reviews',
      review(item, { body: 'Nice.', rating: null }),
    );
    expect(errorResponseSchema.parse(short.json()).error.fields).toMatchObject({
      body: expect.stringMatching(/at least 20/),
      rating: 'Choose from 1 to 5 stars',
    });
    expect(await reviewRows()).toBe(before);
  });

  it("refuses another reviewer's upload, changing nothing", async () => {
    const owner = await signedInBrowser(testApp.app, demo);
    const other = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const theirs = mediaUploadResponseSchema.parse(
      (await uploadPicture(other, await jpeg(100, 100))).json(),
    ).upload;
    const before = await reviewRows();
    const response = await owner.send(
      'POST',
      '/reviews/reviewer/reviews',
      review(await unreviewedItem(owner), { picture_ids: [theirs.public_id] }),
    );
    expect(response.statusCode).toBe(400);
    expect(await reviewRows()).toBe(before);
  });

  it('holds a review that repeats another review’s text, with the reason its author sees', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const [seeded] = (
      await sql<{
        title: string;
        body: string;
      }>`select title, body from reviews where user_id <> 1 and published order by id limit 1`.execute(
        db(),
      )
    ).rows;
    const response = await browser.send(
      'POST',
      '/reviews/reviewer/reviews',
      review(await unreviewedItem(browser), {
        title: seeded!.title.toUpperCase(),
        body: `${seeded!.body}   !!`,
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = reviewSubmitResponseSchema.parse(response.json()).review;
    expect(saved).toMatchObject({ published: false, held_reason: HELD_FOR_REPEATED_TEXT });
    const events = (
      await sql<{
        n: number;
      }>`select count(*)::int as n from feed_events e join reviews r on r.id = e.review_id where r.public_id = ${saved.public_id}`.execute(
        db(),
      )
    ).rows[0]!;
    expect(events.n).toBe(0);
  });

  it('asks for the terms before a first review (403 terms_required), saving nothing', async () => {
    const browser = new TestBrowser(testApp.app);
    await signUpThroughLink(testApp, browser, {
      name: 'Nova Newcomer',
      email: `terms-${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    const before = await reviewRows();
    const response = await browser.send('POST', '/reviews/reviewer/reviews', review('li-whatever'));
    expect(response.statusCode).toBe(403);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('terms_required');
    expect(await reviewRows()).toBe(before);
  });
});

describe('uploads', () => {
  const uploads = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from media_uploads`.execute(db())).rows[0]!
      .n;

  it('refuses a renamed program and a 20 MB picture by name, keeping nothing', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const before = await uploads();
    const program = await uploadPicture(
      browser,
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 1)]),
      'holiday.exe.jpg',
    );
    expect(program.statusCode).toBe(400);
    expect(errorResponseSchema.parse(program.json()).error.message).toBe(
      '"holiday.exe.jpg" is not a JPEG, PNG, WebP or HEIC picture.',
    );
    const big = await uploadPicture(browser, Buffer.alloc(20 * 1024 * 1024, 9), 'huge.jpg');
    expect(big.statusCode).toBe(413);
    expect(errorResponseSchema.parse(big.json()).error.message).toBe(
      '"huge.jpg" is larger than 15 MB. Choose a smaller file.',
    );
    expect(await uploads()).toBe(before);
  });

  it('stores an MP4 or WebM video by its bytes and serves it with range requests', async () => {
    const browser = await signedInBrowser(testApp.app, demo);
    const webm = sampleWebm();
    const response = await browser.upload('/reviews/reviewer/uploads?kind=video', {
      field: 'file',
      filename: 'clip.webm',
      contentType: 'video/webm',
      bytes: webm,
    });
    expect(response.statusCode).toBe(200);
    const upload = mediaUploadResponseSchema.parse(response.json()).upload;
    if (upload.kind !== 'video_platform') throw new Error('expected a video');
    const part = await testApp.app.inject({ url: upload.url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${webm.length}`);
    expect(part.rawPayload).toEqual(webm.subarray(0, 100));
    const notVideo = await browser.upload('/reviews/reviewer/uploads?kind=video', {
      field: 'file',
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      bytes: Buffer.alloc(100, 1),
    });
    expect(notVideo.statusCode).toBe(400);
  });

  it('is 401 for a guest', async () => {
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    expect((await uploadPicture(guest, await jpeg(10, 10))).statusCode).toBe(401);
  });
});
