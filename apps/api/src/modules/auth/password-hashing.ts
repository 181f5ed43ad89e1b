import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const KEY_LENGTH = 64;
export type PasswordCost = Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>;
/** OWASP's password storage cheat sheet (2025): scrypt with N=2^17, r=8, p=1 (128 MiB, 0.3-0.9 s a hash). */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
/**
 * For test sites only (PASSWORD_HASHING=fast-for-tests): the suites sign in hundreds of times, and
 * at the real cost that is minutes of hashing that test nothing the real cost would not.
 */
export const FAST_TEST_PASSWORD_COST: PasswordCost = { N: 2 ** 10, r: 8, p: 1 };
// Stored parameters are ours, but a damaged row must not ask for gigabytes.
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, options: PasswordCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses anything above maxmem (32 MiB by default).
  const maxmem = 129 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function formatHash(cost: PasswordCost, salt: Buffer, key: Buffer): string {
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
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
  return valid
    ? { cost, salt: Buffer.from(salt!, 'base64url'), hash: Buffer.from(hash!, 'base64url') }
    : null;
}

export interface PasswordHashing {
  /** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash so they can be raised later. */
  hash(password: string): Promise<string>;
  /**
   * A hash at this cost that no password matches (its key is all zeros, which scrypt gives with odds
   * of 2^-512): verifying against it costs what a real one does, with nothing hashed beforehand.
   */
  decoyHash: string;
  /** True when `password` matches a hash made by `hash` (at any cost); false for any malformed hash. */
  verify(password: string, stored: string): Promise<boolean>;
  /** True for a hash made at a lower cost than this one's: it is made again at the owner's next sign-in. */
  needsRehash(stored: string): boolean;
}

/** Password hashes made at `cost` (the deployment's, from config), checked at whatever cost they carry. */
export function passwordHashing(cost: PasswordCost = PASSWORD_COST): PasswordHashing {
  return {
    async hash(password) {
      const salt = randomBytes(16);
      return formatHash(cost, salt, await scrypt(password, salt, cost));
    },
    decoyHash: formatHash(cost, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH)),
    async verify(password, stored) {
      const parsed = parse(stored);
      if (!parsed) return false;
      const actual = await scrypt(password, parsed.salt, parsed.cost);
      return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
    },
    needsRehash(stored) {
      const parsed = parse(stored)?.cost;
      return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
    },
  };
}

/** The deployment's password hashing, as its configuration asks. */
export function configuredPasswordHashing(config: {
  fastTestPasswordHashing: boolean;
}): PasswordHashing {
  return passwordHashing(config.fastTestPasswordHashing ? FAST_TEST_PASSWORD_COST : PASSWORD_COST);
}
