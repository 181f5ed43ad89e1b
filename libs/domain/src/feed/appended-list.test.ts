import { appendPages, hasMorePages } from './appended-list';

describe('appended lists (spec §4 "Feed and people lists append pages")', () => {
  it('"more pages exist when the returned count is at least per_page"', () => {
    expect(hasMorePages(20, 20)).toBe(true);
    expect(hasMorePages(21, 20)).toBe(true);
    expect(hasMorePages(19, 20)).toBe(false);
    expect(hasMorePages(0, 20)).toBe(false);
  });

  it('appends pages in order and shows an item once', () => {
    const pages = [
      [{ id: 'a' }, { id: 'b' }],
      [{ id: 'b' }, { id: 'c' }],
    ];
    expect(appendPages(pages, (item) => item.id).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
