/**
 * The minimum ratings the filter sidebar offers (spec §9 "Rating range 0 to 5"; 0 is "Any rating").
 * The server counts a search's matches for each, so the two lists cannot drift apart.
 */
export const MIN_RATING_CHOICES = [0, 1, 2, 3, 4, 4.5] as const;
