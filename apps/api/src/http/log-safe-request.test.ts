import { Writable } from 'node:stream';
import { appOnTestDatabase, createTestApp, type TestApp } from '../testing/test-app';
import { redactedUrl } from './log-safe-request';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('redactedUrl', () => {
  it("hides the value of every mailed link's token and of `token`, keeping the rest", () => {
    expect(redactedUrl('/login?reset=abc&return_to=%2Freviews')).toBe(
      '/login?reset=redacted&return_to=%2Freviews',
    );
    expect(redactedUrl('/login?confirm=abc')).toBe('/login?confirm=redacted');
    expect(redactedUrl('/login?link=abc')).toBe('/login?link=redacted');
    expect(redactedUrl('/unsubscribe?kind=x&t%6Fken=abc')).toBe(
      '/unsubscribe?kind=x&t%6Fken=redacted',
    );
    expect(redactedUrl('/reviews/search?q=token')).toBe('/reviews/search?q=token');
    expect(redactedUrl('/reviews?%E0%A4%A=1')).toBe('/reviews?%E0%A4%A=1');
  });
});

describe('the request log at the default level (issue #58 item 5)', () => {
  it('never holds a reset, sign-in, sign-up or unsubscribe token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await appOnTestDatabase(testApp, { logger: { stream } });
    try {
      for (const url of [
        '/login?reset=SECRET-RESET',
        '/login?link=SECRET-LINK',
        '/login?confirm=SECRET-CONFIRM',
        '/unsubscribe?token=SECRET-UNSUBSCRIBE',
        '/reviews/review-requests?token=SECRET-REQUEST',
      ])
        await app.inject({ method: 'GET', url });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/login?reset=redacted"');
    expect(log).not.toMatch(/SECRET-/);
  });
});
