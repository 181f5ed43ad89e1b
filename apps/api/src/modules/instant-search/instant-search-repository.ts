import { sql, type Kysely } from 'kysely';
import type { InstantSearchSuggestion } from '@vouch/contracts';
import { escapeLike } from '../../db/escape-like';
import type { Database } from '@vouch/db';

const WORD_SUGGESTIONS = 6;
const CATEGORY_SUGGESTIONS = 3;

/**
 * Suggestions for what is being typed: the last word completed from the dictionary (prefix
 * matches first, then trigram-similar terms for typos, each by popularity), and categories whose
 * name matches, shown as 'in {category}'.
 */
export function instantSearchRepository(db: Kysely<Database>) {
  return {
    async suggestions(rawText: string): Promise<InstantSearchSuggestion[]> {
      const text = rawText.toLowerCase().replace(/\s+/g, ' ').trim();
      if (text.length === 0) return [];
      const words = text.split(' ');
      const last = words.pop()!;
      const lead = words.length > 0 ? `${words.join(' ')} ` : '';
      // Raw SQL: a prefix walk of the dictionary, then trigram neighbours of the last word through
      // the pg_trgm index, ranked in one statement; the operators (%, similarity) have no builder form.
      const { rows: terms } = await sql<{ term: string }>`
        select term from (
          (select term, 0 as rank, popularity, 1.0::real as score from search_terms
            where term like ${`${escapeLike(last)}%`} order by popularity desc limit ${WORD_SUGGESTIONS})
          union all
          (select term, 1 as rank, popularity, similarity(term, ${last}) as score from search_terms
            where length(${last}) >= 3 and term % ${last} order by term <-> ${last}, popularity desc limit ${WORD_SUGGESTIONS})
        ) found
        group by term order by min(rank), max(score) desc, max(popularity) desc limit ${WORD_SUGGESTIONS}`.execute(
        db,
      );
      const { rows: categories } = await sql<{ id: number; name: string }>`
        select id, name from categories
        where lower(name) like ${`%${escapeLike(text)}%`} or (length(${text}) >= 3 and lower(name) % ${text})
        order by (lower(name) like ${`${escapeLike(text)}%`}) desc, products_count desc, id limit ${CATEGORY_SUGGESTIONS}`.execute(
        db,
      );
      return [
        ...terms.map((row) => ({ id: null, text: `${lead}${row.term}`, category_name: null })),
        ...categories.map((row) => ({ id: row.id, text: rawText.trim(), category_name: row.name })),
      ];
    },
  };
}
