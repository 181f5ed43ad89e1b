import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { MALFORMED_UPLOADS, UPLOAD_ROUTES } from '../../testing/malformed-uploads';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';

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
