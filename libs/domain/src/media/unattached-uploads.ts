/**
 * Issue #28, item 6: "uploads never attached are swept after a day". A file goes up as soon as it
 * is chosen, before the review or dispute it belongs to is sent; a day is longer than anyone keeps
 * such a form open, and a draft never sent leaves nothing behind for longer.
 */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often each API process sweeps: an upload nothing claimed is gone a day to a day and an hour after it came. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Uploads that nothing claimed and that came before this moment are swept. */
export function unattachedUploadCutoff(now: Date): Date {
  return new Date(now.getTime() - UNATTACHED_UPLOAD_MAX_AGE_MS);
}
