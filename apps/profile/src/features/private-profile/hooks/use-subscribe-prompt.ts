import { useState } from 'react';
import { sessionFlag } from '@vouch/api-client';
import { useUpdateProfileMutation } from '../../../api/profile-api';

const asked = sessionFlag('vouch.subscribe-prompt-asked');

/**
 * Spec §4 profile subscribe prompt: shown while subscribed_rs is null, closed after an answer or a
 * dismissal and not asked again in the session. Spec §8: a failed answer is logged and the prompt
 * closes anyway.
 */
export function useSubscribePrompt(subscribed: boolean | null) {
  const [closed, setClosed] = useState(asked.isSet);
  const [updateProfile] = useUpdateProfileMutation();
  const close = () => {
    asked.set();
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
