import { useNavigate, useSearchParams } from 'react-router';
import { useGetStoreSearchQuery } from '../../api/search-api';
import { ALL_COUNTRIES, formatCount, normalizeCountryCode, pagePath } from '@vouch/domain';
import { Pagination, PlainList, Spinner, useListTopOnPaging } from '@vouch/design-system';
import { StoreCard } from '../../features/store-search/components/store-card';
import { StoreSearchForm } from '../../features/store-search/components/store-search-form';

function storeSearchHref(q: string, country: string, page: number): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (country !== ALL_COUNTRIES) query.set('country', country);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return pagePath('storeSearch', {}, { query: text });
}

/** Spec §2 `/reviews/store_search`: shops by name or domain, 20 per page (spec §9). */
export function StoreSearchPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const q = (query.get('q') ?? '').trim();
  const country = normalizeCountryCode(query.get('country')) ?? ALL_COUNTRIES;
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const resultsTop = useListTopOnPaging<HTMLDivElement>(page);
  const { data, isFetching, isError } = useGetStoreSearchQuery({ q, page, country });
  const totalPages = data ? Math.ceil(data.results_total_count / data.per_page) : 0;
  return (
    <>
      <h1>Find stores</h1>
      <StoreSearchForm
        key={`${q}|${country}`}
        q={q}
        country={country}
        onSearch={(text, chosen) => navigate(storeSearchHref(text, chosen, 1))}
      />
      {!data ? (
        isError ? (
          <p>Store search is unavailable right now. Please try again in a moment.</p>
        ) : (
          <Spinner />
        )
      ) : (
        <div ref={resultsTop} aria-busy={isFetching}>
          <p role="status">
            {formatCount(data.results_total_count)}{' '}
            {data.results_total_count === 1 ? 'store' : 'stores'}
            {q && ` matching “${q}”`}
          </p>
          <PlainList $gap="md" aria-label="Stores">
            {data.shop_results.map((shop) => (
              <li key={shop.encoded_shop_id}>
                <StoreCard shop={shop} />
              </li>
            ))}
          </PlainList>
          <Pagination
            current={page}
            total={totalPages}
            hrefFor={(target) => storeSearchHref(q, country, target)}
            onNavigate={(_target, href) => navigate(href)}
            label="Store result pages"
          />
        </div>
      )}
    </>
  );
}
