import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DisputeOutcome, DisputeStatus } from '@vouch/domain';
import type { Database } from '@vouch/db';
import type { PageChanges } from '../site';
import { disputeMoveNotice } from './notices';
import type { Notifier } from './notifier';

const BATCH = 50;

interface ClaimedMove {
  to_status: DisputeStatus;
  outcome: DisputeOutcome | null;
  changed_by: string | null;
  note: string;
  public_id: string;
  reviewer_id: string;
  reviewer_name: string;
  shop_name: string;
  shop_member_ids: string[];
}

export interface DisputeMoveNotices {
  /** Mails every move not told yet; calls during a sweep add one more sweep, not one each. */
  sweep(): Promise<void>;
}

/**
 * Mails each dispute move to its reviewer and its shop's members, except whoever made it. A move's
 * history row is the outbox (migration 0025): a sweep claims unmailed rows (skipping rows another
 * process claims), then mails them; a mail that fails is logged, not retried.
 */
export function disputeMoveNotices(
  db: Kysely<Database>,
  notifier: Notifier,
  publicOrigin: string,
  log: FastifyBaseLogger,
): DisputeMoveNotices {
  const claim = async (): Promise<ClaimedMove[]> => {
    const { rows } = await sql<ClaimedMove>`
      with claimed as (
        update dispute_status_changes c set notified_at = now()
        where c.id in (select id from dispute_status_changes where notified_at is null order by id limit ${BATCH} for update skip locked)
        returning c.id, c.dispute_id, c.to_status, c.changed_by, c.note
      )
      select claimed.to_status, case when claimed.to_status in ('decided', 'closed') then d.outcome end as outcome, claimed.changed_by::text, claimed.note, d.public_id, d.user_id::text as reviewer_id, u.name as reviewer_name,
             s.name as shop_name, array(select m.user_id::text from shop_members m where m.shop_id = d.shop_id) as shop_member_ids
      from claimed join disputes d on d.id = claimed.dispute_id join shops s on s.id = d.shop_id join users u on u.id = d.user_id
      order by claimed.id`.execute(db);
    return rows;
  };

  const mail = async (move: ClaimedMove) => {
    const details = {
      disputePublicId: move.public_id,
      to: move.to_status,
      outcome: move.outcome,
      note: move.note,
      shopName: move.shop_name,
      reviewerName: move.reviewer_name,
    };
    const parties = [
      { userId: move.reviewer_id, party: 'reviewer' as const },
      ...move.shop_member_ids.map((userId) => ({ userId, party: 'shop' as const })),
    ];
    for (const { userId, party } of parties) {
      if (userId !== move.changed_by)
        await notifier.notify(
          userId,
          'dispute_moves',
          disputeMoveNotice(details, party, publicOrigin),
        );
    }
  };

  let running: Promise<void> | null = null;
  let again = false;
  const run = async () => {
    do {
      again = false;
      let claimed: ClaimedMove[];
      do {
        claimed = await claim();
        for (const move of claimed) await mail(move);
      } while (claimed.length === BATCH);
    } while (again);
  };

  return {
    sweep() {
      if (running) {
        again = true;
        return running;
      }
      running = run()
        .catch((error: unknown) => log.error({ err: error }, 'dispute moves could not be mailed'))
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}

// A passed shop deadline moves a dispute when someone next looks at it (a read): the timer tells of those.
const SWEEP_EVERY_MS = 5_000;

/** Sweeps after every write that may have moved a dispute, and every few seconds; the last sweep finishes before the app closes. */
export function mailDisputeMoves(
  app: FastifyInstance,
  notices: DisputeMoveNotices,
  pageChanges: PageChanges,
): void {
  pageChanges.onChange(() => void notices.sweep());
  const timer = setInterval(() => void notices.sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await notices.sweep();
  });
}
