import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route goes on with after it has answered, so the answer's timing says nothing about it
 * (issue #58: a reset asked for an address with an account took longer to answer). Each piece is
 * tracked: closing the app, and a test, can wait for what is still running.
 */
export interface AfterAnswer {
  /** Starts `work` now; a failure is logged, never thrown at the request that started it. */
  run(what: string, work: () => Promise<void>): void;
  /** Resolves once everything started so far (and anything it started) has finished. */
  settled(): Promise<void>;
}

export function afterAnswer(log: FastifyBaseLogger): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      const piece = work()
        .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer`))
        .finally(() => running.delete(piece));
      running.add(piece);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
