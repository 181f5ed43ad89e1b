import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import type { EditReviewResponse, OrderLineItem, Review, ReviewMediaItem } from '@vouch/contracts';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import { savedReviewNavigation } from '@vouch/catalog-ui';
import {
  megabytes,
  pagePath,
  PICTURE_ACCEPT,
  REVIEW_LIMITS,
  reviewAnchor,
  reviewDraftErrors,
  VIDEO_ACCEPT,
  videoLinkError,
  type ReviewDraftErrors,
} from '@vouch/domain';
import { Button, PlainList, TextAreaField, TextField } from '@vouch/design-system';
import { useEditReviewMutation, useSubmitReviewMutation } from '../api/write-review-api';
import { useMediaUpload, type UploadingMedia } from '../hooks/use-media-upload';
import { useReviewDraft, type ReviewDraftState } from '../hooks/use-review-draft';
import { FilePicker } from './file-picker';
import { StarRatingInput } from './star-rating-input';
import { MediaRow, UploadList } from './upload-list';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 640px;
  min-width: 0;
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
  min-width: 0;
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

const keptMediaName = (item: ReviewMediaItem, index: number) =>
  item.kind === 'picture' ? `Picture ${index + 1}` : item.kind === 'video_external' ? `Video ${item.external_id}` : 'Your video';

