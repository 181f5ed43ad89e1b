import { useMemo } from 'react';
import { filtersDifferFromDefaults, searchQueryString, type SearchParams } from '@vouch/domain';
import { useGetSearchCategoriesQuery, useGetSearchFacetsQuery } from '../../../api/search-api';

/** What the filter sidebar shows beside each choice: how many products picking it would find. */
export interface SidebarCounts {
  ratings: ReadonlyMap<number, number>;
  storeCountries: ReadonlyMap<string, number>;
  /** Null for a plain browse (no text, shop or filter): the tree's own sizes are not this search's. */
  categories: ReadonlyMap<number, number> | null;
  /** The counts are of 500 of the search's matches, not all of them. */
  capped: boolean;
}

/**
 * The current search's facet counts (issue #20): ratings and store countries from
 * search_facets.json, categories from categories.json with the search's parameters but not its
 * category, so each category shows what choosing it would find. Asked only while the sidebar is open.
 */
export function useSearchFacets(
  params: SearchParams,
  currency: string | null,
  skip: boolean,
): SidebarCounts | undefined {
  const withoutCategory = { ...params, page: 1, category_id: null, currency };
  const countsCategories = Boolean(
    params.q || params.shop || filtersDifferFromDefaults(withoutCategory),
  );
  const { data: facets } = useGetSearchFacetsQuery(
    searchQueryString({ ...params, page: 1, currency }),
    { skip },
  );
  const { data: categories } = useGetSearchCategoriesQuery(searchQueryString(withoutCategory), {
    skip: skip || !countsCategories,
  });
  return useMemo(() => {
    if (!facets) return undefined;
    return {
      ratings: new Map(facets.ratings.choices.map((choice) => [choice.value, choice.count])),
      storeCountries: new Map(
        facets.store_countries.choices.map((choice) => [choice.value, choice.count]),
      ),
      categories:
        countsCategories && categories
          ? new Map(
              categories.product_categories.map((category) => [
                category.id,
                category.products_count,
              ]),
            )
          : null,
      capped: facets.ratings.capped || facets.store_countries.capped,
    };
  }, [facets, categories, countsCategories]);
}
