import type { QueryExecutorProvider } from 'kysely';
import { BulkInserter } from '../bulk-insert';
import { DEMO_ACCOUNTS, DEMO_IDS } from '../demo-accounts';
import { encodedId } from '../encoded-id';
import { generatedImage } from '../generated-image';
import { type Prng } from '../prng';
import { daysAgo } from '../seed-clock';
import type { SeedSize } from '../seed-sizes';
import { slugify } from '@vouch/domain';
import * as words from '../vocabulary';
import { COUNTRY_WEIGHTS } from '../currencies';

export async function seedUsers(
  db: QueryExecutorProvider,
  prng: Prng,
  size: SeedSize,
  hashPassword: (p: string) => Promise<string>,
): Promise<void> {
  const users = new BulkInserter(db, 'users', {
    id: 'int8',
    encoded_id: 'text',
    slug: 'text',
    email: 'text',
    password_hash: 'text',
    name: 'text',
    role: 'text',
    avatar_url: 'text',
    avatar_retina_url: 'text',
    country: 'text',
    created_at: 'timestamptz',
    reviewer_name: 'text',
    tos_accepted_at: 'timestamptz',
  });
  const demo = [
    { id: DEMO_IDS.reviewer, account: DEMO_ACCOUNTS.reviewer },
    { id: DEMO_IDS.arbitrator, account: DEMO_ACCOUNTS.arbitrator },
  ];
  for (const { id, account } of demo) {
    await users.add({
      id,
      encoded_id: encodedId('r', id),
      slug: account.slug,
      email: account.email,
      password_hash: await hashPassword(account.password),
      name: account.name,
      role: account === DEMO_ACCOUNTS.arbitrator ? 'arbitrator' : 'reviewer',
      avatar_url: null,
      avatar_retina_url: null,
      country: 'GB',
      created_at: daysAgo(400),
      reviewer_name: account.name,
      tos_accepted_at: daysAgo(400),
    });
  }
  for (let id = demo.length + 1; id <= size.reviewers; id++) {
    const first = prng.pick(words.FIRST_NAMES);
    const last = prng.pick(words.LAST_NAMES);
    const country = prng.weighted(COUNTRY_WEIGHTS);
    const hasAvatar = prng.chance(0.4);
    const slug = `${slugify(first)}-${slugify(last)}-${id}`;
    await users.add({
      id,
      encoded_id: encodedId('r', id),
      slug,
      email: null,
      password_hash: null,
      name: `${first} ${last.charAt(0)}.`,
      role: 'reviewer',
      avatar_url: hasAvatar ? generatedImage(`avatar-${slug}`, 'avatar') : null,
      avatar_retina_url: hasAvatar ? generatedImage(`avatar-${slug}`, 'avatar_retina') : null,
      country,
      created_at: daysAgo(prng.int(30, 1500)),
      reviewer_name: null,
      tos_accepted_at: null,
    });
  }
  await users.flush();
}
