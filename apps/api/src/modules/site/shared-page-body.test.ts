import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { etagOfPage, gzipEtagOf, gzipOfPage, sharedPageBody } from './shared-page-body';
import type { ServerRenderResult } from './server-renderer';

const TAIL = '<div id="root"></div><noscript>Vouch needs JavaScript.</noscript></body></html>';

/** A rendered page much longer than deflate's 32 KB window, repeating itself as real markup does. */
function renderedPage(): ServerRenderResult {
  const review = (index: number) =>
    `<article class="review"><h3>Review ${index}</h3><p>Great canvas backpack, ${randomBytes(6).toString('hex')}.</p></article>`;
  return {
    rendered: true,
    html: Array.from({ length: 1500 }, (_, index) => review(index)).join(''),
    styleTags: '<style data-styled="true">.review{margin:8px}</style>',
    state: { reviews: Array.from({ length: 200 }, (_, index) => ({ id: index, stars: 5 })) },
  };
}

const headFor = (token: string) =>
  Buffer.from(
    `<!doctype html><html><head><meta name="csrf-token" content="${token}"><title>Review</title></head><body>`,
  );

describe('a cached page joined to a fresh head', () => {
  it('gunzips to the head followed by the rendered page, byte for byte', () => {
    const result = renderedPage();
    const body = sharedPageBody(result, TAIL);
    expect(body.bytes.length).toBeGreaterThan(100_000);
    for (const token of ['first-visitor-token', 'x'.repeat(5000)]) {
      const head = headFor(token);
      expect(gunzipSync(gzipOfPage(head, body)).equals(Buffer.concat([head, body.bytes]))).toBe(
        true,
      );
    }
    expect(body.bytes.toString()).toContain('<div id="root"><article class="review">');
  });

  it('prepares the shared part once per render, again when the template changes', () => {
    const result = renderedPage();
    const body = sharedPageBody(result, TAIL);
    expect(sharedPageBody(result, TAIL)).toBe(body);
    const changed = sharedPageBody(
      result,
      TAIL.replace('</body>', '<script src="/x.js"></script></body>'),
    );
    expect(changed).not.toBe(body);
    expect(changed.bytes.toString()).toContain('/x.js');
  });

  it('gives each visitor’s page its own ETag, the same on every visit', () => {
    const body = sharedPageBody(renderedPage(), TAIL);
    const etag = etagOfPage(headFor('a'), body);
    expect(etagOfPage(headFor('a'), body)).toBe(etag);
    expect(etagOfPage(headFor('b'), body)).not.toBe(etag);
    expect(etagOfPage(headFor('a'), sharedPageBody(renderedPage(), TAIL))).not.toBe(etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(gzipEtagOf(etag)).toBe(`${etag.slice(0, -1)}-gz"`);
  });
});
