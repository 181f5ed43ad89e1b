import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** OWASP's password storage cheat sheet (2025): scrypt with N=2^17, r=8, p=1 (128 MiB, about 0.3 s here). */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
// Stored parameters are ours, but a damaged row must not ask for gigabytes.
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default).
  const maxmem = 129 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    Boolean(salt && hash) &&
    Number.isInteger(cost.N) &&
    cost.N > 1 &&
    cost.N <= MAX_N &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    cost.p >= 1 &&
    cost.p <= 16;
  return valid ? { cost, salt: Buffer.from(salt!, 'base64url'), hash: Buffer.from(hash!, 'base64url') } : null;
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PASSWORD_COST);
  return ['scrypt', PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches a hash made by `hashPassword` (at any cost); false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True for a hash made at a lower cost than today's: it is made again at the owner's next sign-in. */
export function needsRehash(stored: string): boolean {
  const cost = parse(stored)?.cost;
  return !cost || cost.N < PASSWORD_COST.N || cost.r < PASSWORD_COST.r || cost.p < PASSWORD_COST.p;
}
