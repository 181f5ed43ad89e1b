import { htmlOfText } from './mail-html';

describe('htmlOfText', () => {
  it('keeps the words as text, makes addresses links and blank lines paragraphs', () => {
    const html = htmlOfText(
      'Hello <Eve> & "friends",\n\nOpen https://vouch.test/login?a=1&b=2 now.\nThanks',
      'https://vouch.test',
    );
    expect(html).toContain('<p>Hello &#60;Eve&#62; &#38; &#34;friends&#34;,</p>');
    expect(html).toContain(
      '<p>Open <a href="https://vouch.test/login?a=1&#38;b=2">https://vouch.test/login?a=1&#38;b=2</a> now.<br>\nThanks</p>',
    );
  });

  it('never lets text become markup', () => {
    expect(htmlOfText('<img src=x onerror=alert(1)>', 'https://vouch.test')).not.toContain('<img');
  });

  it('links only the site’s own addresses: one in a shop’s name or a title stays text', () => {
    const html = htmlOfText(
      'Lamps by https://phish.example/refund (and https://vouch.test.evil.example/x): https://vouch.test/r?token=1',
      'https://vouch.test',
    );
    expect(html).not.toContain('href="https://phish.example');
    expect(html).not.toContain('href="https://vouch.test.evil.example');
    expect(html).toContain('<a href="https://vouch.test/r?token=1">');
  });
});
