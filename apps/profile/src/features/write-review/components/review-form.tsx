import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { OrderLineItem, ProductData } from '@vouch/contracts';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import {
  megabytes,
  pagePath,
  PICTURE_ACCEPT,
  recommendedByDefault,
  REVIEW_LIMITS,
  reviewDraftErrors,
  VIDEO_ACCEPT,
  videoIdFromInput,
  type ReviewDraftErrors,
} from '@vouch/domain';
import { Button, TextAreaField, TextField } from '@vouch/design-system';
import { useSubmitReviewMutation } from '../api/write-review-api';
import { useMediaUpload, type UploadingMedia } from '../hooks/use-media-upload';
import { useReviewDraft } from '../hooks/use-review-draft';
import { StarRatingInput } from './star-rating-input';
import { UploadList } from './upload-list';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
`;

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
`;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Failure = styled.div`
  color: ${({ theme }) => theme.colors.danger};
`;

const uploadedOf = (files: readonly UploadingMedia[]) => files.flatMap((file) => (file.upload ? [{ name: file.name, upload: file.upload }] : []));

const countText = (length: number, max: number, min = 0) =>
  length < min ? `${length} / ${max} characters (at least ${min - length} more)` : `${length} / ${max} characters`;

export interface ReviewFormProps {
  product: ProductData;
  lineItem: OrderLineItem;
  /** The reviewer's own profile, where a held review and a review already written can be seen. */
  ownProfilePath: string;
}

/**
 * The review of one ordered item: stars, title, words, "I recommend this", up to 5 pictures and
 * 1 video. Everything typed and uploaded is kept in a draft until the review is saved, so a
 * failed submit or a reload loses nothing.
 */
