import type { ReactNode } from 'react';
import type { DisputeDetail, DisputeMessageRequest } from '@vouch/contracts';
import { DISPUTE_TYPE_LABELS } from '@vouch/domain';
import { DisputeCase } from './dispute-case';
import { DisputeHistory } from './dispute-history';
import { DisputeThread } from './dispute-thread';
import { DisputesLayout } from './disputes-layout';
import { MessageForm } from './message-form';

const THREAD_CLOSED = ['closed', 'withdrawn'];

export interface DisputeViewProps {
  dispute: DisputeDetail;
  /** Under the heading: what just happened, when something did (the dispute was just opened). */
  notice?: ReactNode;
  /** The moves this viewer may make, above the thread. */
  actions: ReactNode;
  replyHeading: string;
  /** What sending a message leads to, when it is a move. */
  replyNote?: string;
  send(message: DisputeMessageRequest): Promise<unknown>;
}

/** The thread's name: what went wrong with which products from which shop (the shop alone without an order). */
function titleOf({ dispute_type, products, shop }: DisputeDetail): string {
  const about = products.map((product) => product.title).join(', ');
  return `${DISPUTE_TYPE_LABELS[dispute_type]}: ${about ? `${about} from ${shop.name}` : shop.name}`;
}

/** One dispute as any of its sides sees it: the case, their moves, the thread with a reply box while it is open, the history. */
export function DisputeView({
  dispute,
  notice,
  actions,
  replyHeading,
  replyNote,
  send,
}: DisputeViewProps) {
  return (
    <DisputesLayout>
      <h1>{titleOf(dispute)}</h1>
      {notice}
      <DisputeCase dispute={dispute} />
      {actions}
      <DisputeThread dispute={dispute} />
      {!THREAD_CLOSED.includes(dispute.status) && (
        <MessageForm heading={replyHeading} note={replyNote} send={send} />
      )}
      <DisputeHistory dispute={dispute} />
    </DisputesLayout>
  );
}
