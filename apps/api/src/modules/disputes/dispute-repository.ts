import { sql, type Kysely } from 'kysely';
import type {
  DisputeDetail,
  DisputeFile,
  DisputeOrder,
  DisputeParty,
  ShopDisputeRecord,
} from '@vouch/contracts';
import {
  allowedDisputeActions,
  answeredInTimePercent,
  DISPUTE_RECORD_MONTHS,
  disputeHolder,
  disputeHoldRefusal,
  pagePath,
  reviewerDisplayName,
  SHOP_ANSWER_DAYS,
  WAITING_DISPUTE_STATUSES,
  type DisputeAction,
  type DisputeFileKind,
  type DisputeStatus,
} from '@vouch/domain';
import type { Database } from '@vouch/db';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The columns every check of a dispute needs: who its parties are and where it stands. */
export interface DisputeParties {
  id: string;
  public_id: string;
  user_id: string;
  shop_id: string;
  status: DisputeStatus;
  arbitrator_id: string | null;
}

/** How `/reviews/disputes/files/{public_id}` reaches a file's bytes. */
export function disputeFileUrl(publicId: string): string {
  return `/reviews/disputes/files/${encodeURIComponent(publicId)}`;
}

function fileOf(row: {
  public_id: string;
  file_name: string;
  kind: string;
  byte_size: number;
}): DisputeFile {
  return {
    public_id: row.public_id,
    file_name: row.file_name,
    kind: row.kind as DisputeFileKind,
    byte_size: row.byte_size,
    url: disputeFileUrl(row.public_id),
  };
}

