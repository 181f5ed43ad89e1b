import { renderedRoot, splitAtRoot } from './render-page-html';

const built =
  '<!doctype html><html><head><title>x</title></head><body><div id=root></div><noscript>Vouch needs JavaScript to show reviews.</noscript></body></html>';

describe('a server-rendered page around the shell template', () => {
  it('splits the page at its empty root, minified or not', () => {
    expect(splitAtRoot(built)).toEqual([
      '<!doctype html><html><head><title>x</title></head><body>',
      built.slice(built.indexOf('<div id=root>')),
    ]);
    expect(splitAtRoot('<body><div id="root"></div></body>')[1]).toBe(
      '<div id="root"></div></body>',
    );
  });

  it('puts the rendering, its styles and the state in the root, without the needs-JavaScript notice', () => {
    const [, tail] = splitAtRoot(built);
    const html = renderedRoot(
      {
        rendered: true,
        html: '<main>Reviews</main>',
        styleTags: '<style data-styled="true">a{}</style>',
        state: { a: '</script>' },
      },
      tail,
    );
    expect(html).toBe(
      '<style data-styled="true">a{}</style><div id="root"><main>Reviews</main></div><script type="application/json" id="vouch-server-state">{"a":"\\u003c/script>"}</script></body></html>',
    );
  });

  it('leaves the empty root for the browser when the server did not render', () => {
    const [, tail] = splitAtRoot(built);
    expect(renderedRoot({ rendered: false, reason: 'slow' }, tail)).toBe(tail);
  });
});
