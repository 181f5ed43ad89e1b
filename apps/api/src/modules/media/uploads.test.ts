import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { disputeFileUploadResponseSchema, errorResponseSchema, mediaUploadResponseSchema } from '@vouch/contracts';
import { UPLOADS_PER_HOUR } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { MALFORMED_UPLOADS, UPLOAD_ROUTES } from '../../testing/malformed-uploads';
import { fileMediaStorage } from './media-storage';
import { sweepUnattachedUploads } from './upload-sweep';
import { SAMPLE_MP4_PLACE, sampleMp4 } from '../../testing/sample-mp4';
import { SAMPLE_WEBM_PLACE, sampleWebm } from '../../testing/sample-webm';
import { createTestApp, signedInBrowser, signUpThroughLink, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** Every stored file, by its key, and every upload row and avatar: what a refused upload must leave as it was. */
async function storedState() {
  const files = (await readdir(testApp.mediaDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
  const { rows } = await sql<{ uploads: number; evidence: number; avatars: string }>`
    select (select count(*)::int from media_uploads) as uploads, (select count(*)::int from dispute_files) as evidence,
           (select string_agg(coalesce(avatar_url, ''), ',' order by id) from users) as avatars`.execute(db());
  return { files: files.sort(), ...rows[0]! };
}

describe('malformed upload bodies (issue #28, item 4: "every malformed multipart body answers 400 with a message a user can act on")', () => {
  it('answers 400 with a message on all four upload routes, storing no row and no file', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const before = await storedState();
    const answers = new Map<string, string>();
    for (const url of UPLOAD_ROUTES) {
      for (const upload of MALFORMED_UPLOADS) {
        const response = await browser.sendRaw('POST', url, upload.body, upload.contentType);
        expect({ url, body: upload.name, status: response.statusCode }).toEqual({ url, body: upload.name, status: 400 });
        answers.set(upload.name, errorResponseSchema.parse(response.json()).error.message);
      }
    }
    expect(await storedState()).toEqual(before);
    expect(answers.get('no boundary')).toBe('The upload has no multipart boundary. Choose the file and send it again.');
    expect(answers.get('an unterminated part')).toBe('The file did not arrive whole. Choose the file and send it again.');
    expect(answers.get('a field instead of a file')).toBe('Choose a file to upload.');
    expect(answers.get('two files')).toBe('Send one file at a time.');
    expect(answers.get('more fields than a form sends')).toBe('Send the file alone, without other form fields.');
  }, 60_000);

  it('tells a client that sends another multipart type to send a form', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const response = await browser.sendRaw('POST', '/reviews/reviewer/dispute_files', '--b\r\n\r\nx\r\n--b--\r\n', 'multipart/mixed; boundary=b');
    expect(response.statusCode).toBe(415);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe('Send files as multipart/form-data.');
  });
});

const GPS_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.43N" exif:GPSLongitude="0,7.65W"/></rdf:RDF></x:xmpmeta>';

/** A photo as a phone takes it: EXIF with the camera and the GPS position, and the position again in XMP (all sharp writes into a TIFF). */
const photoWithGps = (format: 'jpeg' | 'png' | 'tiff') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2622/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3942/100' },
    })
    .withXmp(GPS_XMP)
    .toFormat(format)
    .toBuffer();

/** A PNG declaring `width` × `height` one-bit pixels, all black: a few dozen kilobytes that decode to hundreds of megabytes. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, colour type 0 (grey), then compression, filter and interlace 0
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const uploadEvidence = (browser: TestBrowser, filename: string, bytes: Buffer) =>
  browser.upload('/reviews/reviewer/dispute_files', { field: 'file', filename, contentType: 'application/octet-stream', bytes });

/** The stored bytes of an evidence file, as the arbitrator will be sent them. */
async function storedEvidence(publicId: string): Promise<Buffer> {
  const { rows } = await sql<{ storage_key: string }>`select storage_key from dispute_files where public_id = ${publicId}`.execute(db());
  return readFile(path.join(testApp.mediaDir, rows[0]!.storage_key));
}

