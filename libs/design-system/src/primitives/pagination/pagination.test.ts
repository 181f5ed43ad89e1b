import { visiblePages } from './pagination';

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and two either side of the current page, with gaps', () => {
    expect(visiblePages(10, 50)).toEqual([1, null, 8, 9, 10, 11, 12, null, 50]);
    expect(visiblePages(1, 50)).toEqual([1, 2, 3, null, 50]);
  });
});
