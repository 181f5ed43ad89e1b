import type { PrivateProfileResponse } from '@vouch/contracts';
import { ReviewList, ReviewTypeSwitch } from '@vouch/catalog-ui';
import { PRIVATE_REVIEW_TYPES, type PrivateReviewType, type ReviewListView } from '@vouch/domain';
import { reviewListPageOf } from '../../../components/review-list-page-of';
import { OwnReviewActions } from './own-review-actions';

export interface OwnReviewsTabProps {
  view: ReviewListView<PrivateReviewType>;
  page: PrivateProfileResponse['reviews'];
  isFetching: boolean;
  isError: boolean;
  onChange(change: Partial<Omit<ReviewListView<PrivateReviewType>, 'page'>>): void;
  onPage(page: number): void;
  addressOf(view: ReviewListView<PrivateReviewType>): string;
}

/** The reviewer's own reviews by spec §9 review type (all, published, unpublished), each with its actions. */
export function OwnReviewsTab({
  view,
  page,
  isFetching,
  isError,
  onChange,
  onPage,
  addressOf,
}: OwnReviewsTabProps) {
  return (
    <ReviewList
      view={view}
      page={reviewListPageOf(page)}
      isFetching={isFetching}
      isError={isError}
      onChange={onChange}
      onPage={onPage}
      addressOf={addressOf}
      showSubjects
      anchoredReviews
      toolbar={
        <ReviewTypeSwitch
          types={PRIVATE_REVIEW_TYPES}
          active={view.type}
          onChoose={(type) => onChange({ type })}
        />
      }
      reviewActions={(review) => <OwnReviewActions review={review} />}
    />
  );
}