describe('evidence pictures (issue #28, item 6: "evidence pictures (JPEG, PNG, TIFF) lose EXIF and GPS as review pictures already do")', () => {
  it.each(['jpeg', 'png', 'tiff'] as const)('stores a %s at its own size and format, without the EXIF and GPS it came with', async (format) => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const photo = await photoWithGps(format);
    const sent = await sharp(photo).metadata();
    expect(sent.xmp?.toString()).toContain('GPSLatitude');
    if (format !== 'tiff') expect(sent.exif?.includes('TestCam')).toBe(true);
    const response = await uploadEvidence(browser, `scene.${format}`, photo);
    expect(response.statusCode).toBe(200);
    const file = disputeFileUploadResponseSchema.parse(response.json()).file;
    const stored = await storedEvidence(file.public_id);
    const kept = await sharp(stored).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({ format, width: 64, height: 48 });
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(stored.includes('TestCam') || stored.includes('GPSLatitude')).toBe(false);
    expect(file.byte_size).toBe(stored.length);
  });

  it('serves PDFs and Word files as attachments with nosniff, and pictures inline (issue #28, item 6)', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const files = {
      'receipt.pdf': Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n'),
      'letter.doc': Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
      'scene.jpg': await photoWithGps('jpeg'),
    };
    const served: Record<string, [string | undefined, string | undefined]> = {};
    for (const [name, bytes] of Object.entries(files)) {
      const file = disputeFileUploadResponseSchema.parse((await uploadEvidence(browser, name, bytes)).json()).file;
      const answer = await browser.get(file.url);
      served[name] = [String(answer.headers['content-disposition']).split(';')[0], answer.headers['x-content-type-options'] as string | undefined];
    }
    expect(served).toEqual({ 'receipt.pdf': ['attachment', 'nosniff'], 'letter.doc': ['attachment', 'nosniff'], 'scene.jpg': ['inline', 'nosniff'] });
  });

  it('keeps every page of a scanned TIFF', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const page = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const scan = await sharp([await page('#fff'), await page('#eee')], { join: { animated: true } })
      .tiff()
      .toBuffer();
    const response = await uploadEvidence(browser, 'receipt.tif', scan);
    expect(response.statusCode).toBe(200);
    expect((await sharp(await storedEvidence(disputeFileUploadResponseSchema.parse(response.json()).file.public_id)).metadata()).pages).toBe(2);
  });

  it('refuses bytes that start as a JPEG but do not decode, storing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const before = await storedState();
    const response = await uploadEvidence(browser, 'broken.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe('"broken.jpg" is not a PDF, Word document, JPEG, PNG or TIFF file.');
    expect(await storedState()).toEqual(before);
  });
});

describe('pictures past the pixel limit (issue #28, item 6: "a 16000x16000 PNG of 31 KB must be refused fast, without decoding")', () => {
  it('refuses it on every route that takes pictures in well under a second, storing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const bomb = pngBomb(16000, 16000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = await storedState();
    for (const url of ['/reviews/reviewer/uploads?kind=picture', '/reviews/reviewer/dispute_files', '/reviews/profile/avatar']) {
      const started = performance.now();
      const response = await browser.upload(url, { field: 'file', filename: 'plain.png', contentType: 'image/png', bytes: bomb });
      const elapsed = performance.now() - started;
      expect({ url, status: response.statusCode }).toEqual({ url, status: 413 });
      expect(errorResponseSchema.parse(response.json()).error.message).toBe('This picture is 16000 × 16000 pixels; pictures up to 50 megapixels are accepted.');
      expect(elapsed).toBeLessThan(1000);
    }
    expect(await storedState()).toEqual(before);
  });
});

