import type { FastifyBaseLogger } from 'fastify';
import type { AdmissionDoor } from './admission-door';

/** How often refusals at the admission door are reported, when there were any. */
export const REFUSAL_REPORT_MS = 10_000;

/**
 * Refusals at the door never reach Fastify, so its request log does not see them: every
 * REFUSAL_REPORT_MS with refusals, one warning says how many there were, and a quiet server says
 * nothing. Returns the function that stops the reports.
 */
export function reportRefusals(
  door: Pick<AdmissionDoor, 'refused'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): () => void {
  let reported = door.refused();
  const timer = setInterval(() => {
    const refused = door.refused();
    if (refused === reported) return;
    log.warn(
      { refused: refused - reported, seconds: REFUSAL_REPORT_MS / 1000 },
      'shedding load: requests refused at the admission door (503)',
    );
    reported = refused;
  }, REFUSAL_REPORT_MS);
  // Reports never keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
}
