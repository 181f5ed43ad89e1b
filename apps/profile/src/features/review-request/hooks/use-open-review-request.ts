import { pagePath, safeReturnPath } from '@vouch/domain';
import { useOpenReviewRequestMutation } from '../api/review-request-api';
import { loadWholePage } from './load-whole-page';

/**
 * Opens a review request's link with the page's script: spends the token, then loads the page the
 * server names (the buyer's orders to review) whole, as the server signed them in. Busy until that
 * page arrives; a refusal (410 for a link used or expired) is the mutation's error.
 */
export function useOpenReviewRequest() {
  const [open, { error, isLoading, isSuccess }] = useOpenReviewRequestMutation();
  async function submit(token: string) {
    const opened = await open({ token })
      .unwrap()
      .catch(() => null);
    if (opened) loadWholePage(safeReturnPath(opened.redirect_to, pagePath('writeReview')));
  }
  return { submit, error, busy: isLoading || isSuccess };
}