describe('review videos (issue #28, item 6: "videos are checked by parsing the MP4/MOV container\'s boxes ... and stripped of metadata")', () => {
  const uploadVideo = (browser: TestBrowser, filename: string, bytes: Buffer) =>
    browser.upload('/reviews/reviewer/uploads?kind=video', {
      field: 'file',
      filename,
      contentType: filename.endsWith('.webm') ? 'video/webm' : 'video/mp4',
      bytes,
    });

  it('refuses "any bytes with `ftyp` at offset 4" and a film cut short, storing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const before = await storedState();
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12), Buffer.from('<script>alert(1)</script>'.repeat(40))]);
    const faked = await uploadVideo(browser, 'clip.mp4', fake);
    expect(faked.statusCode).toBe(400);
    expect(errorResponseSchema.parse(faked.json()).error.message).toBe(
      '"clip.mp4" is cut short or damaged. Save it again as an MP4 video and choose the new file.',
    );
    const cut = await uploadVideo(browser, 'half.mp4', sampleMp4().subarray(0, 300));
    expect(cut.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
  });

  it('stores a real MP4 without the place it was filmed, every other byte where it was, and serves it', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const sent = sampleMp4();
    expect(sent.includes(SAMPLE_MP4_PLACE)).toBe(true);
    const response = await uploadVideo(browser, 'walk.mp4', sent);
    expect(response.statusCode).toBe(200);
    const upload = mediaUploadResponseSchema.parse(response.json()).upload;
    if (upload.kind !== 'video_platform') throw new Error('expected a video');
    const stored = await readFile(path.join(testApp.mediaDir, upload.url.replace('/media/files/', '')));
    expect(stored.length).toBe(sent.length);
    expect(stored.includes(SAMPLE_MP4_PLACE)).toBe(false);
    expect(stored.includes('udta')).toBe(false);
    const mdat = sent.indexOf('mdat') - 4;
    expect(stored.subarray(mdat)).toEqual(sent.subarray(mdat));
    const served = await testApp.app.inject(upload.url);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload).toEqual(stored);
  });

  it('refuses a WebM that is its four magic bytes and garbage, a Matroska file and a film cut short, storing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const before = await storedState();
    const fake = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('<script>alert(1)</script>'.repeat(40))]);
    const faked = await uploadVideo(browser, 'clip.webm', fake);
    expect(faked.statusCode).toBe(400);
    expect(errorResponseSchema.parse(faked.json()).error.message).toBe(
      '"clip.webm" is cut short or damaged. Save it again as a WebM or MP4 video and choose the new file.',
    );
    const mkv = await uploadVideo(browser, 'film.webm', Buffer.from(sampleWebm().toString('latin1').replace('webm', 'mkv\0'), 'latin1'));
    expect(errorResponseSchema.parse(mkv.json()).error.message).toBe(
      '"film.webm" is not a WebM video. Save it again as a WebM or MP4 video and choose the new file.',
    );
    const cut = await uploadVideo(browser, 'half.webm', sampleWebm().subarray(0, -100));
    expect(cut.statusCode).toBe(400);
    expect(await storedState()).toEqual(before);
  });

  it('stores a real WebM without its tags and title, every other byte where it was, and serves it', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const sent = sampleWebm();
    expect(sent.includes(SAMPLE_WEBM_PLACE)).toBe(true);
    const response = await uploadVideo(browser, 'walk.webm', sent);
    expect(response.statusCode).toBe(200);
    const upload = mediaUploadResponseSchema.parse(response.json()).upload;
    if (upload.kind !== 'video_platform') throw new Error('expected a video');
    expect(upload.url).toMatch(/\.webm$/);
    const stored = await readFile(path.join(testApp.mediaDir, upload.url.replace('/media/files/', '')));
    expect(stored.length).toBe(sent.length);
    for (const gone of [SAMPLE_WEBM_PLACE, 'LOCATION', 'Acacia']) expect(stored.includes(gone)).toBe(false);
    // The Tags' ID (12 54 c3 67) is gone with them; the frames, before the Tags, are untouched.
    expect(stored.includes(Buffer.from([0x12, 0x54, 0xc3, 0x67]))).toBe(false);
    const clusters = sent.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    const tags = sent.indexOf(Buffer.from([0x12, 0x54, 0xc3, 0x67]));
    expect(stored.subarray(clusters, tags)).toEqual(sent.subarray(clusters, tags));
    const served = await testApp.app.inject(upload.url);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload).toEqual(stored);
  });
});

