import { disputeCreatedNoticeOf } from './dispute-created-notice';

describe('created-dispute notification (spec §4: "appears on the private profile and disappears after 60 seconds")', () => {
  const notice = { public_id: 'd1', shop_name: 'Harbor Outfitters', at: 1_000_000 };

  it('shows for 60 seconds from the moment the dispute was opened', () => {
    expect(disputeCreatedNoticeOf({ disputeCreated: notice }, notice.at + 59_999)).toEqual(notice);
    expect(disputeCreatedNoticeOf({ disputeCreated: notice }, notice.at + 60_000)).toBeNull();
  });

  it('ignores any other navigation state', () => {
    expect(disputeCreatedNoticeOf(null, notice.at)).toBeNull();
    expect(disputeCreatedNoticeOf({ disputeCreated: { public_id: 'd1' } }, notice.at)).toBeNull();
    expect(disputeCreatedNoticeOf('hello', notice.at)).toBeNull();
  });
});
