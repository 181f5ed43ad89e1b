import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { SeedSize } from '../seed-sizes';
import { DEMO_IDS } from '../demo-accounts';

export async function seedFollows(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
): Promise<void> {
  const follows = new BulkInserter(db, 'follows', {
    follower_id: 'int8',
    followee_type: 'text',
    followee_id: 'int8',
    created_at: 'timestamptz',
  });
  const seen = new Set<string>();
  const followers = Math.min(size.reviewers, 2000);
  for (let follower = 1; follower <= followers; follower++) {
    if (follower === 2) continue;
    const count = follower === DEMO_IDS.reviewer ? 15 : prng.int(0, 4);
    for (let index = 0; index < count; index++) {
      const type =
        follower === DEMO_IDS.reviewer
          ? (['Shop', 'Product', 'Reviewer'] as const)[index % 3]!
          : prng.pick(['Shop', 'Product', 'Reviewer'] as const);
      const max =
        type === 'Shop' ? size.shops : type === 'Product' ? size.products : size.reviewers;
      const followee = Math.max(3, Math.floor(max * prng.next() ** 2) + 1);
      const key = `${follower}:${type}:${followee}`;
      if (seen.has(key) || (type === 'Reviewer' && followee === follower)) continue;
      seen.add(key);
      await follows.add({
        follower_id: follower,
        followee_type: type,
        followee_id: followee,
        created_at: daysAgo(prng.int(1, 300)),
      });
    }
  }
  await follows.flush();
}
