import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  DISPUTE_CREATED_NOTICE_MS,
  disputeCreatedNoticeOf,
  type DisputeCreatedNotice,
} from '@vouch/domain';

/**
 * The created-dispute notification the dispute form navigated here with, while its 60 s last
 * (spec §4, §9), and only on the thread of the dispute it names.
 */
export function useDisputeCreatedNotice(disputeId: string): DisputeCreatedNotice | null {
  const { state } = useLocation();
  // The clock is read again only when the notice is due to go.
  const [now, setNow] = useState(() => Date.now());
  const found = disputeCreatedNoticeOf(state, now);
  const notice = found?.public_id === disputeId ? found : null;
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(
      () => setNow(Date.now()),
      notice.at + DISPUTE_CREATED_NOTICE_MS - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [notice]);
  return notice;
}
