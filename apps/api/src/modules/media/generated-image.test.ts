import { COLOURS, PICTURE_COLOURS, pictureColourOf } from '@vouch/seed';
import { CATEGORY_PICTOGRAMS, pictogramOf } from './category-pictograms';
import { generatedImageSvg } from './generated-image';

/** The pictogram as drawn in `colour` (its own white strokes take the colour too). */
const inColour = (group: string, colour: string) =>
  CATEGORY_PICTOGRAMS[group]!.replaceAll('#fff', colour);

describe('generated pictures of products and their review photos (issue #33: believable demo pictures)', () => {
  it('draws a product as its group’s pictogram in the colour its name carries after the group, on a backdrop and without initials', () => {
    const navy = generatedImageSvg(
      'product-electronics-navy-volt-smart-speaker-in-navy-3',
      'default',
    );
    expect(navy).toContain(`<g fill="${PICTURE_COLOURS.navy}"`);
    expect(navy).toContain(inColour('electronics', PICTURE_COLOURS.navy!));
    expect(navy).not.toMatch(/<text/);
    // A light product goes on a darker backdrop, so a cream T-shirt does not vanish into it.
    expect(
      generatedImageSvg('product-clothing-cream-soft-t-shirt-in-cream-12', 'default'),
    ).toContain('stop-color="#8d949c"');
    expect(
      generatedImageSvg('product-electronics-navy-volt-smart-speaker-in-navy-3', 'default'),
    ).toContain('stop-color="#f3f1ec"');
  });

  it('gives a picture with no colour in its name one of the colours, the same every time', () => {
    const plain = generatedImageSvg('product-bags-harbor-classic-canvas-backpack', 'default');
    const drawn = /<g fill="(#[0-9a-f]{6})"/.exec(plain)![1]!;
    expect(Object.values(PICTURE_COLOURS)).toContain(drawn);
    expect(generatedImageSvg('product-bags-harbor-classic-canvas-backpack', 'default')).toBe(plain);
  });

  it('draws a review photo as a scene: a wall with a window, a table, and the product in its colour standing on it', () => {
    const photo = generatedImageSvg('review-home-sage-90-0', 'huge');
    expect(photo).toContain('fill="#cfe3f1"');
    expect(photo).toContain(inColour('home', PICTURE_COLOURS.sage!));
    expect(photo).not.toMatch(/<text/);
    // Two photos of one review are taken from different angles.
    expect(generatedImageSvg('review-home-sage-90-1', 'huge')).not.toBe(photo);
  });

  it('keeps initials for shops, people and names of no known group', () => {
    for (const name of ['logo-harbor-outfitters', 'avatar-ava-jones-12', 'review-12-0'])
      expect(generatedImageSvg(name, 'compact')).toMatch(/<text/);
  });

  it('has a colour for every colour the seed gives products, read back from the place after the group', () => {
    for (const colour of COLOURS) {
      const slug = colour.toLowerCase().replace(/ /g, '-');
      expect(PICTURE_COLOURS[slug]).toMatch(/^#[0-9a-f]{6}$/);
      expect(pictureColourOf(`product-bags-${slug}-acme-tote-42`)).toBe(slug);
      expect(pictureColourOf(`review-bags-${slug}-12-0`)).toBe(slug);
    }
    expect(pictureColourOf('product-bags-acme-tote-42')).toBeNull();
    // Only the place after the group counts: a white noise machine in sky blue is sky blue.
    expect(pictureColourOf('product-health-sky-blue-white-noise-machines-in-sky-blue-111')).toBe(
      'sky-blue',
    );
  });
});

describe("a product's own kind (issue #58's walk: hats, gloves, suitcases and backpacks all showed the tote bag)", () => {
  const productPicture = (kind: string) =>
    generatedImageSvg(`product-bags-navy-halo-classic-${kind}-in-navy-7`, 'default');

  it('draws different kinds of one group and colour differently, and a kind without a pictogram as its group', () => {
    const kinds = ['hats', 'gloves', 'suitcases', 'backpacks', 'crossbody-bags', 'wallets'];
    const pictures = kinds.map(productPicture);
    expect(new Set(pictures).size).toBe(kinds.length);
    for (const picture of pictures)
      expect(picture).not.toContain(inColour('bags', PICTURE_COLOURS.navy!));
    expect(productPicture('travel-pillows')).toContain(inColour('bags', PICTURE_COLOURS.navy!));
  });

  it("shows a product's kind on its category's picture and its review photos too, whatever else the name says", () => {
    const hat = pictogramOf('product-bags-navy-halo-classic-hats-in-navy-7');
    expect(pictogramOf('category-bags-hats')).toBe(hat);
    expect(pictogramOf('review-bags-navy-hats-12-0')).toBe(hat);
    expect(pictogramOf('review-bags-navy-backpacks-12-0')).not.toBe(hat);
    // The demo product's handle names its kind in the singular; a dress watch is a watch.
    expect(pictogramOf('product-bags-harbor-classic-canvas-backpack')).toBe(
      pictogramOf('category-bags-backpacks'),
    );
    expect(pictogramOf('product-jewelry-rose-halo-dress-watches-in-rose-3')).toBe(
      pictogramOf('category-jewelry-smartwatches'),
    );
    expect(pictogramOf('product-jewelry-rose-halo-dress-watches-in-rose-3')).not.toBe(
      pictogramOf('category-clothing-dresses'),
    );
  });
});
