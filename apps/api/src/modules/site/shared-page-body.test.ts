import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { csrfTokenFor } from '../auth';
import { FALLBACK_SHELL_TEMPLATE, renderPageHtml } from './render-page-html';
import {
  etagOfPage,
  gzipEtagOf,
  gzipOfPage,
  plainPage,
  prepareHead,
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
  renderPageHtml(FALLBACK_SHELL_TEMPLATE, {
    meta: { title, description: 'Reviews of a canvas backpack' },
    csrfToken: token,
    loggedIn: false,
    structuredData: Array.from({ length: 800 }, (_, index) => ({
      '@type': 'Review',
      position: index,
      note: `n${(index * 7919) % 1000}`,
    })),
  }).split('<div id="root">')[0]!;
/** A CSRF token as the site makes them: an HMAC in base64url. */
const tokenOf = (visitor: string) => csrfTokenFor('secret', visitor);

describe('a cached page joined to a fresh head', () => {
  it('gunzips to the head followed by the rendered page, byte for byte, as the plain bytes are', () => {
    const result = renderedPage();
    const body = sharedPageBody(result, TAIL);
    expect(body.bytes.length).toBeGreaterThan(100_000);
    // A token longer than a stored block holds (65,535 bytes) is sent as several.
    for (const token of [tokenOf('first visitor'), 'x'.repeat(70_000), '']) {
      const expected = Buffer.concat([Buffer.from(headText(token)), body.bytes]);
      const head = prepareHead(headText(token), token, body);
      expect(gunzipSync(gzipOfPage(head, body)).equals(expected)).toBe(true);
      expect(plainPage(head, body).equals(expected)).toBe(true);
    }
    expect(body.bytes.toString()).toContain('<div id="root"><article class="review">');
  });

  it('finds the token once in a head the site renders, and keeps the parts around it for the next visitor', () => {
    const body = sharedPageBody(renderedPage(), TAIL);
    const [one, two] = [tokenOf('one'), tokenOf('two')];
    expect(headText(one).split(one)).toHaveLength(2);
    const first = prepareHead(headText(one), one, body);
    expect(first.token.toString()).toBe(one);
    expect(first.parts.before).toContain('<meta name="csrf-token" content="');
    expect(prepareHead(headText(two), two, body).parts).toBe(first.parts);
    const retitled = prepareHead(headText(one, 'Another page'), one, body);
    expect(retitled.parts).not.toBe(first.parts);
    expect(gunzipSync(gzipOfPage(retitled, body)).toString()).toContain(
      '<title>Another page</title>',
    );
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
    const [a, b] = [tokenOf('a'), tokenOf('b')];
    const etagFor = (token: string, of = body) =>
      etagOfPage(prepareHead(headText(token), token, of), of);
    const etag = etagFor(a);
    expect(etagFor(a)).toBe(etag);
    expect(etagFor(b)).not.toBe(etag);
    expect(etagFor(a, sharedPageBody(renderedPage(), TAIL))).not.toBe(etag);
    expect(etagOfPage(prepareHead(headText(a, 'Another page'), a, body), body)).not.toBe(etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(gzipEtagOf(etag)).toBe(`${etag.slice(0, -1)}-gz"`);
  });
});
