import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import {
  disputeFileUploadResponseSchema,
  errorResponseSchema,
  mediaUploadResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { SAMPLE_MP4_PLACE, sampleMp4 } from '../../testing/sample-mp4';
import { SAMPLE_WEBM_PLACE, sampleWebm } from '../../testing/sample-webm';
import {
  createTestApp,
  signedInBrowser,
  type TestApp,
  type TestBrowser,
} from '../../testing/test-app';
import { photoWithGps, uploadEvidence, uploadRows } from '../../testing/fixtures/uploads';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { storedState } = uploadRows(() => testApp);

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

/** The stored bytes of an evidence file, as the arbitrator will be sent them. */
async function storedEvidence(publicId: string): Promise<Buffer> {
  const { rows } = await sql<{
    storage_key: string;
  }>`select storage_key from dispute_files where public_id = ${publicId}`.execute(db());
  return readFile(path.join(testApp.mediaDir, rows[0]!.storage_key));
}

describe('evidence pictures (issue #28, item 6: "evidence pictures (JPEG, PNG, TIFF) lose EXIF and GPS as review pictures already do")', () => {
  it.each(['jpeg', 'png', 'tiff'] as const)(
    'stores a %s at its own size and format, without the EXIF and GPS it came with',
    async (format) => {
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
      expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({
        format,
        width: 64,
        height: 48,
      });
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(stored.includes('TestCam') || stored.includes('GPSLatitude')).toBe(false);
      expect(file.byte_size).toBe(stored.length);
    },
  );

  it('serves PDFs and Word files as attachments with nosniff, and pictures inline (issue #28, item 6)', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const files = {
      'receipt.pdf': Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      ),
      'letter.doc': Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(512),
      ]),
      'scene.jpg': await photoWithGps('jpeg'),
    };
    const served: Record<string, [string | undefined, string | undefined]> = {};
    for (const [name, bytes] of Object.entries(files)) {
      const file = disputeFileUploadResponseSchema.parse(
        (await uploadEvidence(browser, name, bytes)).json(),
      ).file;
      const answer = await browser.get(file.url);
      served[name] = [
        String(answer.headers['content-disposition']).split(';')[0],
        answer.headers['x-content-type-options'] as string | undefined,
      ];
    }
    expect(served).toEqual({
      'receipt.pdf': ['attachment', 'nosniff'],
      'letter.doc': ['attachment', 'nosniff'],
      'scene.jpg': ['inline', 'nosniff'],
    });
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
    expect(
      (
        await sharp(
          await storedEvidence(
            disputeFileUploadResponseSchema.parse(response.json()).file.public_id,
          ),
        ).metadata()
      ).pages,
    ).toBe(2);
  });

  it('refuses bytes that start as a JPEG but do not decode, storing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const before = await storedState();
    const response = await uploadEvidence(
      browser,
      'broken.jpg',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
    );
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe(
      '"broken.jpg" is not a PDF, Word document, JPEG, PNG or TIFF file.',
    );
    expect(await storedState()).toEqual(before);
  });
});

describe('pictures past the pixel limit (issue #28, item 6: "a 16000x16000 PNG of 31 KB must be refused fast, without decoding")', () => {
  it('refuses it from its header on every route that takes pictures, storing nothing', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const bomb = pngBomb(16000, 16000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = await storedState();
    for (const url of [
      '/reviews/reviewer/uploads?kind=picture',
      '/reviews/reviewer/dispute_files',
      '/reviews/profile/avatar',
    ]) {
      const response = await browser.upload(url, {
        field: 'file',
        filename: 'plain.png',
        contentType: 'image/png',
        bytes: bomb,
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 413 });
      // The size named comes from the header: a decoder would have refused it with another message.
      expect(errorResponseSchema.parse(response.json()).error.message).toBe(
        'This picture is 16000 × 16000 pixels; pictures up to 50 megapixels are accepted.',
      );
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
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom'),
      Buffer.alloc(12),
      Buffer.from('<script>alert(1)</script>'.repeat(40)),
    ]);
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
    const stored = await readFile(
      path.join(testApp.mediaDir, upload.url.replace('/media/files/', '')),
    );
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
    const fake = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('<script>alert(1)</script>'.repeat(40)),
    ]);
    const faked = await uploadVideo(browser, 'clip.webm', fake);
    expect(faked.statusCode).toBe(400);
    expect(errorResponseSchema.parse(faked.json()).error.message).toBe(
      '"clip.webm" is cut short or damaged. Save it again as a WebM or MP4 video and choose the new file.',
    );
    const mkv = await uploadVideo(
      browser,
      'film.webm',
      Buffer.from(sampleWebm().toString('latin1').replace('webm', 'mkv\0'), 'latin1'),
    );
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
    const stored = await readFile(
      path.join(testApp.mediaDir, upload.url.replace('/media/files/', '')),
    );
    expect(stored.length).toBe(sent.length);
    for (const gone of [SAMPLE_WEBM_PLACE, 'LOCATION', 'Acacia'])
      expect(stored.includes(gone)).toBe(false);
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
