import { useCallback, useEffect, useState } from 'react';
import type { MediaUpload } from '@vouch/contracts';
import { browserStorage } from '@vouch/api-client';

/** What the reviewer has written so far, kept in local storage: a reload or a failed submit loses nothing. */
export interface ReviewDraftState {
  rating: number | null;
  title: string;
  body: string;
  /** Null until the reviewer touches the box: then 4 and 5 stars tick it (recommendedByDefault). */
  recommended: boolean | null;
  videoLink: string;
  pictures: { name: string; upload: MediaUpload }[];
  video: { name: string; upload: MediaUpload } | null;
  /** One key per review: a retried submit (after a failure or a double click) makes one review. */
  idempotencyKey: string;
}

const storageKey = (lineItemPublicId: string) => `vouch.review-draft.${lineItemPublicId}`;

function newDraft(): ReviewDraftState {
  return {
    rating: null,
    title: '',
    body: '',
    recommended: null,
    videoLink: '',
    pictures: [],
    video: null,
    idempotencyKey: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`,
  };
}

export function useReviewDraft(lineItemPublicId: string) {
  const [draft, setDraft] = useState<ReviewDraftState>(() => ({ ...newDraft(), ...browserStorage.read<ReviewDraftState>(storageKey(lineItemPublicId)) }));
  useEffect(() => browserStorage.write(storageKey(lineItemPublicId), draft), [lineItemPublicId, draft]);
  return {
    draft,
    change: useCallback((change: Partial<ReviewDraftState>) => setDraft((current) => ({ ...current, ...change })), []),
    /** The review was saved: nothing is left to keep. */
    discard: () => browserStorage.remove(storageKey(lineItemPublicId)),
  };
}
