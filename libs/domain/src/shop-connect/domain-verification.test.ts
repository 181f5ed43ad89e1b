import {
  fileCarriesVerificationToken,
  pageCarriesVerificationToken,
  verificationMetaTag,
  verificationMissingMessage,
} from './domain-verification';

const token = 'vouch-3f9a1c';

describe('pageCarriesVerificationToken', () => {
  it.each([
    [`<head>${verificationMetaTag(token)}</head>`],
    [`<head><META content='${token}' NAME='Vouch-Verification' /></head>`],
    [`<meta name=vouch-verification content=${token}>`],
    [`<meta charset="utf-8"><meta name="vouch-verification" content=" ${token} ">`],
  ])('finds the tag in %j', (html) => {
    expect(pageCarriesVerificationToken(html, token)).toBe(true);
  });

  it.each([
    ['<head></head>'],
    [`<meta name="vouch-verification" content="vouch-other">`],
    [`<meta name="description" content="${token}">`],
    [`<p>${verificationMetaTag(token).replace('<', '&lt;')}</p>`],
  ])('finds none in %j', (html) => {
    expect(pageCarriesVerificationToken(html, token)).toBe(false);
  });
});

describe('fileCarriesVerificationToken', () => {
  it('wants the token on a line of its own', () => {
    expect(fileCarriesVerificationToken(`vouch-other\r\n${token}\n`, token)).toBe(true);
    expect(fileCarriesVerificationToken(`token: ${token}`, token)).toBe(false);
  });
});

describe('verificationMissingMessage', () => {
  it('names what was fetched and what to publish', () => {
    expect(verificationMissingMessage('meta_tag', 'https://shop.example/', token)).toBe(
      `We fetched https://shop.example/ but its page has no <meta name="vouch-verification" content="${token}"> tag. Paste the tag into the <head> of your home page, publish it, and check again.`,
    );
    expect(
      verificationMissingMessage(
        'well_known_file',
        'https://shop.example/.well-known/vouch-verification.txt',
        token,
      ),
    ).toContain('Publish a file at /.well-known/vouch-verification.txt with that line');
  });
});
