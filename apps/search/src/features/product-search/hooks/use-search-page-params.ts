import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  pagePath,
  type SearchParams,
  searchParamsFromQuery,
  searchQueryString,
} from '@vouch/domain';

export const SEARCH_PATH = pagePath('PageSearch');

/** The search page's URL for some params. */
export const searchHref = (params: SearchParams) => {
  const query = searchQueryString(params);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
};

/**
 * The search params of the address bar, normalised by the domain's rules, and navigation to
 * changed ones. Any change but paging starts again at page 1 (spec §4).
 */
export function useSearchPageParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => searchParamsFromQuery(search), [search]);
  const go = useCallback(
    (next: SearchParams, options: { replace?: boolean; keepPage?: boolean } = {}) =>
      navigate(searchHref(options.keepPage ? next : { ...next, page: 1 }), {
        replace: options.replace,
      }),
    [navigate],
  );
  return { params, go };
}
