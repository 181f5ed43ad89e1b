import type { GalleryPage } from '@vouch/contracts';
import { api, pagedInfiniteQueryOptions } from '@vouch/api-client';

/** Whose review media a gallery shows: a product's or a shop's, by encoded id. */
export interface GalleryOwner {
  owner: 'products' | 'shops';
  encodedId: string;
}

const EMPTY_GALLERY: GalleryPage = {
  items: [],
  current_page: 1,
  per_page: 0,
  total_count: 0,
  total_pages: 0,
};

/**
 * Spec §7 `GET /products/{id}/reviews_with_media` and `/shops/{id}/reviews_with_media`, a page at
 * a time, appended. Spec §8: "A 404 is treated as empty".
 */
export const galleryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGallery: build.infiniteQuery<GalleryPage, GalleryOwner, number>({
      infiniteQueryOptions: pagedInfiniteQueryOptions,
      query: ({ queryArg, pageParam }) => ({
        url: `${queryArg.owner}/${encodeURIComponent(queryArg.encodedId)}/reviews_with_media`,
        params: { page: pageParam },
        validateStatus: (response) => response.ok || response.status === 404,
      }),
      transformResponse: (body: GalleryPage, meta) =>
        meta?.response?.status === 404 ? EMPTY_GALLERY : body,
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetGalleryInfiniteQuery } = galleryApi;
