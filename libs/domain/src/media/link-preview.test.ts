import {
  generatedPictureName,
  linkPreviewImage,
  linkPreviewImagePath,
  linkPreviewMetaTags,
  twitterCardFor,
} from './link-preview';

const origin = 'https://vouch.example';

describe('linkPreviewImage (issue #33: a shared product or shop link shows a picture)', () => {
  it("gives a product page the product's picture on the large card", () => {
    const subject = {
      kind: 'product',
      encodedId: 'p0a1b2c3',
      title: 'Harbor Classic Canvas Backpack',
      picture: '/media/generated/product-harbor.svg',
    } as const;
    expect(linkPreviewImage(subject, origin)).toEqual({
      url: 'https://vouch.example/media/previews/products/p0a1b2c3.jpg',
      width: 1200,
      height: 630,
      alt: 'Harbor Classic Canvas Backpack',
    });
  });

  it('gives a shop page its logo, square', () => {
    const subject = {
      kind: 'shop',
      encodedId: 's0a1b2c3',
      name: 'Harbor Outfitters',
      logo: '/media/generated/logo-harbor-outfitters.svg?variant=retina',
    } as const;
    expect(linkPreviewImage(subject, origin)).toEqual({
      url: 'https://vouch.example/media/previews/shops/s0a1b2c3.jpg',
      width: 600,
      height: 600,
      alt: 'Harbor Outfitters logo',
    });
  });

  it("gives every other page, and a product or shop without a picture the server can draw, the site's card", () => {
    const site = {
      url: 'https://vouch.example/media/previews/site.jpg',
      width: 1200,
      height: 630,
      alt: 'Vouch: honest reviews of online shops and products',
    };
    expect(linkPreviewImage({ kind: 'site' }, origin)).toEqual(site);
    expect(
      linkPreviewImage({ kind: 'shop', encodedId: 's1', name: 'No Logo', logo: null }, origin),
    ).toEqual(site);
    expect(
      linkPreviewImage(
        {
          kind: 'product',
          encodedId: 'p1',
          title: 'Elsewhere',
          picture: 'https://ae01.alicdn.com/kf/x.jpg',
        },
        origin,
      ),
    ).toEqual(site);
  });
});

describe('generatedPictureName', () => {
  it.each([
    [
      '/media/generated/product-harbor-classic-canvas-backpack.svg',
      'product-harbor-classic-canvas-backpack',
    ],
    ['/media/generated/logo-harbor.svg?variant=retina', 'logo-harbor'],
    ['/media/generated/logo-harbor.webp?variant=retina', 'logo-harbor'],
    ['/media/generated/logo-harbor.png', null],
    [
      `/media/generated/product-bags-white-${'x'.repeat(150)}.webp`,
      `product-bags-white-${'x'.repeat(150)}`,
    ],
    [`/media/generated/${'x'.repeat(201)}.webp`, null],
    ['https://elsewhere.example/media/generated/logo-harbor.svg', null],
    ['/media/generated/../secret.svg', null],
    ['/media/generated/Logo.svg', null],
    ['/media/files/reviews/abc.webp', null],
    [null, null],
  ])('%s -> %s', (url, name) => expect(generatedPictureName(url)).toBe(name));
});

describe('linkPreviewImagePath', () => {
  it('is stable per encoded id and escapes what an id should never hold', () => {
    expect(linkPreviewImagePath('product', 'p0a1b2c3')).toBe(
      '/media/previews/products/p0a1b2c3.jpg',
    );
    expect(linkPreviewImagePath('shop', 'a/b')).toBe('/media/previews/shops/a%2Fb.jpg');
  });
});

describe('twitterCardFor (X: the large card wants about 2:1 and at least 300 x 157)', () => {
  it.each([
    [{ width: 1200, height: 630 }, 'summary_large_image'],
    [{ width: 300, height: 157 }, 'summary_large_image'],
    [{ width: 600, height: 600 }, 'summary'],
    [{ width: 280, height: 150 }, 'summary'],
    [{ width: 800, height: 600 }, 'summary'],
  ])('%o -> %s', (image, card) => expect(twitterCardFor(image)).toBe(card));
});

describe('linkPreviewMetaTags', () => {
  it('names the picture, its size and alt for Open Graph, and the card, title, description and picture for X', () => {
    const image = {
      url: 'https://vouch.example/media/previews/site.jpg',
      width: 1200,
      height: 630,
      alt: 'Vouch',
    };
    expect(
      linkPreviewMetaTags({ title: 'Home | Vouch', description: 'Reviews.', image }).map(
        ({ attribute, key, content }) => `${attribute} ${key}=${content}`,
      ),
    ).toEqual([
      'property og:image=https://vouch.example/media/previews/site.jpg',
      'property og:image:width=1200',
      'property og:image:height=630',
      'property og:image:alt=Vouch',
      'name twitter:card=summary_large_image',
      'name twitter:title=Home | Vouch',
      'name twitter:description=Reviews.',
      'name twitter:image=https://vouch.example/media/previews/site.jpg',
      'name twitter:image:alt=Vouch',
    ]);
  });
});
