/** Words a guesser tries first against a password made for this site: its own. */
export const SITE_PASSWORD_WORDS = [
  'vouch',
  'review',
  'reviews',
  'reviewer',
  'rating',
  'stars',
  'shop',
  'store',
  'dispute',
  'arbitrator',
  'verified',
  'trust',
];

/** The owner of a new password, as far as the site knows them then. */
export interface PasswordOwner {
  name?: string;
  email?: string;
}

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const SHORTEST_WORD = 3;

/**
 * What a strength check should try first for a new password of `owner`: the site's words, the
 * owner's name and e-mail address whole and in their parts, and every two of those run together
 * ("vouchreviews", "danademo"), since a guesser joins them as readily as people do.
 */
export function passwordContextWords(owner: PasswordOwner = {}): string[] {
  const name = owner.name?.trim().toLowerCase() ?? '';
  const email = owner.email?.trim().toLowerCase() ?? '';
  const [local = '', domain = ''] = email.split('@');
  const parts = [
    ...name.split(WORD_SEPARATORS),
    local,
    ...local.split(WORD_SEPARATORS),
    domain,
    ...domain.split('.'),
  ];
  const words = [
    ...new Set([...SITE_PASSWORD_WORDS, ...parts].filter((word) => word.length >= SHORTEST_WORD)),
  ];
  const pairs = words.flatMap((first) =>
    words.filter((second) => second !== first).map((second) => `${first}${second}`),
  );
  return [
    ...new Set(
      [name, name.split(WORD_SEPARATORS).join(''), email, ...words, ...pairs].filter(
        (word) => word.length >= SHORTEST_WORD,
      ),
    ),
  ];
}
