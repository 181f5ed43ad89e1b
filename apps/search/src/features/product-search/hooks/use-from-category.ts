import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromCategoryState, takeFromParameter } from '@vouch/domain';

/**
 * Spec §2: "Going from category show to search caches the 'from' parameter as category and removes
 * it": the address becomes a plain search and the router state remembers, so the search bar's next
 * search drops the redirect's sort_by (spec §4), once: that search's own entry has no such state.
 */
export function useFromCategory() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const taken = takeFromParameter(location.search);
    if (taken === null) return;
    const state = taken.fromCategory ? fromCategoryState(location.state) : location.state;
    navigate(
      { pathname: location.pathname, search: taken.search, hash: location.hash },
      { replace: true, state },
    );
  }, [location, navigate]);
}
