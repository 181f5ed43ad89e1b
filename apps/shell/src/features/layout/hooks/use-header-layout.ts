import { useLocation } from 'react-router';
import { useMe } from '@vouch/api-client';
import { headerLayout, matchPageRoute, redesignFlag } from '@vouch/domain';

/** The spec's header and layout rules for the page the router is on. */
export function useHeaderLayout() {
  const { pathname, search } = useLocation();
  const { data: me } = useMe();
  const signedIn = Boolean(me?.reviewer);
  const redesign = redesignFlag(search);
  const match = matchPageRoute(pathname);
  const route = match?.name ?? null;
  // The search bar starts afresh on the search page and on each shop (its 'This store only' pill).
  const searchBarKey = route === 'PageSearch' ? 'search' : (match?.params.shopSlug ?? 'elsewhere');
  return { ...headerLayout({ route, signedIn, redesign }), signedIn, redesign, onSearchPage: route === 'PageSearch', searchBarKey };
}
