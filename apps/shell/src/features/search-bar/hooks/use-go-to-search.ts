import { useNavigate } from 'react-router';
import {
  cameFromCategory,
  nextSearchSortBy,
  pagePath,
  searchParamsFromQuery,
  searchPath,
} from '@vouch/domain';
import { useLiveLocation } from '../../../routing/live-location';

type SearchTarget = Omit<Parameters<typeof searchPath>[0], 'sortBy'>;

/**
 * Goes to the search page for the box's search. The order follows spec §4 (the results' order
 * stays, a category redirect's does not), read from the address as it is now, not as last rendered.
 */
export function useGoToSearch(): (target: SearchTarget) => void {
  const navigate = useNavigate();
  const liveLocation = useLiveLocation();
  return (target) => {
    const now = liveLocation();
    const sortBy = nextSearchSortBy({
      onSearchPage: now.pathname === pagePath('PageSearch'),
      sortBy: searchParamsFromQuery(now.search).sort_by,
      cameFromCategory: cameFromCategory(now),
    });
    navigate(searchPath({ ...target, sortBy }));
  };
}