describe('the per-user upload limit (issue #28, item 6: "a per-user upload rate limit (429 with a message and Retry-After)")', () => {
  it('counts the uploads of the last hour, then answers 429 with Retry-After on all four routes, storing nothing', async () => {
    const browser = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.28' });
    const email = 'uma.uploader@example.com';
    await signUpThroughLink(testApp, browser, { name: 'Uma Uploader', email, password: 'twenty-eight items later' });
    const { rows } = await sql<{ id: string }>`select id::text from users where email = ${email}`.execute(db());
    const attempts = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from upload_attempts where user_id = ${rows[0]!.id}`.execute(db())).rows[0]!.n;
    // The hour's earlier uploads, the oldest ten minutes ago, and one that no longer counts.
    await sql`insert into upload_attempts (user_id, created_at)
      select ${rows[0]!.id}::bigint, now() - interval '10 minutes' from generate_series(1, ${UPLOADS_PER_HOUR - 1})
      union all select ${rows[0]!.id}::bigint, now() - interval '61 minutes'`.execute(db());
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect((await uploadEvidence(browser, 'last.pdf', pdf)).statusCode).toBe(200);
    expect(await attempts()).toBe(UPLOADS_PER_HOUR + 1);

    const before = await storedState();
    for (const url of UPLOAD_ROUTES) {
      const refused = await browser.upload(url, { field: 'file', filename: 'one-more.pdf', contentType: 'application/pdf', bytes: pdf });
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(49 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(50 * 60);
      expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
        `You have sent ${UPLOADS_PER_HOUR} files in the last hour. Please wait 50 minutes and send this one again.`,
      );
      // Refused before its body is read: a body past the picture, avatar and evidence limits answers 429 too, not 413.
      const huge = await browser.upload(url, { field: 'file', filename: 'huge.pdf', contentType: 'application/pdf', bytes: Buffer.alloc(20 * 1024 * 1024) });
      expect({ url, status: huge.statusCode }).toEqual({ url, status: 429 });
    }
    expect(await storedState()).toEqual(before);
    expect(await attempts()).toBe(UPLOADS_PER_HOUR + 1);
  });

  it('lets uploads sent at once through only as far as the hour’s places go, and does not count a body that never arrived whole', async () => {
    const browser = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.29' });
    const email = 'pat.parallel@example.com';
    await signUpThroughLink(testApp, browser, { name: 'Pat Parallel', email, password: 'five at once, one gets in' });
    const { rows } = await sql<{ id: string }>`select id::text from users where email = ${email}`.execute(db());
    await sql`insert into upload_attempts (user_id, created_at)
      select ${rows[0]!.id}::bigint, now() - interval '10 minutes' from generate_series(1, ${UPLOADS_PER_HOUR - 2})`.execute(db());
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    // A body cut short is refused (400) and leaves the place free.
    const unterminated = MALFORMED_UPLOADS.find((upload) => upload.name === 'an unterminated part')!;
    expect((await browser.sendRaw('POST', '/reviews/reviewer/dispute_files', unterminated.body, unterminated.contentType)).statusCode).toBe(400);
    const statuses = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => uploadEvidence(browser, `at-once-${n}.pdf`, pdf).then((answer) => answer.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe('uploads never attached (issue #28, item 6: "uploads never attached are swept after a day")', () => {
  it('removes the rows and files of pictures, videos and evidence nothing claimed within a day, keeping newer and claimed ones', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const picture = async () => {
      const response = await browser.upload('/reviews/reviewer/uploads?kind=picture', {
        field: 'file',
        filename: 'p.jpg',
        contentType: 'image/jpeg',
        bytes: await photoWithGps('jpeg'),
      });
      const upload = mediaUploadResponseSchema.parse(response.json()).upload;
      if (upload.kind !== 'picture') throw new Error('expected a picture');
      return { id: upload.public_id, keys: [upload.compact, upload.huge].map((url) => url.replace('/media/files/', '')) };
    };
    const video = async () => {
      const upload = mediaUploadResponseSchema.parse(
        (
          await browser.upload('/reviews/reviewer/uploads?kind=video', { field: 'file', filename: 'v.mp4', contentType: 'video/mp4', bytes: sampleMp4() })
        ).json(),
      ).upload;
      if (upload.kind !== 'video_platform') throw new Error('expected a video');
      return { id: upload.public_id, keys: [upload.url.replace('/media/files/', '')] };
    };
    const evidence = async () => {
      const file = disputeFileUploadResponseSchema.parse((await uploadEvidence(browser, 'r.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'))).json()).file;
      const { rows } = await sql<{ storage_key: string }>`select storage_key from dispute_files where public_id = ${file.public_id}`.execute(db());
      return { id: file.public_id, keys: [rows[0]!.storage_key] };
    };
    const old = { picture: await picture(), video: await video(), evidence: await evidence() };
    const fresh = { picture: await picture(), evidence: await evidence() };
    const claimed = { picture: await picture(), evidence: await evidence() };
    // Claimed as a review and a dispute claim them, and everything but the fresh ones sent 25 hours ago.
    await sql`update media_uploads set review_id = (select min(id) from reviews) where public_id = ${claimed.picture.id}`.execute(db());
    await sql`update dispute_files set dispute_id = (select min(id) from disputes) where public_id = ${claimed.evidence.id}`.execute(db());
    const aged = [old.picture.id, old.video.id, claimed.picture.id];
    await sql`update media_uploads set created_at = now() - interval '25 hours' where public_id in (${sql.join(aged)})`.execute(db());
    await sql`update dispute_files set created_at = now() - interval '25 hours' where public_id in (${sql.join([old.evidence.id, claimed.evidence.id])})`.execute(
      db(),
    );
    const stale = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await sql`insert into upload_attempts (user_id, created_at) select id, ${stale} from users where email = ${DEMO_ACCOUNTS.secondReviewer.email}`.execute(
      db(),
    );

    const storage = fileMediaStorage(testApp.mediaDir);
    // A day has not passed for anything as the clock stood 24 hours ago: nothing goes.
    expect(await sweepUnattachedUploads(db(), storage, new Date(Date.now() - 24 * 60 * 60 * 1000))).toEqual({ uploads: 0, disputeFiles: 0, filesLeft: 0 });
    expect(await sweepUnattachedUploads(db(), storage, new Date())).toEqual({ uploads: 2, disputeFiles: 1, filesLeft: 0 });

    const ids = async () =>
      [
        ...(await sql<{ public_id: string }>`select public_id from media_uploads`.execute(db())).rows,
        ...(await sql<{ public_id: string }>`select public_id from dispute_files`.execute(db())).rows,
      ].map((row) => row.public_id);
    const exists = (key: string) => storage.open(key).then((file) => file !== null);
    const remaining = await ids();
    for (const upload of Object.values(old)) {
      expect(remaining).not.toContain(upload.id);
      for (const key of upload.keys) expect(await exists(key)).toBe(false);
    }
    for (const upload of [...Object.values(fresh), ...Object.values(claimed)]) {
      expect(remaining).toContain(upload.id);
      for (const key of upload.keys) expect(await exists(key)).toBe(true);
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from upload_attempts where created_at < now() - interval '1 hour'`.execute(db());
    expect(rows[0]!.n).toBe(0);
  });
});
