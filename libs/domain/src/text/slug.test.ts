import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ["Sam's Bags & Co", 'sams-bags-and-co'],
    ['Harbor Outfitters', 'harbor-outfitters'],
    ['  Ünïcode -- Shop!  ', 'n-code-shop'],
    ['***', ''],
  ])('%j -> %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
