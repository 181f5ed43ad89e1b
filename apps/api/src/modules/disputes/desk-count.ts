import type { Kysely } from 'kysely';
import { ARBITRATOR_MOVE_STATUSES } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { reviewReportsRepository } from '../review-reports';

/**
 * What waits on an arbitrator's desk, for the count beside its entry in the account menu: the
 * cases whose next move is an arbitrator's and that are theirs or nobody's yet (another
 * arbitrator's cases wait on that arbitrator's desk, not this one's), and the open reports of
 * reviews and appeals against removals, which any arbitrator may decide.
 */
export async function countDeskItems(db: Kysely<Database>, arbitratorId: string): Promise<number> {
  const cases = await db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', [...ARBITRATOR_MOVE_STATUSES])
    .where((eb) => eb.or([eb('arbitrator_id', '=', arbitratorId), eb('arbitrator_id', 'is', null)]))
    .executeTakeFirstOrThrow();
  const { reports, appeals } = await reviewReportsRepository(db).openCounts();
  return Number(cases.n) + reports + appeals;
}
