/**
 * Whether a request comes from a phone, as far as its headers say (the client hint
 * `Sec-CH-UA-Mobile`, else the user agent): the server renders the phone layout for it, so the
 * page does not change layout once its script runs. A guess: the browser corrects it.
 */
export function requestLooksLikePhone(headers: {
  'sec-ch-ua-mobile'?: string | string[];
  'user-agent'?: string;
}): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /\b(Mobi|iPhone|iPod)|Android.*Mobile/i.test(headers['user-agent'] ?? '');
}
