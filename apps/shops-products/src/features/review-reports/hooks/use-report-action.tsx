import type { ReactNode } from 'react';
import type { Review } from '@vouch/contracts';
import { useMe } from '@vouch/api-client';
import { ReportReview } from '../components/report-review';

/** "Report" under each review for anyone signed in (a shop's members too, about their own shop); guests have no reports to make. */
export function useReportAction(): ((review: Review) => ReactNode) | undefined {
  const { data: me } = useMe();
  if (!me?.reviewer) return undefined;
  return (review) => <ReportReview review={review} />;
}
