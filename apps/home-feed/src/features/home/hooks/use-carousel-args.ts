import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { selectCountry, type RootState } from '@vouch/api-client';
import { type CarouselArgs } from '../api/home-api';
import { redesignFlag, type CarouselKind } from '@vouch/domain';

/**
 * A carousel's request: the shopper's country and the redesign flag of the address (spec §7).
 * Null until the shell knows the country (stored choice or me.json), so nothing is asked twice.
 */
export function useCarouselArgs(kind: CarouselKind): CarouselArgs | null {
  const country = useSelector((state: RootState) => selectCountry(state));
  const { search } = useLocation();
  return country === null ? null : { kind, country, redesign: redesignFlag(search) };
}
