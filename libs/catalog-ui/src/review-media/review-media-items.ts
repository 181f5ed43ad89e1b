import type { GalleryItem, Review } from '@vouch/contracts';

/** A review's pictures, then its external and hosted videos, as the gallery shows media. */
export function reviewMediaItems(review: Review): GalleryItem[] {
  const from = {
    review_uuid: review.uuid,
    reviewer_name: review.reviewer.name,
    rating: review.rating,
  };
  return [
    ...review.pictures_urls.map((picture, index) => ({
      ...from,
      id: `${review.uuid}-picture-${index}`,
      dataType: 'picture' as const,
      source: picture.huge,
      thumbnail: picture.compact,
      videoId: null,
    })),
    ...review.video_external_ids.map((videoId, index) => ({
      ...from,
      id: `${review.uuid}-external-${index}`,
      dataType: 'video_external' as const,
      source: null,
      thumbnail: null,
      videoId,
    })),
    ...review.media_platform_hosted_video_infos.map((video, index) => ({
      ...from,
      id: `${review.uuid}-hosted-${index}`,
      dataType: 'video_platform' as const,
      source: video.media_platform_url,
      thumbnail: null,
      videoId: null,
    })),
  ];
}

export const mediaKind = (item: GalleryItem) => (item.dataType === 'picture' ? 'Picture' : 'Video');

/**
 * Where an item is among the media shown together, as its thumbnail and the viewer both say it
 * ("Picture 2 of 4"): one count of pictures and videos alike, so they never disagree (issue #58's walk).
 */
export function mediaPosition(item: GalleryItem, index: number, total: number): string {
  return `${mediaKind(item)} ${index + 1} of ${total}`;
}
