import { useState } from 'react';
import { useNavigate } from 'react-router';
import type {
  EditReviewResponse,
  OrderLineItem,
  Review,
  ReviewSubmitRequest,
} from '@vouch/contracts';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import { savedReviewNavigation } from '@vouch/catalog-ui';
import { reviewAnchor, type ReviewDraftErrors } from '@vouch/domain';
import { useEditReviewMutation, useSubmitReviewMutation } from '../api/write-review-api';

/** A new review of an ordered line item, or an edit of one of the reviewer's reviews. */
export type ReviewFormTarget =
  { kind: 'new'; lineItem: OrderLineItem } | { kind: 'edit'; review: EditReviewResponse['review'] };

type ReviewContent = Omit<ReviewSubmitRequest, 'line_item_public_id' | 'idempotency_key'>;

/**
 * Sends a review or its edit. A published review opens its product's page at the review (a review
 * of the shop itself, the reviewer's profile); a held one shows why it waits; a refused one keeps
 * the form and says why, with a link to the review when the item was reviewed already.
 */
export function useSaveReview({
  target,
  ownProfilePath,
  discard,
}: {
  target: ReviewFormTarget;
  ownProfilePath: string;
  discard: () => void;
}) {
  const navigate = useNavigate();
  const editing = target.kind === 'edit' ? target.review : null;
  const [submitReview, submitting] = useSubmitReviewMutation();
  const [editReview, saving] = useEditReviewMutation();
  const [failure, setFailure] = useState<{ text: string; reviewLink: string | null } | null>(null);
  const [held, setHeld] = useState<string | null>(null);

  function opened(shown: Review | null, productPath: string | null, published: boolean) {
    discard();
    if (published && shown && productPath) {
      const { to, state } = savedReviewNavigation(
        productPath,
        editing ? 'updated' : 'published',
        shown,
      );
      navigate(to, { state });
    } else navigate(ownProfilePath);
  }

  function waits(reason: string | null) {
    discard();
    setHeld(reason);
  }

  /** Sends `content`; answers the server's messages per field when it refuses, else null. */
  async function save(
    content: ReviewContent,
    keptMediaIds: string[],
    idempotencyKey: string,
  ): Promise<ReviewDraftErrors | null> {
    try {
      if (editing) {
        const saved = await editReview({
          publicId: editing.public_id,
          edit: { ...content, kept_media_ids: keptMediaIds },
        }).unwrap();
        // Words that copy another review wait for a check, as a new review's do.
        if (saved.review.held_reason && !saved.review.published) waits(saved.review.held_reason);
        else opened(saved.shown, saved.review.product_path, saved.review.published);
      } else if (target.kind === 'new') {
        const saved = await submitReview({
          ...content,
          line_item_public_id: target.lineItem.public_id,
          idempotency_key: idempotencyKey,
        }).unwrap();
        if (saved.review.published) opened(saved.shown, saved.review.product_path, true);
        else waits(saved.review.held_reason);
      }
      return null;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      // A line item reviewed already answers 409 with that review: the link opens it.
      const written = (error as { status?: unknown }).status === 409 && fields.review_public_id;
      setFailure({
        text: `Your review was not ${editing ? 'saved' : 'sent'}: ${errorMessageOf(error)} Everything you wrote is still here.`,
        reviewLink: written ? `${ownProfilePath}#${reviewAnchor(written)}` : null,
      });
      return fields as ReviewDraftErrors;
    }
  }

  return {
    save,
    saving: submitting.isLoading || saving.isLoading,
    failure,
    clearFailure: () => setFailure(null),
    held,
  };
}
