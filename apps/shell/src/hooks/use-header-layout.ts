import { useLocation } from 'react-router';
import { useSignedIn } from '@vouch/api-client';
import { headerLayout, matchPageRoute, redesignFlag } from '@vouch/domain';

/** The spec's header and layout rules for the page the router is on. */
export function useHeaderLayout() {
  const { pathname, search } = useLocation();
  // The page's flag until me.json answers: the search bar and links are laid out right from the first render.
  const signedIn = useSignedIn() ?? false;
  const redesign = redesignFlag(search);
  const match = matchPageRoute(pathname);
  const route = match?.name ?? null;
  // The search bar starts afresh on the search page and on each shop (its 'This store only' pill).
  const searchBarKey = route === 'PageSearch' ? 'search' : (match?.params.shopSlug ?? 'elsewhere');
  return {
    ...headerLayout({ route, signedIn, redesign }),
    signedIn,
    redesign,
    onSearchPage: route === 'PageSearch',
    searchBarKey,
  };
}
