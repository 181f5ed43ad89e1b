import { sql, type Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { cachedPerKey } from '../../http/cached-for';
import type { TextDiagnosis } from './search-engine';

/** How long a text's diagnosis is kept, and for how many texts at most. */
const DIAGNOSIS_TTL_MS = 60_000;
const DIAGNOSES_KEPT = 10_000;

/**
 * The diagnosis of a text by PostgreSQL's full-text reading and the `search_terms` dictionary
 * (migration 0002), for the engines that search PostgreSQL's catalogue: whether any word is
 * searchable, and each unknown word of three letters or more replaced by the closest term
 * (trigram distance, then popularity). Kept a minute per text: the dictionary changes only when a
 * bulk load refreshes it, and a quarter of the broad search mix matches no product and asks.
 */
export function textDiagnoses(db: Kysely<Database>): (text: string) => Promise<TextDiagnosis> {
  return cachedPerKey(DIAGNOSIS_TTL_MS, DIAGNOSES_KEPT, async (text: string) => {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean);
    const { rows } = await sql<{ searchable: boolean; words: string[] }>`
      select numnode(websearch_to_tsquery('english', ${text})) > 0 as searchable,
             array(
               select coalesce(
                 case when length(w.word) < 3 or exists (select 1 from search_terms t where t.term = w.word) then w.word end,
                 (select t.term from search_terms t where t.term % w.word order by t.term <-> w.word, t.popularity desc limit 1),
                 w.word)
               from unnest(${words}::text[]) with ordinality as w(word, position)
               order by w.position
             ) as words`.execute(db);
    const row = rows[0]!;
    return { searchable: row.searchable, corrected: row.words.join(' ') };
  });
}
