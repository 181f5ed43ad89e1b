import { useCallback, useEffect, useState } from 'react';
import type { MediaUpload } from '@vouch/contracts';
import { browserStorage } from '@vouch/api-client';

/** What the reviewer has written so far, kept in local storage: a reload or a failed submit loses nothing. */
export interface ReviewDraftState {
  rating: number | null;
  title: string;
  body: string;
  /** Only ever what the reviewer ticked (issue #29: never ticked for them by the stars). */
  recommended: boolean;
  videoLink: string;
  pictures: { name: string; upload: MediaUpload }[];
  video: { name: string; upload: MediaUpload } | null;
  /** One key per review: a retried submit (after a failure or a double click) makes one review. */
  idempotencyKey: string;
}

function newDraft(): ReviewDraftState {
  return {
    rating: null,
    title: '',
    body: '',
    recommended: false,
    videoLink: '',
    pictures: [],
    video: null,
    idempotencyKey: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
  };
}

/** The draft kept under `key` (a line item's new review, or an edit of one review), starting from `start` when none is kept. */
export function useReviewDraft(key: string, start: Partial<ReviewDraftState> = {}) {
  const storageKey = `vouch.review-draft.${key}`;
  const [draft, setDraft] = useState<ReviewDraftState>(() => ({
    ...newDraft(),
    ...start,
    ...browserStorage.read<ReviewDraftState>(storageKey),
  }));
  useEffect(() => browserStorage.write(storageKey, draft), [storageKey, draft]);
  return {
    draft,
    change: useCallback(
      (change: Partial<ReviewDraftState>) => setDraft((current) => ({ ...current, ...change })),
      [],
    ),
    /** The review was saved: nothing is left to keep. */
    discard: () => browserStorage.remove(storageKey),
  };
}
