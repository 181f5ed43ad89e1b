import { Worker } from 'node:worker_threads';
import type { DkimSettings } from '../config';
import type { MailTransport, OutgoingMail } from './mail-transport';

export interface SmtpTransportOptions {
  /** smtp:// or smtps://, with credentials where the server wants them (SMTP_URL). */
  url: string;
  /** The From of every message (MAIL_FROM). */
  from: string;
  dkim: DkimSettings | null;
  /** The longest wait for a connection, the greeting or any reply; a send past it is tried again later. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The sender's thread runs this much nicer than the process, as the renderer's does: mail is never
 * in a hurry, and the event loop answering pages takes the CPU first.
 */
const SENDER_NICENESS = 10;

/** What crosses back from the thread for a refused send: the fields deliveryFailureOf reads. */
interface SendError {
  message?: string;
  code?: string;
  response?: string;
  responseCode?: number;
  command?: string;
}

// Plain JavaScript evaluated as the worker's script, as the renderer's is (no file of its own to
// place in the built server and under tsx alike). nodemailer is handed over by its resolved path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const os = require('node:os');
try { os.setPriority(0, Math.min(19, os.getPriority(0) + workerData.niceness)); } catch {}
const { createTransport } = require(workerData.nodemailer);
const transporter = createTransport(workerData.options);
parentPort.on('message', async ({ id, mail }) => {
  try {
    await transporter.sendMail(mail);
    parentPort.postMessage({ id });
  } catch (error) {
    const { message, code, response, responseCode, command } = error ?? {};
    parentPort.postMessage({ id, error: { message: message ?? String(error), code, response, responseCode, command } });
  }
});
`;

/**
 * Sends through an SMTP server with nodemailer, over a small pool of kept connections, in a thread
 * of its own: building each message (MIME, DKIM) and speaking SMTP cost the event loop ×5 on
 * search's p95 while 10,000 review requests went out (docs/BENCHMARKS.md, orders). Each wait is
 * bounded well under the outbox's claim lease, so a slow server makes a retry, never a second
 * process sending the same row while the first still waits. A thread that dies fails its sends
 * as temporary (the outbox tries them again) and is started afresh by the next send.
 */
export function smtpTransport({
  url,
  from,
  dkim,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: SmtpTransportOptions): MailTransport {
  const options = {
    url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    ...(dkim ? { dkim } : {}),
  };
  const pending = new Map<number, { resolve: () => void; reject: (error: SendError) => void }>();
  let sent = 0;
  let worker: Worker | null = null;

  const failAll = (message: string) => {
    for (const { reject } of pending.values()) reject({ message, code: 'ESENDER' });
    pending.clear();
  };

  function start(): Worker {
    const started = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        nodemailer: require.resolve('nodemailer'),
        options,
        niceness: SENDER_NICENESS,
      },
    });
    // Sends in hand are the outbox's to finish or leave to their lease, not a reason to stay up.
    started.unref();
    started.on('message', ({ id, error }: { id: number; error?: SendError }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (error) waiting?.reject(error);
      else waiting?.resolve();
    });
    const end = (reason: string) => {
      if (worker !== started) return;
      worker = null;
      failAll(reason);
    };
    started.on('error', (error) => end(`the mail thread failed: ${error.message}`));
    started.on('exit', () => end('the mail thread ended'));
    return started;
  }

  return {
    send(mail: OutgoingMail) {
      worker ??= start();
      const id = ++sent;
      const message = {
        from,
        to: mail.toName ? { name: mail.toName, address: mail.to } : mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: { ...mail.headers },
      };
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage({ id, mail: message });
      });
    },
    close() {
      const closing = worker;
      worker = null;
      failAll('the mail sender closed');
      void closing?.terminate();
    },
  };
}
