import { safeLinkUrl } from './safe-link-url';

describe('safeLinkUrl (spec §5: "Links have a javascript: prefix stripped")', () => {
  it('keeps web, mail and relative links as they are', () => {
    expect(safeLinkUrl('https://harbor.example.com/products/bag?x=1')).toBe(
      'https://harbor.example.com/products/bag?x=1',
    );
    expect(safeLinkUrl('http://example.com')).toBe('http://example.com');
    expect(safeLinkUrl('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeLinkUrl('/reviews/stores/harbor')).toBe('/reviews/stores/harbor');
  });

  it('strips the javascript: prefix however the browser would still read it', () => {
    expect(safeLinkUrl('javascript:https://example.com')).toBe('https://example.com');
    expect(safeLinkUrl('JavaScript:alert(1)')).toBe('alert(1)');
    expect(safeLinkUrl('  javascript:javascript:alert(1)')).toBe('alert(1)');
    expect(safeLinkUrl('java\tscr\nipt:alert(1)')).toBe('alert(1)');
    expect(safeLinkUrl('\u0001javascript:alert(1)')).toBe('alert(1)');
  });

  it('gives no link for other schemes that are not web or mail links, or for nothing', () => {
    expect(safeLinkUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeLinkUrl('vbscript:msgbox(1)')).toBeNull();
    expect(safeLinkUrl('javascript:data:text/html,x')).toBeNull();
    expect(safeLinkUrl('javascript:')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });
});
