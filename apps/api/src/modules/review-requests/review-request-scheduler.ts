import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@vouch/db';
import {
  pagePath,
  REVIEW_REQUEST_REMINDER_DAYS,
  REVIEW_REQUEST_TOKEN_PARAM,
  REVIEW_REQUEST_UNSUBSCRIBE_PARAM,
} from '@vouch/domain';
import { mailedLinkTokenHash } from '../auth';
import { mailOutboxRepository } from '../../mail/mail-outbox-repository';
import { queuedMailOf } from '../../mail/mailer';
import { optOutTokenFor } from './opt-out-token';
import { reviewRequestMail } from './review-request-mail';
import { reviewRequestsRepository, type DueReviewRequest } from './review-requests-repository';

export interface ReviewRequestSchedulerOptions {
  db: Kysely<Database>;
  /** Signs unsubscribe links (the app secret). */
  secret: string;
  publicOrigin: string;
  log: FastifyBaseLogger;
  /** Tells the mail worker messages were queued. */
  mailQueued: () => void;
  /** How often due requests are looked for (REVIEW_REQUEST_INTERVAL_MS). */
  intervalMs: number;
}

export interface ReviewRequestScheduler {
  /** Sends every request due now (tests call it; the timer does too); how many were handled. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** Requests one transaction takes: their e-mails are queued with their rows' updates, together. */
const BATCH = 500;

/** Mails built between two turns of the event loop: a batch's 500 took it for 10-20 ms at once. */
const MAILS_PER_TURN = 50;

/** `make` of each of `items`, a slice per turn of the event loop, so requests are answered between. */
async function inSlices<Item, Made>(items: Item[], make: (item: Item) => Made): Promise<Made[]> {
  const made: Made[] = [];
  for (let start = 0; start < items.length; start += MAILS_PER_TURN) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    made.push(...items.slice(start, start + MAILS_PER_TURN).map(make));
  }
  return made;
}

/** The buyer stopped the requests, or reviewed before the reminder. */
const nothingMoreToSend = (request: DueReviewRequest) =>
  request.stopped || (request.status === 'sent' && request.reviewed);

/**
 * Sends due review requests and their reminders. Every process runs one; a round goes on only in
 * the process that holds the advisory lock, so several processes on one database send each
 * request once. Each batch is one transaction: the e-mails enter the outbox with the rows that
 * say they were sent, so a process stopped mid-batch leaves both undone, and the next round
 * (here or elsewhere) sends them. Timers and state live in the database: a restart loses nothing.
 */
export function startReviewRequestScheduler(
  options: ReviewRequestSchedulerOptions,
): ReviewRequestScheduler {
  const requests = reviewRequestsRepository(options.db);
  const link = (path: string, param: string, token: string) =>
    `${options.publicOrigin}${path}?${param}=${encodeURIComponent(token)}`;

  const mailFor = (request: DueReviewRequest, token: string) => {
    const optOut = optOutTokenFor(options.secret, {
      email: request.email,
      shopEncodedId: request.shop_encoded_id,
    });
    const page = pagePath('reviewRequest');
    return reviewRequestMail(request, {
      review: link(page, REVIEW_REQUEST_TOKEN_PARAM, token),
      unsubscribe: (scope) =>
        `${link(page, REVIEW_REQUEST_UNSUBSCRIBE_PARAM, optOut)}&scope=${scope}`,
      // The page's own address: a mail program without one-click opens it in a browser.
      oneClick: `${link(page, REVIEW_REQUEST_UNSUBSCRIBE_PARAM, optOut)}&scope=shop`,
      about: `${options.publicOrigin}${pagePath('howItWorks')}`,
    });
  };

  const runBatch = () =>
    options.db.transaction().execute(async (trx) => {
      if (!(await requests.lockRound(trx))) return 0;
      const due = await requests.claimDue(trx, BATCH);
      const done = due.filter(nothingMoreToSend);
      const sending = await inSlices(
        due.filter((request) => !nothingMoreToSend(request)),
        (request) => {
          const token = randomBytes(32).toString('base64url');
          return {
            mail: queuedMailOf(mailFor(request, token), options.publicOrigin),
            sent: { request, tokenHash: mailedLinkTokenHash(token) },
          };
        },
      );
      await requests.recordDone(trx, done);
      await mailOutboxRepository(trx).enqueueMany(sending.map(({ mail }) => mail));
      await requests.recordSent(
        trx,
        sending.map(({ sent }) => sent),
        REVIEW_REQUEST_REMINDER_DAYS,
      );
      return due.length;
    });

  let running: Promise<number> | null = null;
  const runOnce = async () => {
    // One round at a time in a process: a timer tick during a test's call waits for it.
    while (running) await running.catch(() => 0);
    running = (async () => {
      let handled = 0;
      for (;;) {
        const count = await runBatch();
        handled += count;
        if (count > 0) options.mailQueued();
        if (count < BATCH) return handled;
      }
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        options.log.error({ err: error }, 'review requests could not be sent this round');
      }
      if (!stopped) tick();
    }, options.intervalMs);
    timer.unref();
  };
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