/** Reads of disputes: the form's orders, one dispute as a party sees it, the arbitrator's list, a shop's public record. */
export function disputeRepository(db: Kysely<Database>) {
  return {
    async parties(publicId: string): Promise<DisputeParties | null> {
      const row = await db
        .selectFrom('disputes')
        .select(['id', 'public_id', 'user_id', 'shop_id', 'status', 'arbitrator_id'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      // Ids compare as strings: drivers differ in how they hand back bigint columns.
      return row
        ? {
            ...row,
            id: String(row.id),
            user_id: String(row.user_id),
            shop_id: String(row.shop_id),
            arbitrator_id: row.arbitrator_id === null ? null : String(row.arbitrator_id),
            status: row.status as DisputeStatus,
          }
        : null;
    },

    /** A dispute file and the parties of the dispute that claimed it (none while it waits to be claimed). */
    async file(publicId: string) {
      return db
        .selectFrom('dispute_files as f')
        .leftJoin('disputes as d', 'd.id', 'f.dispute_id')
        .select([
          'f.storage_key',
          'f.file_name',
          'f.content_type',
          'f.uploaded_by',
          'd.user_id',
          'd.shop_id',
        ])
        .where('f.public_id', '=', publicId)
        .executeTakeFirst();
    },

    async isShopMember(shopId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('shop_members')
        .select('user_id')
        .where('shop_id', '=', shopId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The reviewer's orders at the shop, newest first, with what was in each. */
    async ordersAtShop(
      userId: string,
      shopId: string,
      productHandle: string | null,
    ): Promise<DisputeOrder[]> {
      const rows = await db
        .selectFrom('orders as o')
        .innerJoin('line_items as li', 'li.order_id', 'o.id')
        .innerJoin('products as p', 'p.id', 'li.product_id')
        .select((eb) => [
          'o.public_id',
          'o.placed_at',
          'p.title',
          'p.image_url',
          'p.handle',
          eb
            .selectFrom('disputes as d')
            .select('d.public_id')
            .whereRef('d.order_id', '=', 'o.id')
            .where('d.status', 'in', WAITING_DISPUTE_STATUSES)
            .limit(1)
            .as('open_dispute_public_id'),
        ])
        .where('o.user_id', '=', userId)
        .where('o.shop_id', '=', shopId)
        // From a product page, only the orders with that product fit.
        .$if(productHandle !== null, (query) =>
          query.where('o.id', 'in', (eb) =>
            eb
              .selectFrom('line_items as pli')
              .innerJoin('products as pp', 'pp.id', 'pli.product_id')
              .select('pli.order_id')
              .where('pp.handle', '=', productHandle!),
          ),
        )
        .orderBy('o.placed_at', 'desc')
        .orderBy('o.id', 'desc')
        .orderBy('li.id')
        .limit(200)
        .execute();
      const orders = new Map<string, DisputeOrder>();
      for (const row of rows) {
        const order = orders.get(row.public_id) ?? {
          public_id: row.public_id,
          placed_at: iso(row.placed_at),
          items: [],
          open_dispute_public_id: row.open_dispute_public_id,
        };
        order.items.push({
          product_title: row.title,
          product_image_url: row.image_url,
          product_handle: row.handle,
        });
        orders.set(row.public_id, order);
      }
      return [...orders.values()];
    },

    /** One dispute with its case, files, thread and history, as `viewer` (of role `role`) may see it. */
    async detail(
      parties: DisputeParties,
      role: DisputeParty,
      viewerId: string,
    ): Promise<DisputeDetail> {
      const [dispute, products, files, messages, history] = await Promise.all([
        db
          .selectFrom('disputes as d')
          .innerJoin('shops as s', 's.id', 'd.shop_id')
          .innerJoin('users as u', 'u.id', 'd.user_id')
          .leftJoin('orders as o', 'o.id', 'd.order_id')
          .leftJoin('users as a', 'a.id', 'd.arbitrator_id')
          .select([
            'd.public_id',
            'd.dispute_type',
            'd.description',
            'd.desired_outcome_type',
            'd.desired_outcome_description',
            'd.status',
            'd.outcome',
            'd.remedy',
            'd.counter_offer',
            'd.decision_reason',
            'd.decided_at',
            'd.shop_answer_due',
            'd.created_at',
            's.name as shop_name',
            's.slug as shop_slug',
            'u.name as reviewer_name',
            'o.public_id as order_public_id',
            'o.placed_at',
            'a.name as arbitrator_name',
          ])
          .where('d.id', '=', parties.id)
          .executeTakeFirstOrThrow(),
        // What it is about: the product it was opened from, else the products of its order.
        db
          .selectFrom('products as p')
          .innerJoin('shops as s', 's.id', 'p.shop_id')
          .select(['p.title', 'p.handle', 's.slug'])
          .where('p.id', 'in', (eb) =>
            eb
              .selectFrom('disputes as d')
              .leftJoin('line_items as li', (join) =>
                join.onRef('li.order_id', '=', 'd.order_id').on('d.product_id', 'is', null),
              )
              .select(sql<string>`coalesce(d.product_id, li.product_id)`.as('product_id'))
              .where('d.id', '=', parties.id),
          )
          .orderBy('p.title')
          .orderBy('p.id')
          .execute(),
        db
          .selectFrom('dispute_files')
          .select(['public_id', 'file_name', 'kind', 'byte_size', 'message_id'])
          .where('dispute_id', '=', parties.id)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('dispute_messages as m')
          .innerJoin('users as u', 'u.id', 'm.author_id')
          .select(['m.id', 'm.author_role', 'm.body', 'm.created_at', 'u.name'])
          .where('m.dispute_id', '=', parties.id)
          .orderBy('m.created_at')
          .orderBy('m.id')
          .execute(),
        db
          .selectFrom('dispute_status_changes as c')
          .leftJoin('users as u', 'u.id', 'c.changed_by')
          .select([
            'c.from_status',
            'c.to_status',
            'c.action',
            'c.changed_by',
            'c.note',
            'c.created_at',
            'u.name',
            'u.role',
          ])
          .where('c.dispute_id', '=', parties.id)
          .orderBy('c.created_at')
          .orderBy('c.id')
          .execute(),
      ]);
      const reviewerName = reviewerDisplayName(dispute.reviewer_name, true);
      const nameOf = (partyRole: DisputeParty, name: string) =>
        partyRole === 'reviewer' ? reviewerName : partyRole === 'shop' ? dispute.shop_name : name;
      const roleOfChange = (change: {
        changed_by: string | null;
        role: string | null;
      }): DisputeParty | null => {
        if (change.changed_by === null) return null;
        if (String(change.changed_by) === parties.user_id) return 'reviewer';
        return change.role === 'arbitrator' ? 'arbitrator' : 'shop';
      };
      const status = dispute.status as DisputeStatus;
      return {
        public_id: dispute.public_id,
        shop: {
          name: dispute.shop_name,
          internal_path: pagePath('shop', { shopSlug: dispute.shop_slug }),
        },
        reviewer: { name: reviewerName },
        products: products.map((product) => ({
          title: product.title,
          internal_path: pagePath('product', {
            shopSlug: product.slug,
            productHandle: product.handle,
          }),
        })),
        order: dispute.order_public_id
          ? { public_id: dispute.order_public_id, placed_at: iso(dispute.placed_at!) }
          : null,
        dispute_type: dispute.dispute_type as DisputeDetail['dispute_type'],
        description: dispute.description,
        desired_outcome_type: dispute.desired_outcome_type as DisputeDetail['desired_outcome_type'],
        desired_outcome_description: dispute.desired_outcome_description,
        status,
        outcome: dispute.outcome as DisputeDetail['outcome'],
        remedy: dispute.remedy,
        counter_offer: dispute.counter_offer,
        decision_reason: dispute.decision_reason,
        decided_at: isoOrNull(dispute.decided_at),
        shop_answer_due: isoOrNull(dispute.shop_answer_due),
        created_at: iso(dispute.created_at),
        arbitrator: dispute.arbitrator_name
          ? { name: dispute.arbitrator_name, is_viewer: parties.arbitrator_id === String(viewerId) }
          : null,
        files: files.filter((file) => file.message_id === null).map(fileOf),
        messages: messages.map((message) => ({
          id: String(message.id),
          author_role: message.author_role as DisputeParty,
          author_name: nameOf(message.author_role as DisputeParty, message.name),
          body: message.body,
          created_at: iso(message.created_at),
          files: files
            .filter(
              (file) => file.message_id !== null && String(file.message_id) === String(message.id),
            )
            .map(fileOf),
        })),
        history: history.map((change) => {
          const byRole = roleOfChange(change);
          return {
            from_status: change.from_status as DisputeStatus | null,
            to_status: change.to_status as DisputeStatus,
            action: change.action,
            by_role: byRole,
            by_name: byRole && nameOf(byRole, change.name ?? ''),
            note: change.note,
            created_at: iso(change.created_at),
          };
        }),
        viewer_role: role,
        allowed_actions: actionsFor(parties, role, viewerId),
      };
    },

    /**
     * A shop's record over the last 12 months. "Answered in time" counts first answers within 7 days
     * of opening, out of the disputes the shop was asked about (the deadline has come, or it answered);
     * disputes withdrawn before any answer are left out of that share.
     */
    async shopRecord(shopId: string): Promise<ShopDisputeRecord> {
      const { rows } = await sql<{
        opened: number;
        for_reviewer: number;
        for_shop: number;
        partial: number;
        median_days: number | null;
        answered_in_time: number;
        asked: number;
      }>`
        select count(*)::int as opened,
               count(*) filter (where outcome = 'for_reviewer')::int as for_reviewer,
               count(*) filter (where outcome = 'for_shop')::int as for_shop,
               count(*) filter (where outcome = 'partial')::int as partial,
               percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 86400)
                 filter (where decided_at is not null) as median_days,
               count(*) filter (where shop_answered_at <= created_at + make_interval(days => ${SHOP_ANSWER_DAYS}))::int as answered_in_time,
               count(*) filter (where shop_answered_at is not null
                 or (status <> 'withdrawn' and created_at + make_interval(days => ${SHOP_ANSWER_DAYS}) <= now()))::int as asked
        from disputes
        where shop_id = ${shopId} and created_at > now() - make_interval(months => ${DISPUTE_RECORD_MONTHS})`.execute(
        db,
      );
      const row = rows[0]!;
      return {
        months: DISPUTE_RECORD_MONTHS,
        opened: row.opened,
        for_reviewer: row.for_reviewer,
        for_shop: row.for_shop,
        partial: row.partial,
        median_days_to_decision:
          row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
        answered_in_time_percent: answeredInTimePercent(row.answered_in_time, row.asked),
      };
    },
  };
}

/**
 * The moves the viewer may make now: the state machine's, narrowed for an arbitrator by who holds
 * the case (on someone else's, only taking it over). A reviewer answers by writing in the thread,
 * so that move is not a button.
 */
export function actionsFor(
  parties: DisputeParties,
  role: DisputeParty,
  viewerId: string,
): DisputeAction[] {
  const moves = allowedDisputeActions(parties.status, role).filter(
    (action) => action !== 'reviewer_answer' && action !== 'shop_answer',
  );
  if (role !== 'arbitrator') return moves;
  const holder = disputeHolder(parties.arbitrator_id, viewerId);
  return moves.filter((action) => disputeHoldRefusal(holder, action) === null);
}
