import { sql, type Kysely } from 'kysely';
import type { ArbitratorDispute, ArbitratorListQuery } from '@vouch/contracts';
import {
  ARBITRATOR_MOVE_STATUSES,
  ARBITRATOR_PAGE_SIZE,
  DISPUTE_AGE_FILTERS,
  reviewerDisplayName,
  statusesOfFilter,
  type DisputeOutcome,
  type DisputeStatus,
} from '@vouch/domain';
import type { Database } from '@vouch/db';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A row of the arbitrator's list, whichever way the page was found. */
const LIST_COLUMNS = [
  'd.public_id',
  'd.dispute_type',
  'd.status',
  'd.outcome',
  'd.created_at',
  'd.updated_at',
  'd.shop_answer_due',
  's.name as shop_name',
  'u.name as reviewer_name',
  'a.name as arbitrator_name',
] as const;

function listRowOf(row: {
  public_id: string;
  dispute_type: string;
  status: string;
  outcome: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  shop_answer_due: Date | string | null;
  shop_name: string;
  reviewer_name: string;
  arbitrator_name: string | null;
}): ArbitratorDispute {
  return {
    public_id: row.public_id,
    shop_name: row.shop_name,
    reviewer_name: reviewerDisplayName(row.reviewer_name, true),
    dispute_type: row.dispute_type as ArbitratorDispute['dispute_type'],
    status: row.status as DisputeStatus,
    outcome: row.outcome as DisputeOutcome | null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    shop_answer_due: row.shop_answer_due === null ? null : iso(row.shop_answer_due),
    arbitrator_name: row.arbitrator_name,
  };
}

/** The arbitrator's list of disputes (spec §7) and the desk's views of it. */
export function arbitratorListRepository(db: Kysely<Database>) {
  return {
    /**
     * Spec §7 arbitrator list: a page of disputes, oldest first, and how many match. The count and
     * the day a page starts on come from `dispute_day_counts` (one row per status and day), so
     * neither reads the disputes before the page: only the page's own day is skipped through.
     * An age filter ends mid-day; that day's disputes are counted from the table itself.
     */
    async arbitratorList(
      query: ArbitratorListQuery,
      viewerId: string,
    ): Promise<{ disputes: ArbitratorDispute[]; total: number }> {
      if (query.view !== 'all' || query.q !== '') return this.arbitratorDesk(query, viewerId);
      const statuses = sql.join(statusesOfFilter(query.status).map((status) => sql`${status}`));
      const days = DISPUTE_AGE_FILTERS[query.age];
      const offset = (query.page - 1) * ARBITRATOR_PAGE_SIZE;
      // Without an age filter nothing is cut off: the day after tomorrow starts the (empty) partial day.
      const cutoff =
        days > 0
          ? sql<Date>`(now() - make_interval(days => ${days}))`
          : sql<Date>`(now() + interval '2 days')`;
      const cutoffDay = sql`(${cutoff} at time zone 'UTC')::date`;
      const { rows } = await sql<{ total: string; start_at: Date; skip: string }>`
        with counted as (
          select day, sum(disputes)::bigint as n from dispute_day_counts
          where status in (${statuses}) and day < ${cutoffDay}
          group by day having sum(disputes) > 0
        ), running as (
          select day, n, sum(n) over (order by day) - n as before from counted
        ), whole as (
          select coalesce(sum(n), 0)::bigint as n from counted
        ), partial as (
          select count(*)::bigint as n from disputes
          where status in (${statuses}) and created_at >= ${cutoffDay}::timestamp at time zone 'UTC' and created_at < ${cutoff}
        ), start as (
          select day, before from running where before <= ${offset} and ${offset} < before + n
        )
        select whole.n + partial.n as total,
               coalesce((select day from start), ${cutoffDay})::timestamp at time zone 'UTC' as start_at,
               ${offset} - coalesce((select before from start), whole.n) as skip
        from whole, partial`.execute(db);
      const seek = rows[0]!;
      const total = Number(seek.total);
      if (offset >= total) return { total, disputes: [] };
      const matching = db
        .selectFrom('disputes')
        .where('status', 'in', [...statusesOfFilter(query.status)])
        .where('created_at', '>=', seek.start_at)
        .$if(days > 0, (q) => q.where('created_at', '<', cutoff));
      const pageRows = await db
        .selectFrom(
          matching
            .select(['id', 'created_at'])
            .orderBy('created_at')
            .orderBy('id')
            .offset(Number(seek.skip))
            .limit(ARBITRATOR_PAGE_SIZE)
            .as('page'),
        )
        .innerJoin('disputes as d', 'd.id', 'page.id')
        .innerJoin('shops as s', 's.id', 'd.shop_id')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .leftJoin('users as a', 'a.id', 'd.arbitrator_id')
        .select(LIST_COLUMNS)
        .orderBy('page.created_at')
        .orderBy('page.id')
        .execute();
      return { total, disputes: pageRows.map(listRowOf) };
    },

    /**
     * The desk's views and search, with the same status and age filters: a plain query, since a
     * search or one arbitrator's cases are a small part of the disputes and the day counts above
     * know neither. A search is a dispute or order id (whole, any case) or part of a shop's or
     * reviewer's name; "waiting longest" is oldest first by the last move or message.
     */
    async arbitratorDesk(
      query: ArbitratorListQuery,
      viewerId: string,
    ): Promise<{ disputes: ArbitratorDispute[]; total: number }> {
      const days = DISPUTE_AGE_FILTERS[query.age];
      const words = `%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const matching = db
        .selectFrom('disputes as d')
        .innerJoin('shops as s', 's.id', 'd.shop_id')
        .innerJoin('users as u', 'u.id', 'd.user_id')
        .leftJoin('orders as o', 'o.id', 'd.order_id')
        .where('d.status', 'in', [...statusesOfFilter(query.status)])
        .$if(days > 0, (q) =>
          q.where('d.created_at', '<', sql<Date>`now() - make_interval(days => ${days})`),
        )
        .$if(query.view === 'mine', (q) => q.where('d.arbitrator_id', '=', viewerId))
        .$if(query.view === 'to_move', (q) =>
          q
            .where('d.status', 'in', [...ARBITRATOR_MOVE_STATUSES])
            .where((eb) =>
              eb.or([eb('d.arbitrator_id', '=', viewerId), eb('d.arbitrator_id', 'is', null)]),
            ),
        )
        .$if(query.q !== '', (q) =>
          q.where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['d.public_id']), '=', query.q.toLowerCase()),
              eb(eb.fn('lower', ['o.public_id']), '=', query.q.toLowerCase()),
              eb('s.name', 'ilike', words),
              eb('u.name', 'ilike', words),
            ]),
          ),
        );
      const [counted, rows] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        matching
          .leftJoin('users as a', 'a.id', 'd.arbitrator_id')
          .select(LIST_COLUMNS)
          .orderBy(query.view === 'longest' ? 'd.updated_at' : 'd.created_at')
          .orderBy('d.id')
          .offset((query.page - 1) * ARBITRATOR_PAGE_SIZE)
          .limit(ARBITRATOR_PAGE_SIZE)
          .execute(),
      ]);
      return { total: Number(counted.n), disputes: rows.map(listRowOf) };
    },
  };
}
