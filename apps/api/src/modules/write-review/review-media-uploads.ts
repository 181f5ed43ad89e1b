import type { Kysely } from 'kysely';
import { videoIdFromInput } from '@vouch/domain';
import type { Database } from '@vouch/db';

/** A review's new pictures and video as its form sends them: uploads' ids, or a pasted link. */
export interface ReviewMediaInput {
  picture_ids: string[];
  video: { external: string } | { upload_id: string } | null;
}

/** The review_media rows new media make, in order, without their review and position. */
export type NewReviewMedia = {
  kind: 'picture' | 'video_external' | 'video_platform';
  compact_url: string | null;
  huge_url: string | null;
  external_id: string | null;
  platform_url: string | null;
}[];

/**
 * The uploader's unclaimed uploads a review names, locked, as the rows they become; null when one
 * is not theirs, already taken or of the wrong kind. A new review and an edit both take media this way.
 */
export async function claimReviewMedia(
  trx: Kysely<Database>,
  userId: string,
  input: ReviewMediaInput,
): Promise<{ media: NewReviewMedia; uploadIds: string[] } | null> {
  const videoUploadId = input.video && 'upload_id' in input.video ? input.video.upload_id : null;
  const wanted = [...input.picture_ids, ...(videoUploadId ? [videoUploadId] : [])];
  const uploads = wanted.length
    ? await trx
        .selectFrom('media_uploads')
        .select(['id', 'public_id', 'kind', 'compact_url', 'huge_url', 'platform_url'])
        .where('user_id', '=', userId)
        .where('review_id', 'is', null)
        .where('public_id', 'in', wanted)
        .forUpdate()
        .execute()
    : [];
  const pictures = input.picture_ids.map((id) =>
    uploads.find((upload) => upload.public_id === id && upload.kind === 'picture'),
  );
  const uploadedVideo = videoUploadId
    ? uploads.find(
        (upload) => upload.public_id === videoUploadId && upload.kind === 'video_platform',
      )
    : null;
  if (pictures.some((picture) => !picture) || uploadedVideo === undefined) return null;
  const externalVideo =
    input.video && 'external' in input.video ? videoIdFromInput(input.video.external) : null;
  return {
    media: [
      ...pictures.map((picture) => ({
        kind: 'picture' as const,
        compact_url: picture!.compact_url,
        huge_url: picture!.huge_url,
        external_id: null,
        platform_url: null,
      })),
      ...(externalVideo
        ? [
            {
              kind: 'video_external' as const,
              compact_url: null,
              huge_url: null,
              external_id: externalVideo,
              platform_url: null,
            },
          ]
        : []),
      ...(uploadedVideo
        ? [
            {
              kind: 'video_platform' as const,
              compact_url: null,
              huge_url: null,
              external_id: null,
              platform_url: uploadedVideo.platform_url,
            },
          ]
        : []),
    ],
    uploadIds: uploads.map((upload) => upload.id),
  };
}

/** Writes a review's new media after `firstPosition` and marks their uploads as taken by it. */
export async function attachReviewMedia(
  trx: Kysely<Database>,
  reviewId: string,
  claimed: { media: NewReviewMedia; uploadIds: string[] },
  firstPosition: number,
): Promise<void> {
  if (claimed.media.length)
    await trx
      .insertInto('review_media')
      .values(
        claimed.media.map((item, index) => ({
          ...item,
          review_id: reviewId,
          position: firstPosition + index,
        })),
      )
      .execute();
  if (claimed.uploadIds.length)
    await trx
      .updateTable('media_uploads')
      .set({ review_id: reviewId })
      .where('id', 'in', claimed.uploadIds)
      .execute();
}
