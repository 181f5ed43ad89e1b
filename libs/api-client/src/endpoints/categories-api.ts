import type { AllCategoriesResponse } from '@vouch/contracts';
import { api } from '../api';

/** Spec §7 `GET /reviews/all_categories`: the category tree for the mega-menu. */
export const categoriesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getAllCategories: build.query<AllCategoriesResponse, void>({
      query: () => 'reviews/all_categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetAllCategoriesQuery } = categoriesApi;
