import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Review } from '@vouch/contracts';
import { useMe } from '@vouch/api-client';
import { signInPath } from '@vouch/domain';
import { ReportReview } from '../components/report-review';

/**
 * "Report" under each review for anyone signed in (a shop's members too, about their own shop); a
 * guest is offered to sign in to report, back on this page after (issue #58, the walk).
 */
export function useReportAction(): ((review: Review) => ReactNode) | undefined {
  const { data: me } = useMe();
  const { pathname, search } = useLocation();
  if (me?.reviewer) return (review) => <ReportReview review={review} />;
  // Until the viewer is known, nothing: a signed-in reader would see the guest's link flash by.
  if (!me) return undefined;
  const signIn = signInPath(`${pathname}${search}`);
  return () => <Link to={signIn}>Sign in to report</Link>;
}
