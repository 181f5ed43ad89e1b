import { useState } from 'react';
import { useUpdateProfileMutation } from '../../../api/profile-api';

const ASKED_KEY = 'vouch.subscribe-prompt-asked';

function askedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(ASKED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberAsked(): void {
  try {
    window.sessionStorage.setItem(ASKED_KEY, '1');
  } catch {
    // Without storage the prompt may come back after a reload; it still closes now.
  }
}

/**
 * Spec §4 profile subscribe prompt: shown while subscribed_rs is null, closed after an answer or a
 * dismissal and not asked again in the session. Spec §8: a failed answer is logged and the prompt
 * closes anyway.
 */
export function useSubscribePrompt(subscribed: boolean | null) {
  const [closed, setClosed] = useState(askedThisSession);
  const [updateProfile] = useUpdateProfileMutation();
  const close = () => {
    rememberAsked();
    setClosed(true);
  };
  return {
    open: subscribed === null && !closed,
    answer(subscribe: boolean) {
      close();
      updateProfile({ reviewer: { subscribed_rs: subscribe } })
        .unwrap()
        .catch((error: unknown) => console.error('Saving the review-request answer failed', error));
    },
    dismiss: close,
  };
}
