import { pagePath } from './page-path';
import { safeReturnPath } from './return-path';

const HOME = pagePath('home');

describe('safeReturnPath: where return_to may lead after signing in', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/reviews/feed?store_events=false')).toBe(
      '/reviews/feed?store_events=false',
    );
    expect(safeReturnPath('/reviews/trust#terms')).toBe('/reviews/trust#terms');
    expect(safeReturnPath('/reviews/stores/acme%20co')).toBe('/reviews/stores/acme%20co');
  });

  it('gives the path as the URL parser reads it', () => {
    expect(safeReturnPath('/reviews/../reviews/feed')).toBe('/reviews/feed');
    expect(safeReturnPath('/reviews/feed?q=a b')).toBe('/reviews/feed?q=a%20b');
  });

  it.each([
    ['another host', '//evil.example/x'],
    ['a backslash read as a slash', '/\\evil.example/x'],
    ['backslashes only', '\\\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example/x'],
    ['an encoded backslash, lower case', '/%5cevil.example/x'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['a tab the parser drops', '/\t/evil.example'],
    ['a newline the parser drops', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/reviews\u0000'],
    ['a backslash later on', '/reviews\\..\\..\\evil'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script after a slash-less trick', ' /reviews'],
    ['a full URL', 'https://evil.example/reviews'],
    ['a same-site full URL', 'http://localhost/reviews'],
    ['a relative path', 'reviews/feed'],
    ['nothing', ''],
  ])('sends %s home: %j', (_why, hostile) => {
    expect(safeReturnPath(hostile)).toBe(HOME);
  });

  it('uses the fallback asked for, and home when there is no return_to', () => {
    expect(safeReturnPath('//evil.example', '/reviews/feed')).toBe('/reviews/feed');
    expect(safeReturnPath(null)).toBe(HOME);
    expect(safeReturnPath(undefined)).toBe(HOME);
  });

  it('never gives a path the URL parser would read as another origin', () => {
    const origin = 'https://vouch.example';
    for (const hostile of ['//evil', '/\\evil', '/%5Cevil', '/\t/evil', '/.//evil', '/%2f/evil'])
      expect(new URL(safeReturnPath(hostile), origin).origin).toBe(origin);
  });
});
