import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_MAIL_SEND_LEASE_MS } from '../config';
import { deliveryFailureOf } from './delivery-failure';
import type { MailOutboxRepository, OutboxRow } from './mail-outbox-repository';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs, type RetrySchedule } from './retry-schedule';

export interface MailOutboxWorkerOptions {
  outbox: MailOutboxRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** The domain of the Message-IDs (the site's host name). */
  messageIdDomain: string;
  retry?: RetrySchedule;
  /**
   * How long a claim holds its rows (MAIL_SEND_LEASE_MS): after it, a row its process did not
   * finish (killed mid-send) is sent by whichever process claims it next. Well over the sends of
   * one claim (as many rows as the pool sends at once, each step bounded), so a live process's
   * send is not doubled; a process dying between the server's 250 and the row's update is.
   */
  leaseMs?: number;
  /** How often the outbox is looked at with nothing woken: for retries, and rows other processes added. */
  pollMs?: number;
}

export interface MailOutboxWorker {
  /** Looks at the outbox now (a message was just queued). */
  wake(): void;
  /** Finishes the sends in hand (for at most a few seconds; a lease covers the rest) and stops. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 5_000;
/** As many as the SMTP pool sends at once: a claim's lease then covers its rows' sends. */
const BATCH = 4;
/** How often recording a sent message is tried before the row is left to its lease. */
const RECORD_TRIES = 5;
const STOP_WAIT_MS = 5_000;

/** The message an outbox row stands for, with the headers every message of its kind carries. */
export function outgoingMailOf(row: OutboxRow, messageIdDomain: string): OutgoingMail {
  return {
    messageId: `<outbox-${row.id}@${messageIdDomain}>`,
    to: row.to_address,
    toName: row.to_name,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    // RFC 8058: mail programs offer their own unsubscribe button, which POSTs to the link.
    headers: row.unsubscribe_url
      ? {
          'List-Unsubscribe': `<${row.unsubscribe_url}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {},
  };
}

/**
 * Drains the outbox: claims due rows, sends each, records what happened. Temporary failures wait
 * their turn in the retry schedule; permanent ones are recorded (a hard bounce suppresses the
 * address). Every API process runs one; claims keep them off each other's rows.
 */
export function startMailOutboxWorker({
  outbox,
  transport,
  log,
  messageIdDomain,
  retry = DEFAULT_RETRY_SCHEDULE,
  leaseMs = DEFAULT_MAIL_SEND_LEASE_MS,
  pollMs = DEFAULT_POLL_MS,
}: MailOutboxWorkerOptions): MailOutboxWorker {
  let stopping = false;
  let woken = false;
  let wakeUp: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || stopping) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });

  const recordSent = async (row: OutboxRow) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await outbox.markSent(row);
      } catch (error) {
        if (attempt >= RECORD_TRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };

  const sendOne = async (row: OutboxRow) => {
    try {
      await transport.send(outgoingMailOf(row, messageIdDomain));
    } catch (error) {
      const failure = deliveryFailureOf(error);
      if (failure.permanent) {
        log.warn({ mail: row.id, reason: failure.reason }, 'an e-mail was refused for good');
        await outbox.markFailed(row, failure.reason, failure.hardBounce);
      } else {
        log.warn({ mail: row.id, reason: failure.reason }, 'an e-mail will be tried again');
        await outbox.markRetry(
          row,
          failure.reason,
          retryDelayMs(retry, row.attempts),
          retry.giveUpAfterMs,
        );
      }
      return;
    }
    // Accepted by the server: recording it must not count as a failed send (that would send it again).
    await recordSent(row);
  };

  const drain = async () => {
    while (!stopping) {
      woken = false;
      try {
        const claimed = await outbox.claimDue(BATCH, leaseMs);
        if (claimed.length > 0) {
          await Promise.all(claimed.map(sendOne));
          continue;
        }
      } catch (error) {
        // The database is away: its rows wait there, and the next look finds them.
        log.error({ err: error }, 'the mail outbox could not be read');
      }
      await pause();
    }
  };
  const running = drain();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      transport.close();
    },
  };
}
