import { useEffect, useState, type RefObject } from 'react';
import type { ReviewMediaItem } from '@vouch/contracts';
import { reviewDraftErrors, videoLinkError, type ReviewDraftErrors } from '@vouch/domain';
import type { ReviewDraftState } from './use-review-draft';
import type { ReviewMedia } from './use-review-media';

/**
 * The review form's messages: the write-review rules on what the form holds now (the media kept
 * and added count together). After a refused submit, focus moves to the first field in error, or
 * to the failure when the server refused it.
 */
export function useReviewFormErrors(media: ReviewMedia, form: RefObject<HTMLFormElement | null>) {
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    const first = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"] input',
    );
    (first ?? form.current?.querySelector<HTMLElement>('[data-failure]'))?.focus();
  }, [form, refusals]);

  function errorsOf(
    state: ReviewDraftState,
    kept: readonly ReviewMediaItem[] = media.kept,
  ): ReviewDraftErrors {
    const videoLink = state.videoLink.trim();
    const found = reviewDraftErrors({
      rating: state.rating,
      title: state.title,
      body: state.body,
      pictureCount:
        kept.filter((item) => item.kind === 'picture').length + media.uploadedPictures.length,
      videoCount:
        kept.filter((item) => item.kind !== 'picture').length +
        (videoLink ? 1 : 0) +
        (media.uploadedVideo ? 1 : 0),
    });
    const linkError = videoLink ? videoLinkError(videoLink) : null;
    if (linkError) found.video = linkError;
    if (media.picturesUploading) found.pictures = 'Wait for your pictures to finish uploading';
    return found;
  }

  return {
    errors,
    /** Issue #29: a message goes as soon as its field is fixed, not at the next submit. */
    clearFixed(
      fields: readonly (keyof ReviewDraftErrors)[],
      state: ReviewDraftState,
      kept: readonly ReviewMediaItem[] = media.kept,
    ) {
      const now = errorsOf(state, kept);
      setErrors((shown) => {
        const fixed = fields.filter((field) => shown[field] && !now[field]);
        if (fixed.length === 0) return shown;
        const next = { ...shown };
        for (const field of fixed) delete next[field];
        return next;
      });
    },
    /** A link that cannot be read says so when the reviewer leaves the field, not only at submit. */
    checkVideoLink(state: ReviewDraftState) {
      const { video: problem } = errorsOf(state);
      if (problem) setErrors((shown) => ({ ...shown, video: problem }));
    },
    /** Shows every message the form's content earns; true when there are none and it may be sent. */
    check(state: ReviewDraftState): boolean {
      const found = errorsOf(state);
      setErrors(found);
      if (Object.keys(found).length === 0) return true;
      setRefusals((count) => count + 1);
      return false;
    },
    /** The server refused the review: its messages per field, and focus to the first. */
    refused(fields: ReviewDraftErrors) {
      setErrors(fields);
      setRefusals((count) => count + 1);
    },
  };
}
