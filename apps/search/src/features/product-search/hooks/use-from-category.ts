import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeFromParameter, type SearchParams } from '@vouch/domain';

/**
 * Spec §2: "Going from category show to search caches the 'from' parameter as category and
 * removes it", and §4: "Navigation from category browsing drops sort_by once on the next search."
 */
export function useFromCategory(params: SearchParams, go: (next: SearchParams, options: { replace: boolean }) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFrom = useRef<{ q: string } | null>(null);

  useEffect(() => {
    const taken = takeFromParameter(location.search);
    if (!taken) return;
    if (taken.fromCategory) cameFrom.current = { q: params.q };
    navigate({ pathname: location.pathname, search: taken.search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate, params.q]);

  useEffect(() => {
    const from = cameFrom.current;
    if (!from || from.q === params.q) return;
    cameFrom.current = null;
    if (params.sort_by !== null) go({ ...params, sort_by: null }, { replace: true });
  }, [params, go]);
}
