import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { takeFromParameter } from '@vouch/domain';

/**
 * Spec §2: "Going from category show to search ... removes" the 'from' parameter, leaving the
 * address as a plain search. Spec §4's "drops sort_by once on the next search" needs no memory
 * here: the next search comes from the search bar, whose searches always start without sort_by.
 */
export function useFromCategory() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = takeFromParameter(location.search);
    if (search !== null) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);
}
