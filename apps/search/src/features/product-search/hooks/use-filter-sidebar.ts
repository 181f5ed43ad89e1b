import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface SidebarState {
  filterSidebar?: boolean;
}

/**
 * The filter sidebar lives in history: opening pushes the same address with a marker, so Back
 * (leaving the page) closes the sidebar and keeps the search's query in the address (spec §2);
 * closing without applying goes back to it; applying replaces it with the new search.
 */
export function useFilterSidebar() {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = (location.state as SidebarState | null)?.filterSidebar === true;
  const open = useCallback(() => {
    navigate(
      { pathname: location.pathname, search: location.search },
      { state: { filterSidebar: true } satisfies SidebarState },
    );
  }, [navigate, location.pathname, location.search]);
  const close = useCallback(() => {
    navigate(-1);
  }, [navigate]);
  return { isOpen, open, close };
}
