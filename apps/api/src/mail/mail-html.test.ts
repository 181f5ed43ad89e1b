import { htmlOfText } from './mail-html';

describe('htmlOfText', () => {
  it('keeps the words as text, makes addresses links and blank lines paragraphs', () => {
    const html = htmlOfText(
      'Hello <Eve> & "friends",\n\nOpen https://vouch.test/login?a=1&b=2 now.\nThanks',
    );
    expect(html).toContain('<p>Hello &#60;Eve&#62; &#38; &#34;friends&#34;,</p>');
    expect(html).toContain(
      '<p>Open <a href="https://vouch.test/login?a=1&#38;b=2">https://vouch.test/login?a=1&#38;b=2</a> now.<br>\nThanks</p>',
    );
  });

  it('never lets text become markup', () => {
    expect(htmlOfText('<img src=x onerror=alert(1)>')).not.toContain('<img');
  });
});
