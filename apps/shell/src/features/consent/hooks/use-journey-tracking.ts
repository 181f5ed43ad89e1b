import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { journeyStorage } from '@vouch/api-client';

/** Records each visited path in the journey kept for click tracking (spec §3), unless consent is false. */
export function useJourneyTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    journeyStorage.visit(pathname, search);
  }, [pathname, search]);
}
