import type { Ref } from 'react';
import { Link } from 'react-router';
import { pagePath } from '@vouch/domain';
import { Problem } from './review-request.styles';

/** The server's words for a review request's link it no longer takes (410), said here too. */
export const SPENT_LINK_MESSAGE =
  'This link was used already or has expired. Sign in to Vouch with your e-mail address to review your order.';

/** Why a review request's link did not open, and the way on: signing in with the same address. */
export function LinkRefusal({
  message,
  alertRef,
}: {
  message: string;
  alertRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <>
      <Problem role="alert" tabIndex={-1} ref={alertRef}>
        {message}
      </Problem>
      <p>
        <Link to={pagePath('login')}>Sign in to Vouch</Link>
      </p>
    </>
  );
}
