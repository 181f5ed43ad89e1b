import { imageReferrerPolicy } from './image-referrer-policy';

describe('imageReferrerPolicy (spec §8: the marketplace image host gets no referrer)', () => {
  it('sends no referrer to the marketplace image host and its subdomains', () => {
    expect(imageReferrerPolicy('https://ae01.alicdn.com/kf/S1b2c3.jpg')).toBe('no-referrer');
    expect(imageReferrerPolicy('https://ALICDN.com/x.png')).toBe('no-referrer');
    expect(imageReferrerPolicy('//ae01.alicdn.com:443/kf/x.webp')).toBe('no-referrer');
  });

  it('leaves every other picture to the page policy, including look-alike hosts and relative paths', () => {
    expect(imageReferrerPolicy('https://alicdn.com.evil.example/x.png')).toBeUndefined();
    expect(imageReferrerPolicy('https://notalicdn.com/x.png')).toBeUndefined();
    expect(imageReferrerPolicy('https://alicdn.com@evil.example/x.png')).toBeUndefined();
    expect(imageReferrerPolicy('/media/generated/logo-harbor.svg')).toBeUndefined();
    expect(imageReferrerPolicy(null)).toBeUndefined();
  });
});
