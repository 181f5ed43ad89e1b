import { sql } from 'kysely';
import {
  disputeFileUploadResponseSchema,
  errorResponseSchema,
  mediaUploadResponseSchema,
} from '@vouch/contracts';
import { UPLOADS_PER_HOUR } from '@vouch/domain';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { MALFORMED_UPLOADS, UPLOAD_ROUTES } from '../../testing/malformed-uploads';
import { fileMediaStorage } from './media-storage';
import { sweepUnattachedUploads } from './upload-sweep';
import { sampleMp4 } from '../../testing/sample-mp4';
import {
  createTestApp,
  signedInBrowser,
  signUpThroughLink,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';
import { photoWithGps, uploadEvidence, uploadRows } from '../../testing/fixtures/uploads';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { storedState } = uploadRows(() => testApp);

describe('malformed upload bodies (issue #28, item 4: "every malformed multipart body answers 400 with a message a user can act on")', () => {
  it('answers 400 with a message on all four upload routes, storing no row and no file', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const before = await storedState();
    const answers = new Map<string, string>();
    for (const url of UPLOAD_ROUTES) {
      for (const upload of MALFORMED_UPLOADS) {
        const response = await browser.sendRaw('POST', url, upload.body, upload.contentType);
        expect({ url, body: upload.name, status: response.statusCode }).toEqual({
          url,
          body: upload.name,
          status: 400,
        });
        answers.set(upload.name, errorResponseSchema.parse(response.json()).error.message);
      }
    }
    expect(await storedState()).toEqual(before);
    expect(answers.get('no boundary')).toBe(
      'The upload has no multipart boundary. Choose the file and send it again.',
    );
    expect(answers.get('an unterminated part')).toBe(
      'The file did not arrive whole. Choose the file and send it again.',
    );
    expect(answers.get('a field instead of a file')).toBe('Choose a file to upload.');
    expect(answers.get('two files')).toBe('Send one file at a time.');
    expect(answers.get('more fields than a form sends')).toBe(
      'Send the file alone, without other form fields.',
    );
  }, 60_000);

  it('tells a client that sends another multipart type to send a form', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const response = await browser.sendRaw(
      'POST',
      '/reviews/reviewer/dispute_files',
      '--b\r\n\r\nx\r\n--b--\r\n',
      'multipart/mixed; boundary=b',
    );
    expect(response.statusCode).toBe(415);
    expect(errorResponseSchema.parse(response.json()).error.message).toBe(
      'Send files as multipart/form-data.',
    );
  });
});

