import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message a test's SMTP server accepted: its envelope, its raw bytes and mailparser's reading. */
export interface ReceivedMail {
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/** How the server answers RCPT TO: accept, or refuse with a reply code (4xx: try later, 5xx: never). */
export type RcptAnswer = 'accept' | { code: number; message: string };

export interface SmtpSinkOptions {
  /** The port to listen on (0: the system's pick). */
  port?: number;
  /** Credentials the server asks for (AUTH over the plain connection, as tests have no TLS). */
  credentials?: { user: string; pass: string };
  /** The answer to each RCPT TO; `attempt` counts the sessions that asked for that address, from 1. */
  rcpt?: (address: string, attempt: number) => RcptAnswer;
  /** Never answers the greeting: a client that connected waits until it gives up (or is killed). */
  hang?: boolean;
  /**
   * Keep no message, only count them (benchmarks): parsing each one would take the CPU the
   * measured server needs. `received` stays empty; `count` and waitForMail still work.
   */
  countOnly?: boolean;
  /**
   * A folder to write each message to as it arrives, one JSON file (`to`, `subject`, `text`,
   * `html`, `headers`): browser tests, whose specs run in other processes, read their links there.
   */
  outboxDir?: string;
}

/** A real SMTP server (the `smtp-server` package) on loopback that keeps what it receives. */
export interface SmtpSink {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages accepted so far (kept or not). */
  count: number;
  /** Connections made so far (hanging ones too). */
  connections: number;
  /** Resolves when `count` messages have arrived, or throws after `timeoutMs`. */
  waitForMail(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Resolves at the first connection. */
  connected: Promise<void>;
  close(): Promise<void>;
}

function writeToOutbox(dir: string, mail: ReceivedMail): void {
  const headers = Object.fromEntries(
    [...mail.raw.split(/\r?\n\r?\n/)[0]!.matchAll(/^(List-Unsubscribe(?:-Post)?): (.*)$/gim)].map(
      ([, name, value]) => [name!, value!],
    ),
  );
  writeFileSync(
    path.join(dir, `${Date.now()}-${randomUUID()}.json`),
    JSON.stringify({
      to: mail.envelopeTo[0],
      subject: mail.parsed.subject,
      text: mail.parsed.text,
      html: mail.parsed.html,
      headers,
    }),
  );
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let accepted = 0;
  const rcptAttempts = new Map<string, number>();
  const waiters = new Set<() => void>();
  let sawConnection: () => void = () => {};
  const connected = new Promise<void>((resolve) => (sawConnection = resolve));
  const sink = { connections: 0 };

  const server = new SMTPServer({
    disabledCommands: options.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.credentials,
    logger: false,
    // A hanging client (the killed-process test) must not hold the test's end for the default 30 s.
    closeTimeout: 500,
    onConnect(_session, callback) {
      sink.connections += 1;
      sawConnection();
      if (!options.hang) callback();
    },
    onAuth(auth, _session, callback) {
      const { user, pass } = options.credentials ?? {};
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('535 5.7.8 Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      const attempt = (rcptAttempts.get(address.address) ?? 0) + 1;
      rcptAttempts.set(address.address, attempt);
      const answer = options.rcpt?.(address.address, attempt) ?? 'accept';
      if (answer === 'accept') return callback();
      callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (options.countOnly) {
          accepted += 1;
          for (const wake of waiters) wake();
          return callback();
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          raw,
          parsed: await simpleParser(raw),
        };
        received.push(mail);
        accepted += 1;
        if (options.outboxDir) writeToOutbox(options.outboxDir, mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const auth = options.credentials
    ? `${encodeURIComponent(options.credentials.user)}:${encodeURIComponent(options.credentials.pass)}@`
    : '';

  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    get connections() {
      return sink.connections;
    },
    get count() {
      return accepted;
    },
    connected,
    waitForMail(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (accepted < count) return;
          cleanUp();
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`${accepted} of ${count} messages arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
