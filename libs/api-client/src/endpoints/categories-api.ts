import type {
  AllCategoriesResponse,
  CategoriesIndexResponse,
  CategoryPageResponse,
} from '@vouch/contracts';
import { api } from '../api';

/**
 * Spec §7 category calls: `GET /reviews/all_categories` (the tree for the mega-menu), the category
 * index and category pages (kept 60 s, spec §9).
 */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllCategories: build.query<AllCategoriesResponse, void>({
      query: () => 'reviews/all_categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
      keepUnusedDataFor: 600,
    }),
    getCategoriesIndex: build.query<CategoriesIndexResponse, void>({
      query: () => 'reviews/categories.json',
      providesTags: [{ type: 'Category', id: 'INDEX' }],
      keepUnusedDataFor: 60,
    }),
    getCategoryPage: build.query<CategoryPageResponse, string>({
      query: (handle) => `reviews/categories/${encodeURIComponent(handle)}.json`,
      providesTags: (_result, _error, handle) => [{ type: 'Category', id: handle }],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetAllCategoriesQuery, useGetCategoriesIndexQuery, useGetCategoryPageQuery } =
  categoriesApi;
