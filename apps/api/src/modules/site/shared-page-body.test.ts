import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import {
  etagOfPage,
  gzipEtagOf,
  gzipOfPage,
  plainPage,
  sharedPageBody,
  splitAtToken,
} from './shared-page-body';
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

/** A head longer than deflate's window too: a real one carries the remotes map and structured data. */
const headText = (token: string, title = 'Review') =>
  `<!doctype html><html><head><meta name="csrf-token" content="${token}"><title>${title}</title>` +
  `<script type="application/ld+json">${JSON.stringify(Array.from({ length: 800 }, (_, index) => ({ '@type': 'Review', position: index, note: `n${(index * 7919) % 1000}` })))}</script></head><body>`;
const headFor = (token: string, title?: string) => splitAtToken(headText(token, title), token);

describe('a cached page joined to a fresh head', () => {
  it('gunzips to the head followed by the rendered page, byte for byte, as the plain bytes are', () => {
    const result = renderedPage();
    const body = sharedPageBody(result, TAIL);
    expect(body.bytes.length).toBeGreaterThan(100_000);
    // A token longer than a stored block holds (65,535 bytes) is sent as several.
    for (const token of ['first-visitor-token', 'x'.repeat(70_000), '']) {
      const expected = Buffer.concat([Buffer.from(headText(token)), body.bytes]);
      expect(gunzipSync(gzipOfPage(headFor(token), body)).equals(expected)).toBe(true);
      expect(plainPage(headFor(token), body).equals(expected)).toBe(true);
    }
    expect(body.bytes.toString()).toContain('<div id="root"><article class="review">');
  });

  it('joins the same deflated head parts for every visitor, only the token told apart, and a changed head deflated afresh', () => {
    const body = sharedPageBody(renderedPage(), TAIL);
    const first = gzipOfPage(headFor('token-one'), body);
    const second = gzipOfPage(headFor('token-two'), body);
    // The same deflated parts either side of a token of the same length: only the token differs.
    const differing = first.findIndex((byte, index) => byte !== second[index]);
    expect(first.length).toBe(second.length);
    expect(first.subarray(differing, differing + 3).toString()).toBe('one');
    const retitled = gzipOfPage(headFor('token-one', 'Another page'), body);
    expect(gunzipSync(retitled).toString()).toContain('<title>Another page</title>');
  });

  it('keeps a head whole where the token is not in it', () => {
    expect(splitAtToken('<head></head>', 'absent')).toEqual({
      before: '<head></head>',
      token: '',
      after: '',
    });
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
