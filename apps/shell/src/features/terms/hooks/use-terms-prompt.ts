import { useState } from 'react';
import { useLocation } from 'react-router';
import type { CurrentReviewer } from '@vouch/contracts';
import { sessionFlag } from '@vouch/api-client';
import { matchPageRoute, termsStepOn } from '@vouch/domain';

const putOff = sessionFlag('vouch.terms-put-off');

/**
 * When the terms step shows for a reviewer who has not accepted them (issue #18): where it is
 * optional, until they put it off ("Not now", kept for the session); where they are about to
 * write a review or open a dispute, always, and it cannot be put off; never over the terms.
 */
export function useTermsPrompt(reviewer: CurrentReviewer | null | undefined) {
  const { pathname } = useLocation();
  const [wasPutOff, setWasPutOff] = useState(putOff.isSet);
  const step = termsStepOn(matchPageRoute(pathname)?.name);
  return {
    open:
      Boolean(reviewer && !reviewer.tos_accepted) &&
      (step === 'required' || (step === 'optional' && !wasPutOff)),
    canPutOff: step !== 'required',
    putOff() {
      putOff.set();
      setWasPutOff(true);
    },
  };
}
