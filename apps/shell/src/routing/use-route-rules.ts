import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  carriedQuery,
  categoryRouteQuery,
  matchPageRoute,
  STRUCTURED_DATA_ELEMENT_ID,
} from '@vouch/domain';
import { scrollToHashTarget } from './scroll-to-hash-target';

/**
 * The route rules of spec §2 that are the shell's: the redesign flag and the embedded-store token
 * travel to the next route, category routes get their query normalised, and every navigation
 * scrolls smoothly to the top or to its hash target. The page's JSON-LD belongs to the path it
 * was made for: a shopper may leave before the page that keeps it current has even loaded.
 */
export function useRouteRules(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previousSearch = useRef(location.search);

  useEffect(() => {
    const { pathname, search, hash } = location;
    const name = matchPageRoute(pathname)?.name;
    const carried = carriedQuery(previousSearch.current, search);
    const category =
      name === 'categoryShow' || name === 'categoryIndex'
        ? categoryRouteQuery(carried ?? search)
        : null;
    const nextSearch = category ?? carried;
    if (nextSearch !== null) {
      navigate({ pathname, search: nextSearch, hash }, { replace: true, state: location.state });
      return;
    }
    previousSearch.current = search;
  }, [location, navigate]);

  useEffect(() => {
    if (location.hash) return scrollToHashTarget(location.hash);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname, location.hash]);

  useEffect(() => {
    const script = document.getElementById(STRUCTURED_DATA_ELEMENT_ID);
    if (script && script.dataset.path !== location.pathname) script.remove();
  }, [location.pathname]);
}
