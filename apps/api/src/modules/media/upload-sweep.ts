import type { Kysely } from 'kysely';
import { UPLOAD_WINDOW_MS, unattachedUploadCutoff } from '@vouch/domain';
import type { Database } from '@vouch/db';
import type { MediaStorage } from './media-storage';

const STORED_FILE = /^\/media\/files\/(.+)$/;

/**
 * Issue #28, item 6: removes the review pictures and videos and the dispute files that nothing
 * claimed within a day (rows, then their stored files), and upload counts older than the rate
 * limit's hour. Rows go first: a review or dispute claiming an upload at the same moment either
 * claims it before (and it stays) or finds it gone and asks for it again; a file never outlives
 * its row unnoticed. `now` is the sweep's clock, given so tests can move it. Answers how many
 * rows went, and how many of their files could not be removed (left on disk, and logged).
 */
export async function sweepUnattachedUploads(
  db: Kysely<Database>,
  storage: MediaStorage,
  now: Date,
): Promise<{ uploads: number; disputeFiles: number; filesLeft: number }> {
  const cutoff = unattachedUploadCutoff(now);
  const uploads = await db
    .deleteFrom('media_uploads')
    .where('review_id', 'is', null)
    .where('created_at', '<', cutoff)
    .returning(['compact_url', 'huge_url', 'platform_url'])
    .execute();
  const disputeFiles = await db
    .deleteFrom('dispute_files')
    .where('dispute_id', 'is', null)
    .where('message_id', 'is', null)
    .where('created_at', '<', cutoff)
    .returning('storage_key')
    .execute();
  await db
    .deleteFrom('upload_attempts')
    .where('created_at', '<', new Date(now.getTime() - UPLOAD_WINDOW_MS))
    .execute();
  const keys = [
    ...uploads.flatMap((upload) =>
      [upload.compact_url, upload.huge_url, upload.platform_url].map(
        (url) => url && STORED_FILE.exec(url)?.[1],
      ),
    ),
    ...disputeFiles.map((file) => file.storage_key),
  ].filter((key): key is string => Boolean(key));
  // One file that cannot be removed (the disk, the object store) does not keep the others.
  const removals = await Promise.allSettled(keys.map((key) => storage.remove(key)));
  return {
    uploads: uploads.length,
    disputeFiles: disputeFiles.length,
    filesLeft: removals.filter((removal) => removal.status === 'rejected').length,
  };
}
