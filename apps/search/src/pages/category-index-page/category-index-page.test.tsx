import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { categoriesIndexResponseSchema, type CategorySummary } from '@vouch/contracts';
import { renderRoute } from '@vouch/ui-testing';
import { CategoryIndexPage } from './category-index-page';

const category = (
  id: number,
  name: string,
  page_order: number,
  parent_id: number | null = null,
): CategorySummary => ({
  id,
  name,
  handle: name.toLowerCase(),
  level: parent_id === null ? 1 : 2,
  parent_id,
  children: [],
  is_deepest: parent_id !== null,
  image_url: null,
  bar_flat_view: false,
  bar_order: page_order,
  page_order,
  path: `/reviews/categories/${name.toLowerCase()}`,
  products_count: 10,
});

const server = setupServer(
  http.get('*/reviews/categories.json', () =>
    HttpResponse.json(
      categoriesIndexResponseSchema.parse({
        product_categories: [
          category(1, 'Gender', 0),
          category(2, 'Women', 1, 1),
          category(3, 'Bags', 1),
          category(4, 'Apparel', 2),
        ],
        meta_data: { title: 'Categories', description: 'All categories' },
      }),
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the category index', () => {
  it('holds the gender category apart (spec §3): after the others, whatever its order', async () => {
    renderRoute(<CategoryIndexPage />, {
      pattern: '/reviews/categories',
      url: '/reviews/categories',
    });
    await screen.findByRole('heading', { name: 'Bags' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Bags', 'Apparel', 'Gender']);
    expect(screen.getByRole('link', { name: 'Women' })).toBeTruthy();
  });
});
