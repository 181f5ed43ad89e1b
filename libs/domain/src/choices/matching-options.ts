/** Spec §8: "Dropdown text when nothing matches: 'Sorry, no matching options.'" */
export const NO_MATCHING_OPTIONS_TEXT = 'Sorry, no matching options.';

/**
 * The options a typed filter leaves in a dropdown: those whose label holds every typed word,
 * in any case and order ("euro" and "eur" both find "EUR – Euro"). Nothing typed leaves them all.
 */
export function matchingOptions<Option extends { label: string }>(
  typed: string,
  options: readonly Option[],
): Option[] {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((option) => {
    const label = option.label.toLowerCase();
    return words.every((word) => label.includes(word));
  });
}
