import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchQueryString, type SearchParams } from '@vouch/domain';

interface SidebarState {
  filterSidebar?: boolean;
}

/** The address's mark for the sidebar shown in the page: how a browser without script opens it. */
const SHOWN = { name: 'filters', value: 'open' } as const;

/** The query of `params`' search with the sidebar shown in the page: where 'Filter by' goes without script. */
export function filtersShownQuery(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams(searchQueryString(params));
  query.set(SHOWN.name, SHOWN.value);
  return query;
}

/**
 * The filter sidebar lives in history: opening pushes the same address with a marker, so Back
 * (leaving the page) closes the sidebar and keeps the search's query in the address (spec §2);
 * closing without applying goes back to it; applying replaces it with the new search. Without
 * script, 'Filter by' asks for the address with `filters=open`, which shows it in the page.
 */
export function useFilterSidebar() {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = (location.state as SidebarState | null)?.filterSidebar === true;
  const inPage = !isOpen && new URLSearchParams(location.search).get(SHOWN.name) === SHOWN.value;
  const open = useCallback(() => {
    navigate(
      { pathname: location.pathname, search: location.search },
      { state: { filterSidebar: true } satisfies SidebarState },
    );
  }, [navigate, location.pathname, location.search]);
  const close = useCallback(() => {
    navigate(-1);
  }, [navigate]);
  return { isOpen, inPage, open, close };
}