/** A new review of an ordered line item, or an edit of one of the reviewer's reviews. */
export type ReviewFormTarget = { kind: 'new'; lineItem: OrderLineItem } | { kind: 'edit'; review: EditReviewResponse['review'] };

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
  const navigate = useNavigate();
  const editing = target.kind === 'edit' ? target.review : null;
  const { draft, change, discard } = useReviewDraft(
    target.kind === 'edit' ? `edit.${target.review.public_id}` : target.lineItem.public_id,
    editing ? { rating: editing.rating, title: editing.title, body: editing.body, recommended: editing.recommended } : {},
  );
  const pictures = useMediaUpload('picture', draft.pictures);
  const video = useMediaUpload('video', draft.video ? [draft.video] : []);
  const [kept, setKept] = useState<readonly ReviewMediaItem[]>(editing?.media ?? []);
  const [submitReview, submitting] = useSubmitReviewMutation();
  const [editReview, saving] = useEditReviewMutation();
  const isLoading = submitting.isLoading || saving.isLoading;
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  // Bumped after a refused submit: focus then moves to the first field in error.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<{ text: string; reviewLink: string | null } | null>(null);
  const [held, setHeld] = useState<string | null>(null);

  const uploadedPictures = uploadedOf(pictures.files);
  const uploadedVideo = uploadedOf(video.files)[0];
  // Each finished upload goes into the draft, so a reload keeps it.
  useEffect(() => change({ pictures: uploadedOf(pictures.files), video: uploadedOf(video.files)[0] ?? null }), [change, pictures.files, video.files]);

  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input');
    (first ?? form.current?.querySelector<HTMLElement>('[data-failure]'))?.focus();
  }, [refusals]);

  /** The write-review rules on what the form holds now (the media kept and added count together). */
  function errorsOf(state: ReviewDraftState, keptMedia: readonly ReviewMediaItem[]): ReviewDraftErrors {
    const videoLink = state.videoLink.trim();
    const found = reviewDraftErrors({
      rating: state.rating,
      title: state.title,
      body: state.body,
      pictureCount: keptMedia.filter((item) => item.kind === 'picture').length + uploadedPictures.length,
      videoCount: keptMedia.filter((item) => item.kind !== 'picture').length + (videoLink ? 1 : 0) + (uploadedVideo ? 1 : 0),
    });
    const linkError = videoLink ? videoLinkError(videoLink) : null;
    if (linkError) found.video = linkError;
    if (pictures.files.some((file) => !file.upload && !file.error)) found.pictures = 'Wait for your pictures to finish uploading';
    return found;
  }

  /** Issue #29: a message goes as soon as its field is fixed, not at the next submit. */
  function clearFixed(fields: readonly (keyof ReviewDraftErrors)[], state: ReviewDraftState, keptMedia = kept) {
    const now = errorsOf(state, keptMedia);
    setErrors((shown) => {
      const fixed = fields.filter((field) => shown[field] && !now[field]);
      if (fixed.length === 0) return shown;
      const next = { ...shown };
      for (const field of fixed) delete next[field];
      return next;
    });
  }

  function edit(fields: Partial<ReviewDraftState>) {
    change(fields);
    const touched = Object.keys(fields).map((key) => (key === 'videoLink' ? 'video' : key)) as (keyof ReviewDraftErrors)[];
    clearFixed(touched, { ...draft, ...fields });
  }

  /** A link that cannot be read says so when the reviewer leaves the field, not only at submit. */
  function checkVideoLink() {
    const { video: problem } = errorsOf(draft, kept);
    if (problem) setErrors((shown) => ({ ...shown, video: problem }));
  }

  function removeKept(id: string) {
    const next = kept.filter((item) => item.id !== id);
    setKept(next);
    clearFixed(['pictures', 'video'], draft, next);
  }

  function choosePictures(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    let room = REVIEW_LIMITS.pictures - kept.filter((item) => item.kind === 'picture').length - pictures.files.filter((file) => !file.error).length;
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

  function opened(shown: Review | null, productPath: string | null, published: boolean) {
    discard();
    // A review of a product opens its page at the review; a review of the shop itself, the profile.
    if (published && shown && productPath) {
      const { to, state } = savedReviewNavigation(productPath, editing ? 'updated' : 'published', shown);
      navigate(to, { state });
    } else navigate(ownProfilePath);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = errorsOf(draft, kept);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    const videoLink = draft.videoLink.trim();
    const content = {
      rating: draft.rating,
      title: draft.title,
      body: draft.body,
      recommended: draft.recommended,
      picture_ids: uploadedPictures.map((picture) => picture.upload.public_id),
      video: uploadedVideo ? { upload_id: uploadedVideo.upload.public_id } : videoLink ? { external: videoLink } : null,
    };
    try {
      if (editing) {
        const saved = await editReview({ publicId: editing.public_id, edit: { ...content, kept_media_ids: kept.map((item) => item.id) } }).unwrap();
        // Words that copy another review wait for a check, as a new review's do.
        if (saved.review.held_reason && !saved.review.published) {
          discard();
          setHeld(saved.review.held_reason);
        } else opened(saved.shown, saved.review.product_path, saved.review.published);
      } else if (target.kind === 'new') {
        const saved = await submitReview({ ...content, line_item_public_id: target.lineItem.public_id, idempotency_key: draft.idempotencyKey }).unwrap();
        if (saved.review.published) opened(saved.shown, saved.review.product_path, true);
        else {
          discard();
          setHeld(saved.review.held_reason);
        }
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields as ReviewDraftErrors);
      // A line item reviewed already answers 409 with that review: the link opens it.
      const written = (error as { status?: unknown }).status === 409 && fields.review_public_id;
      setFailure({
        text: `Your review was not ${editing ? 'saved' : 'sent'}: ${errorMessageOf(error)} Everything you wrote is still here.`,
        reviewLink: written ? `${ownProfilePath}#${reviewAnchor(written)}` : null,
      });
      setRefusals((count) => count + 1);
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

  const pictureNames = [...kept.filter((item) => item.kind === 'picture').map(keptMediaName), ...pictures.files.map((file) => file.name)];
  return (
    <Form ref={form} onSubmit={submit} aria-label={`${editing ? 'Edit your review' : 'Review'} of ${subject}`} noValidate>
      <StarRatingInput value={draft.rating} onChange={(rating) => edit({ rating })} error={errors.rating} />
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
        <input type="checkbox" checked={draft.recommended} onChange={(event) => edit({ recommended: event.target.checked })} />I recommend this
      </Row>
      <Section>
        <legend>Pictures (up to {REVIEW_LIMITS.pictures})</legend>
        <Hint>JPEG, PNG, WebP or HEIC, up to {megabytes(REVIEW_LIMITS.pictureBytes)} each. We remove location and camera details.</Hint>
        {kept.length > 0 && (
          <PlainList aria-label="Pictures and videos kept">
            {kept.map((item, index) => (
              <MediaRow key={item.id}>
                {item.kind === 'picture' ? <img src={item.compact} alt={keptMediaName(item, index)} /> : <span aria-hidden="true">▶</span>}
                <span>{keptMediaName(item, index)}</span>
                <Button $variant="link" type="button" onClick={() => removeKept(item.id)} aria-label={`Remove ${keptMediaName(item, index)}`}>
                  Remove
                </Button>
              </MediaRow>
            ))}
          </PlainList>
        )}
        <FilePicker
          label="Add pictures"
          accept={PICTURE_ACCEPT}
          multiple
          chosen={pictureNames}
          none="No pictures added"
          invalid={Boolean(errors.pictures)}
          onChange={choosePictures}
        />
        <UploadList files={pictures.files} label="Your pictures" onRemove={pictures.remove} />
        {errors.pictures && <Failure role="alert">{errors.pictures}</Failure>}
      </Section>
      <Section>
        <legend>Video (optional)</legend>
        <TextField
          label="YouTube or Vidyard link or video id"
          value={draft.videoLink}
          error={errors.video}
          onChange={(event) => edit({ videoLink: event.target.value })}
          onBlur={checkVideoLink}
        />
        <Hint>Or upload an MP4 or WebM video up to {megabytes(REVIEW_LIMITS.videoBytes)}.</Hint>
        <FilePicker
          label="Upload a video"
          accept={VIDEO_ACCEPT}
          chosen={video.files.map((file) => file.name)}
          none="No video uploaded"
          onChange={chooseVideo}
        />
        <UploadList files={video.files} label="Your video" onRemove={video.remove} />
      </Section>
      {failure && (
        <Failure role="alert" tabIndex={-1} data-failure>
          <p>{failure.text}</p>
          {failure.reviewLink && <Link to={failure.reviewLink}>See your review</Link>}
        </Failure>
      )}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : editing ? 'Save changes' : 'Publish review'}
        </Button>
      </div>
      <Hint>
        By publishing you agree to our <Link to={pagePath('trust', {}, { hash: 'terms' })}>Terms of Service</Link> and{' '}
        <Link to={pagePath('trust', {}, { hash: 'content-policy' })}>Content Policy</Link>.
      </Hint>
    </Form>
  );
}
