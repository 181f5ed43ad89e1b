import { searchParamsFromQuery } from '../search/search-params';
import {
  collectionSearch,
  collectionSearchPath,
  HOME_COLLECTIONS,
  TRANSPARENT_PRODUCTS,
} from './home-carousels';

describe('home carousels', () => {
  it('makes the product carousel the Diamond-transparency products, most reviewed first', () => {
    expect(collectionSearch(TRANSPARENT_PRODUCTS)).toMatchObject({
      min_transparency: 100,
      sort_by: 'reviews_count',
      country: '*',
      page: 1,
    });
  });

  it('links each collection to the search it stands for, which the search page reads back unchanged', () => {
    for (const collection of HOME_COLLECTIONS) {
      const path = collectionSearchPath(collection, 'GB', '1');
      expect(path.startsWith('/reviews/search?')).toBe(true);
      expect(searchParamsFromQuery(path.split('?')[1]!)).toEqual({
        ...collectionSearch(collection, 'GB'),
        redesign: '1',
      });
    }
  });

  it('gives every collection its own slug', () => {
    expect(new Set(HOME_COLLECTIONS.map((collection) => collection.slug)).size).toBe(
      HOME_COLLECTIONS.length,
    );
  });
});