describe('the per-user upload limit (issue #28, item 6: "a per-user upload rate limit (429 with a message and Retry-After)")', () => {
  it('counts the uploads of the last hour, then answers 429 with Retry-After on all four routes, storing nothing', async () => {
    const browser = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.28' });
    const email = 'uma.uploader@example.com';
    await signUpThroughLink(testApp, browser, {
      name: 'Uma Uploader',
      email,
      password: 'twenty-eight items later',
    });
    const { rows } = await sql<{
      id: string;
    }>`select id::text from users where email = ${email}`.execute(db());
    const attempts = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from upload_attempts where user_id = ${rows[0]!.id}`.execute(
          db(),
        )
      ).rows[0]!.n;
    // The hour's earlier uploads, the oldest ten minutes ago, and one that no longer counts.
    await sql`insert into upload_attempts (user_id, created_at)
      select ${rows[0]!.id}::bigint, now() - interval '10 minutes' from generate_series(1, ${UPLOADS_PER_HOUR - 1})
      union all select ${rows[0]!.id}::bigint, now() - interval '61 minutes'`.execute(db());
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect((await uploadEvidence(browser, 'last.pdf', pdf)).statusCode).toBe(200);
    expect(await attempts()).toBe(UPLOADS_PER_HOUR + 1);

    const before = await storedState();
    for (const url of UPLOAD_ROUTES) {
      const refused = await browser.upload(url, {
        field: 'file',
        filename: 'one-more.pdf',
        contentType: 'application/pdf',
        bytes: pdf,
      });
      expect({ url, status: refused.statusCode }).toEqual({ url, status: 429 });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(49 * 60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(50 * 60);
      expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
        `You have sent ${UPLOADS_PER_HOUR} files in the last hour. Please wait 50 minutes and send this one again.`,
      );
      // Refused before its body is read: a body past the picture, avatar and evidence limits answers 429 too, not 413.
      const huge = await browser.upload(url, {
        field: 'file',
        filename: 'huge.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.alloc(20 * 1024 * 1024),
      });
      expect({ url, status: huge.statusCode }).toEqual({ url, status: 429 });
    }
    expect(await storedState()).toEqual(before);
    expect(await attempts()).toBe(UPLOADS_PER_HOUR + 1);
  });

  it('lets uploads sent at once through only as far as the hour’s places go, and does not count a body that never arrived whole', async () => {
    const browser = new TestBrowser(testApp.app, { remoteAddress: '198.51.100.29' });
    const email = 'pat.parallel@example.com';
    await signUpThroughLink(testApp, browser, {
      name: 'Pat Parallel',
      email,
      password: 'five at once, one gets in',
    });
    const { rows } = await sql<{
      id: string;
    }>`select id::text from users where email = ${email}`.execute(db());
    await sql`insert into upload_attempts (user_id, created_at)
      select ${rows[0]!.id}::bigint, now() - interval '10 minutes' from generate_series(1, ${UPLOADS_PER_HOUR - 2})`.execute(
      db(),
    );
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    // A body cut short is refused (400) and leaves the place free.
    const unterminated = MALFORMED_UPLOADS.find(
      (upload) => upload.name === 'an unterminated part',
    )!;
    expect(
      (
        await browser.sendRaw(
          'POST',
          '/reviews/reviewer/dispute_files',
          unterminated.body,
          unterminated.contentType,
        )
      ).statusCode,
    ).toBe(400);
    const statuses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        uploadEvidence(browser, `at-once-${n}.pdf`, pdf).then((answer) => answer.statusCode),
      ),
    );
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
      return {
        id: upload.public_id,
        keys: [upload.compact, upload.huge].map((url) => url.replace('/media/files/', '')),
      };
    };
    const video = async () => {
      const upload = mediaUploadResponseSchema.parse(
        (
          await browser.upload('/reviews/reviewer/uploads?kind=video', {
            field: 'file',
            filename: 'v.mp4',
            contentType: 'video/mp4',
            bytes: sampleMp4(),
          })
        ).json(),
      ).upload;
      if (upload.kind !== 'video_platform') throw new Error('expected a video');
      return { id: upload.public_id, keys: [upload.url.replace('/media/files/', '')] };
    };
    const evidence = async () => {
      const file = disputeFileUploadResponseSchema.parse(
        (await uploadEvidence(browser, 'r.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'))).json(),
      ).file;
      const { rows } = await sql<{
        storage_key: string;
      }>`select storage_key from dispute_files where public_id = ${file.public_id}`.execute(db());
      return { id: file.public_id, keys: [rows[0]!.storage_key] };
    };
    const old = { picture: await picture(), video: await video(), evidence: await evidence() };
    const fresh = { picture: await picture(), evidence: await evidence() };
    const claimed = { picture: await picture(), evidence: await evidence() };
    // Claimed as a review and a dispute claim them, and everything but the fresh ones sent 25 hours ago.
    await sql`update media_uploads set review_id = (select min(id) from reviews) where public_id = ${claimed.picture.id}`.execute(
      db(),
    );
    await sql`update dispute_files set dispute_id = (select min(id) from disputes) where public_id = ${claimed.evidence.id}`.execute(
      db(),
    );
    const aged = [old.picture.id, old.video.id, claimed.picture.id];
    await sql`update media_uploads set created_at = now() - interval '25 hours' where public_id in (${sql.join(aged)})`.execute(
      db(),
    );
    await sql`update dispute_files set created_at = now() - interval '25 hours' where public_id in (${sql.join([old.evidence.id, claimed.evidence.id])})`.execute(
      db(),
    );
    const stale = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await sql`insert into upload_attempts (user_id, created_at) select id, ${stale} from users where email = ${DEMO_ACCOUNTS.secondReviewer.email}`.execute(
      db(),
    );

    const storage = fileMediaStorage(testApp.mediaDir);
    // A day has not passed for anything as the clock stood 24 hours ago: nothing goes.
    expect(
      await sweepUnattachedUploads(db(), storage, new Date(Date.now() - 24 * 60 * 60 * 1000)),
    ).toEqual({ uploads: 0, disputeFiles: 0, filesLeft: 0 });
    expect(await sweepUnattachedUploads(db(), storage, new Date())).toEqual({
      uploads: 2,
      disputeFiles: 1,
      filesLeft: 0,
    });

    const ids = async () =>
      [
        ...(await sql<{ public_id: string }>`select public_id from media_uploads`.execute(db()))
          .rows,
        ...(await sql<{ public_id: string }>`select public_id from dispute_files`.execute(db()))
          .rows,
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
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from upload_attempts where created_at < now() - interval '1 hour'`.execute(
      db(),
    );
    expect(rows[0]!.n).toBe(0);
  });
});