export function ReviewForm({ product, lineItem, ownProfilePath }: ReviewFormProps) {
  const navigate = useNavigate();
  const { draft, change, discard } = useReviewDraft(lineItem.public_id);
  const pictures = useMediaUpload('picture', draft.pictures);
  const video = useMediaUpload('video', draft.video ? [draft.video] : []);
  const [submitReview, { isLoading }] = useSubmitReviewMutation();
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const [failure, setFailure] = useState<{ text: string; reviewLink: boolean } | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const recommended = draft.recommended ?? recommendedByDefault(draft.rating);

  const uploadedPictures = uploadedOf(pictures.files);
  const uploadedVideo = uploadedOf(video.files)[0];
  // Each finished upload goes into the draft, so a reload keeps it.
  useEffect(() => change({ pictures: uploadedOf(pictures.files), video: uploadedOf(video.files)[0] ?? null }), [change, pictures.files, video.files]);

  function choosePictures(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    let room = REVIEW_LIMITS.pictures - pictures.files.filter((file) => !file.error).length;
    for (const file of chosen) {
      const refusal =
        room <= 0
          ? `"${file.name}" was not added: a review takes at most ${REVIEW_LIMITS.pictures} pictures.`
          : file.size > REVIEW_LIMITS.pictureBytes
            ? `"${file.name}" is larger than ${megabytes(REVIEW_LIMITS.pictureBytes)}. Choose a smaller picture.`
            : null;
      if (!refusal) room--;
      pictures.add(file, refusal);
    }
  }

  function chooseVideo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    for (const earlier of video.files) video.remove(earlier.id);
    video.add(
      file,
      file.size > REVIEW_LIMITS.videoBytes ? `"${file.name}" is larger than ${megabytes(REVIEW_LIMITS.videoBytes)}. Choose a shorter video.` : null,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const videoLink = draft.videoLink.trim();
    const found = reviewDraftErrors({
      rating: draft.rating,
      title: draft.title,
      body: draft.body,
      pictureCount: uploadedPictures.length,
      videoCount: (videoLink ? 1 : 0) + (uploadedVideo ? 1 : 0),
    });
    if (videoLink && videoIdFromInput(videoLink) === null) found.video = 'Paste a YouTube or Vidyard link or video id';
    if (pictures.files.some((file) => !file.upload && !file.error)) found.pictures = 'Wait for your pictures to finish uploading';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { review } = await submitReview({
        line_item_public_id: lineItem.public_id,
        rating: draft.rating,
        title: draft.title,
        body: draft.body,
        recommended,
        picture_ids: uploadedPictures.map((picture) => picture.upload.public_id),
        video: uploadedVideo ? { upload_id: uploadedVideo.upload.public_id } : videoLink ? { external: videoLink } : null,
        idempotency_key: draft.idempotencyKey,
      }).unwrap();
      discard();
      if (review.published && review.product_path) navigate(review.product_path);
      else setHeld(review.held_reason);
    } catch (error) {
      setErrors(fieldErrorsOf(error) as ReviewDraftErrors);
      const status = (error as { status?: unknown }).status;
      setFailure({ text: `Your review was not sent: ${errorMessageOf(error)} Everything you wrote is still here.`, reviewLink: status === 409 });
    }
  }

  if (held !== null)
    return (
      <section aria-labelledby="held-heading">
        <h2 id="held-heading">Thank you: your review is saved</h2>
        <p>It waits for a check before it is shown, because {held}</p>
        <Link to={ownProfilePath}>See it on your profile</Link>
      </section>
    );

  return (
    <Form onSubmit={submit} aria-label={`Review of ${product.title}`} noValidate>
      <StarRatingInput value={draft.rating} onChange={(rating) => change({ rating })} error={errors.rating} />
      <div>
        <TextField
          label="Title (optional)"
          value={draft.title}
          maxLength={REVIEW_LIMITS.titleMax}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <Hint aria-live="polite">{countText(draft.title.length, REVIEW_LIMITS.titleMax)}</Hint>
      </div>
      <TextAreaField
        label="Your review"
        rows={7}
        value={draft.body}
        hint={countText(draft.body.trim().length, REVIEW_LIMITS.bodyMax, REVIEW_LIMITS.bodyMin)}
        error={errors.body}
        onChange={(event) => change({ body: event.target.value })}
      />
      <Row>
        <input type="checkbox" checked={recommended} onChange={(event) => change({ recommended: event.target.checked })} />I recommend this
      </Row>
      <Section>
        <legend>Pictures (up to {REVIEW_LIMITS.pictures})</legend>
        <Hint>JPEG, PNG, WebP or HEIC, up to {megabytes(REVIEW_LIMITS.pictureBytes)} each. We remove location and camera details.</Hint>
        <input type="file" accept={PICTURE_ACCEPT} multiple onChange={choosePictures} aria-label="Add pictures" />
        <UploadList files={pictures.files} label="Your pictures" onRemove={pictures.remove} />
        {errors.pictures && <Failure role="alert">{errors.pictures}</Failure>}
      </Section>
      <Section>
        <legend>Video (optional)</legend>
        <TextField
          label="YouTube or Vidyard link or video id"
          value={draft.videoLink}
          error={errors.video}
          onChange={(event) => change({ videoLink: event.target.value })}
        />
        <Hint>Or upload an MP4 or WebM video up to {megabytes(REVIEW_LIMITS.videoBytes)}.</Hint>
        <input type="file" accept={VIDEO_ACCEPT} onChange={chooseVideo} aria-label="Upload a video" />
        <UploadList files={video.files} label="Your video" onRemove={video.remove} />
      </Section>
      {failure && (
        <Failure role="alert">
          <p>{failure.text}</p>
          {failure.reviewLink && <Link to={ownProfilePath}>See your review</Link>}
        </Failure>
      )}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Publish review'}
        </Button>
      </div>
      <Hint>
        By publishing you agree to our <Link to={pagePath('trust', {}, { hash: 'terms' })}>Terms of Service</Link> and{' '}
        <Link to={pagePath('trust', {}, { hash: 'content-policy' })}>Content Policy</Link>.
      </Hint>
    </Form>
  );
}
