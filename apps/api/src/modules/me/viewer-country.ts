/** A two-letter region from Accept-Language ("en-GB,en;q=0.9" -> "GB"), or the fallback. */
export function countryFromAcceptLanguage(header: string | undefined, fallback = 'US'): string {
  const region = header?.match(/^[a-z]{2,3}-([A-Za-z]{2})\b/)?.[1];
  return region ? region.toUpperCase() : fallback;
}
