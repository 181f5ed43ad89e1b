import {
  SITEMAP_URLSET_END,
  SITEMAP_URLSET_START,
  sitemapFileCount,
  sitemapFileFromName,
  sitemapFilePath,
  sitemapIdRange,
  sitemapIndexXml,
  sitemapLastmod,
  sitemapUrlsXml,
  xmlEscape,
} from './sitemap-xml';

describe('xmlEscape', () => {
  it.each([
    ['plain', 'plain'],
    ['a & b', 'a &amp; b'],
    ['<loc>', '&lt;loc&gt;'],
    [`"it's"`, '&quot;it&apos;s&quot;'],
    ['tab\tnew\nline', 'tab\tnew\nline'],
    ['nul\u0000 bell\u0007 ff\u000c', 'nul bell ff'],
    ['lone \uD800 surrogate \uDC00', 'lone  surrogate '],
    ['pair \uD83D\uDE00 kept', 'pair \uD83D\uDE00 kept'],
    ['\uFFFE\uFFFF', ''],
    ['&amp;', '&amp;amp;'],
  ])('%j -> %j', (text, escaped) => {
    expect(xmlEscape(text)).toBe(escaped);
  });
});

describe('sitemap file names and numbering', () => {
  it('round-trips a file through its path', () => {
    expect(sitemapFilePath({ kind: 'products', number: 2 })).toBe('/sitemaps/products-2.xml');
    expect(sitemapFileFromName('products-2.xml')).toEqual({ kind: 'products', number: 2 });
  });

  it.each([
    'bogus.xml',
    'products-0.xml',
    'products-01.xml',
    'products--1.xml',
    'products-1.json',
    'products-1.xml.gz',
    'products-9999999999.xml',
    'users-1.xml',
  ])('names no file with %s', (name) => {
    expect(sitemapFileFromName(name)).toBeNull();
  });

  it('gives file k the ids ((k-1)*perFile, k*perFile], so files never overlap and hold at most perFile rows', () => {
    expect(sitemapIdRange(1, 50_000)).toEqual({ afterId: 0, lastId: 50_000 });
    expect(sitemapIdRange(3, 10)).toEqual({ afterId: 20, lastId: 30 });
  });

  it('counts the files covering ids up to the largest', () => {
    expect(sitemapFileCount(null, 10)).toBe(0);
    expect(sitemapFileCount(1, 10)).toBe(1);
    expect(sitemapFileCount(10, 10)).toBe(1);
    expect(sitemapFileCount(11, 10)).toBe(2);
    expect(sitemapFileCount(1_000_000, 50_000)).toBe(20);
  });
});

describe('sitemap XML', () => {
  it('writes a lastmod as a W3C datetime to the second', () => {
    expect(sitemapLastmod(new Date('2024-05-01T12:34:56.789Z'))).toBe('2024-05-01T12:34:56Z');
  });

  it('writes url entries with escaped locations and optional lastmod', () => {
    const xml = sitemapUrlsXml([
      { loc: 'https://v.example/a?x=1&y=2', lastmod: new Date('2024-05-01T00:00:00Z') },
      { loc: 'https://v.example/b' },
    ]);
    expect(xml).toBe(
      '<url><loc>https://v.example/a?x=1&amp;y=2</loc><lastmod>2024-05-01T00:00:00Z</lastmod></url>\n<url><loc>https://v.example/b</loc></url>\n',
    );
  });

  it('makes a whole sitemap file of its start, its entries and its end', () => {
    const file =
      SITEMAP_URLSET_START + sitemapUrlsXml([{ loc: 'https://v.example/b' }]) + SITEMAP_URLSET_END;
    expect(file).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://v.example/b</loc></url>\n</urlset>\n',
    );
  });

  it('writes an index of sitemap files', () => {
    expect(sitemapIndexXml([{ loc: 'https://v.example/sitemaps/pages-1.xml' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://v.example/sitemaps/pages-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
