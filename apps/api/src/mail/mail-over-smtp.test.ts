import { generateKeyPairSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { AppDatabase } from '@vouch/db';
import { freePort } from '../testing/api-processes';
import { createTestDatabase } from '../testing/test-database';
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from '@vouch/site-runner';
import { mailOutboxRepository } from './mail-outbox-repository';
import { startMailOutboxWorker, type MailOutboxWorker } from './mail-outbox-worker';
import { queuedMailer, type Mailer } from './mailer';
import type { DkimSettings } from '../config';
import { smtpTransport } from './smtp-transport';
import { deliveryFailureOf } from './delivery-failure';
import type { OutgoingMail } from './mail-transport';

const silentLog = {
  info() {},
  warn() {},
  error() {},
} as unknown as FastifyBaseLogger;

/** Retries within the test's patience: the schedule's shape, at milliseconds. */
const FAST_RETRY = { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000 };

let database: AppDatabase;
beforeAll(async () => {
  database = await createTestDatabase(null);
});
afterAll(async () => {
  await database?.close();
});

const workers: MailOutboxWorker[] = [];
const sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  await sql`truncate mail_outbox, mail_suppressions`.execute(database.db);
});

/** The site's mail as production wires it (queued mailer, outbox worker, nodemailer), sending to `url`. */
function siteMailTo(url: string, dkim: DkimSettings | null = null): Mailer {
  const outbox = mailOutboxRepository(database.db);
  const worker = startMailOutboxWorker({
    outbox,
    transport: smtpTransport({ url, from: 'Vouch <no-reply@vouch.test>', dkim, timeoutMs: 2000 }),
    log: silentLog,
    messageIdDomain: 'vouch.test',
    retry: FAST_RETRY,
    pollMs: 50,
  });
  workers.push(worker);
  return queuedMailer(outbox, () => worker.wake(), 'https://vouch.test');
}

async function sinkFor(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const sink = await startSmtpSink(options);
  sinks.push(sink);
  return sink;
}

const outboxRows = () =>
  database.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'status', 'attempts', 'last_error'])
    .orderBy('id')
    .execute();

const notification = (to: string) => ({
  to,
  toName: 'Dana',
  subject: 'Harbor Outfitters replied to your review',
  text: 'Hello Dana,\n\nThey wrote back.\n\nStop these: https://vouch.test/notifications/unsubscribe?token=t',
  unsubscribeUrl: 'https://vouch.test/notifications/unsubscribe?token=t',
});
const accountMail = (to: string) => ({
  to,
  subject: 'Reset your Vouch password',
  text: 'Open https://vouch.test/login?reset=abc within an hour.',
});

