/** Spec §9: "Created-dispute notification 60 s". */
export const DISPUTE_CREATED_NOTICE_MS = 60_000;

/** What the dispute form hands the new dispute's thread (in the navigation's state) once it is opened. */
export interface DisputeCreatedNotice {
  public_id: string;
  shop_name: string;
  /** When it was opened (ms since the epoch): the notice shows for 60 s from then, even across a reload. */
  at: number;
}

/** The notice a navigation state carries, while it is still due at `now`; null otherwise. */
export function disputeCreatedNoticeOf(state: unknown, now: number): DisputeCreatedNotice | null {
  const notice = (state as { disputeCreated?: Partial<DisputeCreatedNotice> } | null)
    ?.disputeCreated;
  if (
    !notice ||
    typeof notice.public_id !== 'string' ||
    typeof notice.shop_name !== 'string' ||
    typeof notice.at !== 'number'
  )
    return null;
  return now - notice.at < DISPUTE_CREATED_NOTICE_MS ? (notice as DisputeCreatedNotice) : null;
}
