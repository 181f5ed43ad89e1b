import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  selectCurrency,
  selectTypedSearchText,
  useFormatPrice,
  useChooseLocale,
  useGetAllCategoriesQuery,
} from '@vouch/api-client';
import { useGetProductSearchQuery } from '../../api/search-api';
import {
  ALL_COUNTRIES,
  clearedFilters,
  depthFirstCategories,
  filterPills,
  filtersDifferFromDefaults,
  pagedSearch,
  pagePath,
  type SearchParams,
  searchQueryString,
  shouldBrowseCategories,
  STORE_CURRENCY,
  withoutPill,
} from '@vouch/domain';
import { Pagination, Spinner, useListTopOnPaging } from '@vouch/design-system';
import { ProductGrid } from '@vouch/catalog-ui';
import { FilterBar } from '../../features/product-search/components/filter-bar';
import { FilterSidebar } from '../../features/product-search/components/filter-sidebar';
import { SearchSummary } from '../../features/product-search/components/search-summary';
import { useCurrencyPriceSync } from '../../features/product-search/hooks/use-currency-price-sync';
import {
  filtersShownQuery,
  useFilterSidebar,
} from '../../features/product-search/hooks/use-filter-sidebar';
import { useSearchFacets } from '../../features/product-search/hooks/use-search-facets';
import { useFromCategory } from '../../features/product-search/hooks/use-from-category';
import {
  searchHref,
  useSearchPageParams,
} from '../../features/product-search/hooks/use-search-page-params';

const Results = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
`;

/** Spec §2 PageSearch: the product grid for the address bar's search params. */
export function SearchPage() {
  const { params, go } = useSearchPageParams();
  const navigate = useNavigate();
  const chosenCurrency = useSelector(selectCurrency);
  const typedText = useSelector(selectTypedSearchText);
  const { chooseCountry } = useChooseLocale();
  const sidebar = useFilterSidebar();
  const { price } = useFormatPrice();
  const { data: tree } = useGetAllCategoriesQuery();
  const categoryChoices = useMemo(() => depthFirstCategories(tree?.categories ?? []), [tree]);
  useCurrencyPriceSync(params, go);
  useFromCategory();
  const resultsTop = useListTopOnPaging<HTMLDivElement>(params.page);

  const filtersChanged = filtersDifferFromDefaults(params);
  const browseCategories = shouldBrowseCategories(params, filtersChanged);
  const requestCurrency = params.currency ?? chosenCurrency;
  const queryString = useMemo(
    () => searchQueryString({ ...params, currency: requestCurrency }),
    [params, requestCurrency],
  );
  const { data, isFetching, isError } = useGetProductSearchQuery(queryString, {
    skip: browseCategories,
  });
  const counts = useSearchFacets(
    params,
    requestCurrency,
    browseCategories || !(sidebar.isOpen || sidebar.inPage),
  );

  useEffect(() => {
    if (browseCategories) navigate(pagePath('categoryIndex'), { replace: true });
  }, [browseCategories, navigate]);

  if (browseCategories) return null;
  if (!data)
    return isError ? (
      <Empty>Search is unavailable right now. Please try again in a moment.</Empty>
    ) : (
      <Spinner />
    );

  const priceCurrency = requestCurrency === STORE_CURRENCY ? null : requestCurrency;
  const formatBound = (amount: number) =>
    priceCurrency ? price(amount, priceCurrency) : String(amount);
  const pills = filterPills(params, {
    categoryName: data.data.category?.name,
    formatPrice: formatBound,
  });
  const totalPages = Math.ceil(data.data.rounded_results_total_count / data.data.per_page);
  const apply = (next: SearchParams) => {
    if (next.country !== ALL_COUNTRIES && next.country !== params.country)
      chooseCountry(next.country);
    const hasBounds = next.min_price !== null || next.max_price !== null;
    go({ ...next, currency: hasBounds ? requestCurrency : params.currency }, { replace: true });
  };
  const sidebarProps = {
    params,
    categories: categoryChoices,
    currencyLabel: priceCurrency ?? 'store currency',
    counts,
    onApply: apply,
  };

  return (
    <>
      <SearchSummary response={data} typedQ={params.q} />
      <FilterBar
        pills={pills}
        clearHref={filtersChanged ? searchHref(clearedFilters(params)) : null}
        filtersQuery={filtersShownQuery(params)}
        sortBy={params.sort_by}
        onOpenFilters={sidebar.open}
        onRemovePill={(key) => go(withoutPill(params, key))}
        onSort={(sortBy) => go({ ...params, sort_by: sortBy })}
      />
      {sidebar.inPage && <FilterSidebar {...sidebarProps} closeHref={searchHref(params)} />}
      <Results ref={resultsTop} $busy={isFetching} aria-busy={isFetching}>
        {data.data.search_results.length > 0 ? (
          <ProductGrid
            products={data.data.search_results}
            label="Search results"
            headingLevel={2}
          />
        ) : (
          <Empty>
            No products match this search.{' '}
            {filtersChanged && (
              <Link to={searchHref(clearedFilters(params))}>Clear the filters</Link>
            )}
          </Empty>
        )}
      </Results>
      <Pagination
        current={params.page}
        total={totalPages}
        hrefFor={(page) => searchHref({ ...params, page })}
        onNavigate={(page) => go(pagedSearch(params, typedText, page), { keepPage: true })}
        label="Search result pages"
      />
      {sidebar.isOpen && <FilterSidebar {...sidebarProps} onClose={sidebar.close} />}
    </>
  );
}
