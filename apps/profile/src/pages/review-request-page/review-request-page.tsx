import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  pagePath,
  REVIEW_REQUEST_TOKEN_PARAM,
  REVIEW_REQUEST_UNSUBSCRIBE_PARAM,
  type ReviewRequestOptOutScope,
} from '@vouch/domain';
import { ProfileLayout } from '../../components/profile-layout';
import {
  LinkRefusal,
  SPENT_LINK_MESSAGE,
} from '../../features/review-request/components/link-refusal';
import { OpenReviewRequestForm } from '../../features/review-request/components/open-review-request-form';
import { Column } from '../../features/review-request/components/review-request.styles';
import {
  STOPPED_MESSAGES,
  StopReviewRequestsForms,
} from '../../features/review-request/components/stop-review-requests-forms';

const scopeOf = (value: string | null): ReviewRequestOptOutScope | null =>
  value === 'shop' || value === 'all' ? value : null;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ProfileLayout>
      <Column aria-labelledby="review-request-title">
        <h1 id="review-request-title">{title}</h1>
        {children}
      </Column>
    </ProfileLayout>
  );
}

/**
 * `/reviews/review-requests`, where the links of a shop's review request e-mail lead (issue #55
 * item 4): `?token=` opens the review of the order, `?unsubscribe=…&scope=` stops the requests.
 * Opening the page changes nothing: its forms do, with or without script. Their plain posts come
 * back with `?link=spent` (the link no longer works) or `?stopped=shop|all`.
 */
export function ReviewRequestPage() {
  const [params] = useSearchParams();
  const token = params.get(REVIEW_REQUEST_TOKEN_PARAM);
  const unsubscribe = params.get(REVIEW_REQUEST_UNSUBSCRIBE_PARAM);
  const stopped = scopeOf(params.get('stopped'));

  if (stopped)
    return (
      <Frame title="Stop review requests">
        <p role="status">{STOPPED_MESSAGES[stopped]}</p>
      </Frame>
    );
  if (unsubscribe)
    return (
      <Frame title="Stop review requests">
        <StopReviewRequestsForms
          unsubscribe={unsubscribe}
          scope={scopeOf(params.get('scope')) ?? 'shop'}
        />
      </Frame>
    );
  if (params.get('link') === 'spent')
    return (
      <Frame title="Review your order">
        <LinkRefusal message={SPENT_LINK_MESSAGE} />
      </Frame>
    );
  if (token)
    return (
      <Frame title="Review your order">
        <OpenReviewRequestForm token={token} />
      </Frame>
    );
  return (
    <Frame title="Review requests">
      <p>
        When you buy from a shop that works with Vouch, we may e-mail you on the shop’s behalf to
        ask how your order went. That e-mail’s button brings you here to write a verified review,
        and its links stop such e-mails. Open the link in the e-mail again to carry on.
      </p>
      <p>
        <Link to={pagePath('howItWorks')}>How Vouch works</Link>
      </p>
    </Frame>
  );
}
