import type { MediaUploadResponse } from '@vouch/contracts';
import { useFileUploads, type UploadingFile } from '@vouch/api-client';

type MediaUpload = MediaUploadResponse['upload'];
export type UploadingMedia = UploadingFile<MediaUpload>;

const uploadOf = (body: unknown) => (body as MediaUploadResponse).upload;

/** A review's pictures or video, each sent to `POST /reviews/reviewer/uploads?kind=` as it is chosen. */
export function useMediaUpload(
  kind: 'picture' | 'video',
  uploaded: readonly { name: string; upload: MediaUpload }[],
) {
  return useFileUploads(`reviews/reviewer/uploads?kind=${kind}`, uploadOf, uploaded);
}
