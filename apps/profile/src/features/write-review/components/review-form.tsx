import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router';
import { pagePath, REVIEW_LIMITS, type ReviewDraftErrors } from '@vouch/domain';
import { Button, TextAreaField, TextField } from '@vouch/design-system';
import { useReviewDraft, type ReviewDraftState } from '../hooks/use-review-draft';
import { useReviewFormErrors } from '../hooks/use-review-form-errors';
import { useReviewMedia } from '../hooks/use-review-media';
import { useSaveReview, type ReviewFormTarget } from '../hooks/use-save-review';
import { Failure, Form, Hint, Row } from './review-form.styles';
import { ReviewHeldNotice } from './review-held-notice';
import { ReviewPicturesField, ReviewVideoField } from './review-media-fields';
import { StarRatingInput } from './star-rating-input';

const countText = (length: number, max: number, min = 0) =>
  length < min
    ? `${length} / ${max} characters (at least ${min - length} more)`
    : `${length} / ${max} characters`;

export interface ReviewFormProps {
  /** What is reviewed: the product's title, or the shop's name for a review of the shop. */
  subject: string;
  target: ReviewFormTarget;
  /** The reviewer's own profile, where a held review and a review already written can be seen. */
  ownProfilePath: string;
}

/**
 * The review of one ordered item, or its edit: stars, title, words, "I recommend this", up to 5
 * pictures and 1 video. Everything typed and uploaded is kept in a draft until the review is
 * saved, so a failed submit or a reload loses nothing.
 */
export function ReviewForm({ subject, target, ownProfilePath }: ReviewFormProps) {
  const editing = target.kind === 'edit' ? target.review : null;
  const { draft, change, discard } = useReviewDraft(
    target.kind === 'edit' ? `edit.${target.review.public_id}` : target.lineItem.public_id,
    editing
      ? {
          rating: editing.rating,
          title: editing.title,
          body: editing.body,
          recommended: editing.recommended,
        }
      : {},
  );
  const media = useReviewMedia(draft, change, editing?.media ?? []);
  const form = useRef<HTMLFormElement>(null);
  const messages = useReviewFormErrors(media, form);
  const { errors } = messages;
  const { save, saving, failure, clearFailure, held } = useSaveReview({
    target,
    ownProfilePath,
    discard,
  });

  function edit(fields: Partial<ReviewDraftState>) {
    change(fields);
    const touched = Object.keys(fields).map((key) =>
      key === 'videoLink' ? 'video' : key,
    ) as (keyof ReviewDraftErrors)[];
    messages.clearFixed(touched, { ...draft, ...fields });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearFailure();
    if (!messages.check(draft)) return;
    const videoLink = draft.videoLink.trim();
    const refused = await save(
      {
        rating: draft.rating,
        title: draft.title,
        body: draft.body,
        recommended: draft.recommended,
        picture_ids: media.uploadedPictures.map((picture) => picture.upload.public_id),
        video: media.uploadedVideo
          ? { upload_id: media.uploadedVideo.upload.public_id }
          : videoLink
            ? { external: videoLink }
            : null,
      },
      media.kept.map((item) => item.id),
      draft.idempotencyKey,
    );
    if (refused) messages.refused(refused);
  }

  if (held !== null) return <ReviewHeldNotice reason={held} ownProfilePath={ownProfilePath} />;

  return (
    <Form
      ref={form}
      onSubmit={submit}
      aria-label={`${editing ? 'Edit your review' : 'Review'} of ${subject}`}
      noValidate
    >
      <StarRatingInput
        value={draft.rating}
        onChange={(rating) => edit({ rating })}
        error={errors.rating}
      />
      <div>
        <TextField
          label="Title (optional)"
          value={draft.title}
          maxLength={REVIEW_LIMITS.titleMax}
          error={errors.title}
          onChange={(event) => edit({ title: event.target.value })}
        />
        <Hint aria-live="polite">{countText(draft.title.length, REVIEW_LIMITS.titleMax)}</Hint>
      </div>
      <TextAreaField
        label="Your review"
        rows={7}
        value={draft.body}
        hint={countText(draft.body.trim().length, REVIEW_LIMITS.bodyMax, REVIEW_LIMITS.bodyMin)}
        error={errors.body}
        onChange={(event) => edit({ body: event.target.value })}
      />
      <Row>
        <input
          type="checkbox"
          checked={draft.recommended}
          onChange={(event) => edit({ recommended: event.target.checked })}
        />
        I recommend this
      </Row>
      <ReviewPicturesField
        media={media}
        error={errors.pictures}
        onRemoveKept={(id) =>
          messages.clearFixed(['pictures', 'video'], draft, media.removeKept(id))
        }
      />
      <ReviewVideoField
        media={media}
        link={draft.videoLink}
        error={errors.video}
        onLinkChange={(videoLink) => edit({ videoLink })}
        onLinkLeft={() => messages.checkVideoLink(draft)}
      />
      {failure && (
        <Failure role="alert" tabIndex={-1} data-failure>
          <p>{failure.text}</p>
          {failure.reviewLink && <Link to={failure.reviewLink}>See your review</Link>}
        </Failure>
      )}
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Sending…' : editing ? 'Save changes' : 'Publish review'}
        </Button>
      </div>
      <Hint>
        By publishing you agree to our{' '}
        <Link to={pagePath('trust', {}, { hash: 'terms' })}>Terms of Service</Link> and{' '}
        <Link to={pagePath('trust', {}, { hash: 'content-policy' })}>Content Policy</Link>.
      </Hint>
    </Form>
  );
}
