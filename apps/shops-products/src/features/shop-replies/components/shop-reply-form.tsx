import { SHOP_REPLY_MAX_LENGTH, shopReplyError } from '@vouch/domain';
import { WrittenTextForm } from '../../../components/written-text-form';
import { useReplyToReviewMutation } from '../api/shop-replies-api';

export interface ShopReplyFormProps {
  publicId: string;
  shopName: string;
  reviewerName: string;
  /** The reply being edited, or '' for a new one. */
  initialBody: string;
  onDone(): void;
  /** Instead of `onDone` once the reply is posted, for a page that says so itself. */
  onPosted?(): void;
}

/** The shop's reply to one review, posted or edited in place. */
export function ShopReplyForm({
  publicId,
  shopName,
  reviewerName,
  initialBody,
  onDone,
  onPosted,
}: ShopReplyFormProps) {
  const [postReply] = useReplyToReviewMutation();
  return (
    <WrittenTextForm
      name={`Reply to ${reviewerName}`}
      label={`Your reply as ${shopName}`}
      note="Everyone who reads the review sees the reply."
      maxLength={SHOP_REPLY_MAX_LENGTH}
      rule={shopReplyError}
      submitLabel="Post reply"
      busyLabel="Posting…"
      send={(body) => postReply({ publicId, body }).unwrap()}
      onSent={onPosted ?? onDone}
      onCancel={onDone}
      initialText={initialBody}
      autoFocus
    />
  );
}
