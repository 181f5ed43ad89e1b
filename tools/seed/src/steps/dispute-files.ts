import { type QueryExecutorProvider, sql } from 'kysely';
import { DISPUTE_FILE_CONTENT_TYPES } from '@vouch/domain';
import { SAMPLE_EVIDENCE, type SampleEvidence } from '../sample-evidence';

/** Puts a file where the app keeps uploads (its media storage), under the key the rows name. */
export type StoreFile = (key: string, bytes: Buffer) => Promise<void>;

function evidenceColumns(evidence: SampleEvidence) {
  return sql`${evidence.fileName}, ${DISPUTE_FILE_CONTENT_TYPES[evidence.kind]}, ${evidence.bytes.length}, ${evidence.key}, ${evidence.kind}`;
}

/** The files the seeded rows name, for a database copied from a seeded one (its rows, not its files). */
export async function storeSeedFiles(storeFile: StoreFile): Promise<void> {
  for (const evidence of Object.values(SAMPLE_EVIDENCE))
    await storeFile(evidence.key, evidence.bytes);
}

/**
 * Evidence on the seeded disputes: a receipt on every other one, a photo on those about a damaged
 * or different item, and the shop's delivery record on its answer in the thread of the rest.
 * Three stored files serve every row, as a shared document would; access is still checked per dispute.
 */
export async function seedDisputeFiles(
  db: QueryExecutorProvider,
  storeFile: StoreFile,
): Promise<void> {
  await storeSeedFiles(storeFile);
  const columns = sql`(dispute_id, message_id, uploaded_by, public_id, file_name, content_type, byte_size, storage_key, kind, created_at)`;
  await sql`insert into dispute_files ${columns}
            select d.id, null, d.user_id, 'df-seed-receipt-' || d.id, ${evidenceColumns(SAMPLE_EVIDENCE.receipt)}, d.created_at
            from disputes d where d.id % 2 = 0`.execute(db);
  await sql`insert into dispute_files ${columns}
            select d.id, null, d.user_id, 'df-seed-photo-' || d.id, ${evidenceColumns(SAMPLE_EVIDENCE.photo)}, d.created_at
            from disputes d where d.dispute_type in ('damaged_item', 'item_not_as_described')`.execute(
    db,
  );
  await sql`insert into dispute_files ${columns}
            select m.dispute_id, m.id, m.author_id, 'df-seed-delivery-' || m.id, ${evidenceColumns(SAMPLE_EVIDENCE.deliveryRecord)}, m.created_at
            from dispute_messages m where m.author_role = 'shop' and m.dispute_id % 2 = 1`.execute(
    db,
  );
}
