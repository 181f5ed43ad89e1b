import { z } from 'zod';

/** Spec §7 `GET /reviews/instant_search?q=`. */
export const instantSearchQuerySchema = z.object({
  q: z.string().max(200, 'Search text is limited to 200 characters').default(''),
});

/**
 * Spec §3 "Instant search suggestion: id, text (a category id means a category suggestion)".
 * A category suggestion searches `text` within that category and names it ('in {category}').
 */
export const instantSearchSuggestionSchema = z.object({
  id: z.number().int().nullable(),
  text: z.string(),
  category_name: z.string().nullable(),
});
export type InstantSearchSuggestion = z.infer<typeof instantSearchSuggestionSchema>;

export const instantSearchResponseSchema = z.object({
  suggestions: z.array(instantSearchSuggestionSchema),
});
export type InstantSearchResponse = z.infer<typeof instantSearchResponseSchema>;
