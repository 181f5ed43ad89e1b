import { concurrencyLimit } from '../../http/concurrency-limit';
import { HttpError } from '../../http/http-error';

/**
 * Pictures drawn at once, at most, across all the server draws (renditions of the seeded
 * pictures, link previews): libvips shares libuv's four threads with scrypt and file reads.
 */
const DRAWN_AT_ONCE = 2;
/**
 * Drawings waiting their turn, at most: anyone may ask for any name, so the queue is bounded, well
 * above what one cold page asks at once (home's carousels, a review gallery: under a hundred).
 */
const WAITING_AT_MOST = 200;
const RETRY_AFTER_SECONDS = 2;

const limited = concurrencyLimit(DRAWN_AT_ONCE);
let taken = 0;

/**
 * Runs `draw` in its turn among the server's picture drawings; past DRAWN_AT_ONCE drawing and
 * WAITING_AT_MOST waiting, refuses at once with 503 and Retry-After, so made-up names asked for
 * in bulk cannot build a queue real visitors' pictures wait behind.
 */
export async function drawPicture<T>(draw: () => Promise<T>): Promise<T> {
  if (taken >= DRAWN_AT_ONCE + WAITING_AT_MOST)
    throw new HttpError(
      503,
      'unavailable',
      'Vouch is drawing many pictures right now. Please try again in a moment.',
      undefined,
      RETRY_AFTER_SECONDS,
    );
  taken += 1;
  try {
    return await limited(draw);
  } finally {
    taken -= 1;
  }
}