describe('e-mail over SMTP, through the outbox', () => {
  it('delivers text and HTML parts, signed in with the credentials, one-click unsubscribe only on mail a person may stop', async () => {
    const sink = await sinkFor({ credentials: { user: 'vouch', pass: 's3cret p@ss' } });
    const mailer = siteMailTo(sink.url);
    await mailer.send(notification('dana@example.com'));
    await mailer.send(accountMail('dana@example.com'));
    const [first, second] = await sink.waitForMail(2);
    const [notice, account] = [first!, second!].sort((a) =>
      a.parsed.subject === 'Reset your Vouch password' ? 1 : -1,
    );

    expect(notice!.parsed.from?.value).toEqual([{ name: 'Vouch', address: 'no-reply@vouch.test' }]);
    expect(notice!.parsed.to).toMatchObject({
      value: [{ name: 'Dana', address: 'dana@example.com' }],
    });
    expect(notice!.parsed.text?.trim()).toBe(notification('').text);
    expect(notice!.parsed.html).toContain(
      '<a href="https://vouch.test/notifications/unsubscribe?token=t">',
    );
    expect(notice!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(notice!.raw).toMatch(
      /^List-Unsubscribe: <https:\/\/vouch\.test\/notifications\/unsubscribe\?token=t>$/m,
    );
    expect(notice!.parsed.messageId).toMatch(/^<outbox-\d+@vouch\.test>$/);
    expect(account!.raw).not.toMatch(/^List-Unsubscribe/im);
    expect(account!.parsed.html).toContain('<a href="https://vouch.test/login?reset=abc">');
    await waitFor(async () => (await outboxRows()).every((row) => row.status === 'sent'));
    expect((await outboxRows()).map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    // Their words (live links among them) are not kept once sent.
    expect(
      await database.db.selectFrom('mail_outbox').select(['text_body', 'html_body']).execute(),
    ).toEqual([
      { text_body: '', html_body: '' },
      { text_body: '', html_body: '' },
    ]);
  });

  it('never lets a line break in a name or subject make a header of its own', async () => {
    const sink = await sinkFor();
    const mailer = siteMailTo(sink.url);
    const name = 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes';
    await mailer.send({
      ...notification('dana@example.com'),
      toName: name,
      subject: `${name} replied to your review`,
    });
    const [mail] = await sink.waitForMail(1);

    expect(mail!.envelopeTo).toEqual(['dana@example.com']);
    expect(mail!.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    expect(mail!.parsed.subject).toBe(
      'Eve Bcc: victim@example.com X-Injected: yes replied to your review',
    );
  });

  it('tries again after a 451 and delivers on the 250 that follows, once', async () => {
    const sink = await sinkFor({
      rcpt: (_address, attempt) =>
        attempt === 1 ? { code: 451, message: '451 4.3.0 Try again later' } : 'accept',
    });
    await siteMailTo(sink.url).send(accountMail('dana@example.com'));
    await sink.waitForMail(1);
    // A little longer than a second retry would take: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(sink.received).toHaveLength(1);
    expect(await outboxRows()).toEqual([
      { to_address: 'dana@example.com', status: 'sent', attempts: 2, last_error: null },
    ]);
  });

  it('gives up on a 550 and suppresses the address: it gets account mail only from then on', async () => {
    let bouncing = true;
    const sink = await sinkFor({
      rcpt: () => (bouncing ? { code: 550, message: '550 5.1.1 No such user here' } : 'accept'),
    });
    const mailer = siteMailTo(sink.url);
    await mailer.send(accountMail('gone@example.com'));
    await waitFor(async () => (await outboxRows())[0]?.status === 'failed');

    expect(await outboxRows()).toEqual([
      {
        to_address: 'gone@example.com',
        status: 'failed',
        attempts: 1,
        last_error: expect.stringContaining('550'),
      },
    ]);
    expect(
      await database.db.selectFrom('mail_suppressions').select(['address', 'reason']).execute(),
    ).toEqual([{ address: 'gone@example.com', reason: 'hard_bounce' }]);

    // The address works again (say its owner fixed it): a notification still is not sent, account mail is.
    bouncing = false;
    await mailer.send(notification('Gone@Example.com'));
    await mailer.send(accountMail('gone@example.com'));
    const [mail] = await sink.waitForMail(1);
    expect(mail!.parsed.subject).toBe('Reset your Vouch password');
    await waitFor(async () => (await outboxRows())[2]?.status === 'sent');
    expect((await outboxRows()).map((row) => row.status)).toEqual(['failed', 'suppressed', 'sent']);
  });

  it('keeps a message while the SMTP server refuses connections and sends it when it is back', async () => {
    const port = await freePort();
    await siteMailTo(`smtp://127.0.0.1:${port}`).send(accountMail('dana@example.com'));
    await waitFor(async () => (await outboxRows())[0]?.last_error !== null);
    expect((await outboxRows())[0]).toMatchObject({
      status: expect.stringMatching(/queued|sending/),
    });
    expect((await outboxRows())[0]!.last_error).toMatch(/ECONNREFUSED/);

    const sink = await sinkFor({ port });
    await sink.waitForMail(1);
    await waitFor(async () => (await outboxRows())[0]?.status === 'sent');
  });

  it('signs with DKIM when set: a verifier with the published key passes it', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const sink = await sinkFor();
    await siteMailTo(sink.url, {
      domainName: 'vouch.test',
      keySelector: 'mail2026',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }).send(notification('dana@example.com'));
    const [mail] = await sink.waitForMail(1);

    const published = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const { results } = await dkimVerify(Buffer.from(mail!.raw), {
      resolver: async (name: string, type: string) => {
        if (name === 'mail2026._domainkey.vouch.test' && type === 'TXT')
          return [[`v=DKIM1; k=rsa; p=${published}`]];
        throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
      },
    });
    expect(results.map((result: { status: { result: string } }) => result.status.result)).toEqual([
      'pass',
    ]);
  });
});

describe('the SMTP sender thread', () => {
  it('fails a send in hand as temporary when the sender closes, and a later send starts afresh', async () => {
    const hung = await sinkFor({ hang: true });
    const stalled = smtpTransport({ url: hung.url, from: 'no-reply@vouch.test', dkim: null });
    const inHand = stalled.send(outgoing('dana@example.com')).catch((error: unknown) => error);
    stalled.close();
    expect(deliveryFailureOf(await inHand)).toMatchObject({ permanent: false });

    const sink = await sinkFor();
    const transport = smtpTransport({ url: sink.url, from: 'no-reply@vouch.test', dkim: null });
    await transport.send(outgoing('eli@example.com'));
    transport.close();
    // Its thread was ended: the next send starts another.
    await transport.send(outgoing('fay@example.com'));
    expect((await sink.waitForMail(2)).map((mail) => mail.envelopeTo)).toEqual([
      ['eli@example.com'],
      ['fay@example.com'],
    ]);
    transport.close();
  });
});

function outgoing(to: string): OutgoingMail {
  return {
    messageId: `<test-${to}@vouch.test>`,
    to,
    toName: null,
    subject: 'Hello',
    text: 'Hello',
    html: '<p>Hello</p>',
    headers: {},
  };
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
