import { useEffect, useState, type ChangeEvent } from 'react';
import type { ReviewMediaItem } from '@vouch/contracts';
import { megabytes, REVIEW_LIMITS } from '@vouch/domain';
import { useMediaUpload, type UploadingMedia } from './use-media-upload';
import type { ReviewDraftState } from './use-review-draft';

const uploadedOf = (files: readonly UploadingMedia[]) =>
  files.flatMap((file) => (file.upload ? [{ name: file.name, upload: file.upload }] : []));

/**
 * A review's pictures and video: those an edit keeps, and files chosen now, each uploaded as it is
 * chosen. Files over the spec's limits are listed with their refusal instead of being sent; every
 * finished upload goes into the draft, so a reload keeps it.
 */
export function useReviewMedia(
  draft: ReviewDraftState,
  change: (fields: Partial<ReviewDraftState>) => void,
  keptAtStart: readonly ReviewMediaItem[],
) {
  const pictures = useMediaUpload('picture', draft.pictures);
  const video = useMediaUpload('video', draft.video ? [draft.video] : []);
  const [kept, setKept] = useState<readonly ReviewMediaItem[]>(keptAtStart);
  useEffect(
    () =>
      change({ pictures: uploadedOf(pictures.files), video: uploadedOf(video.files)[0] ?? null }),
    [change, pictures.files, video.files],
  );

  function choosePictures(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    let room =
      REVIEW_LIMITS.pictures -
      kept.filter((item) => item.kind === 'picture').length -
      pictures.files.filter((file) => !file.error).length;
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
      file.size > REVIEW_LIMITS.videoBytes
        ? `"${file.name}" is larger than ${megabytes(REVIEW_LIMITS.videoBytes)}. Choose a shorter video.`
        : null,
    );
  }

  /** Drops a kept item and answers the media kept after it. */
  function removeKept(id: string): readonly ReviewMediaItem[] {
    const next = kept.filter((item) => item.id !== id);
    setKept(next);
    return next;
  }

  return {
    pictures,
    video,
    kept,
    uploadedPictures: uploadedOf(pictures.files),
    uploadedVideo: uploadedOf(video.files)[0],
    /** Pictures still on their way up: the review waits for them. */
    picturesUploading: pictures.files.some((file) => !file.upload && !file.error),
    choosePictures,
    chooseVideo,
    removeKept,
  };
}

export type ReviewMedia = ReturnType<typeof useReviewMedia>;
