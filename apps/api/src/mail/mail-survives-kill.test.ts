import type { AppDatabase } from '@vouch/db';
import { startApiProcess, urlOf, type ApiProcess } from '../testing/api-processes';
import { startSmtpSink, type SmtpSink } from '@vouch/site-runner';
import { createTestDatabase } from '../testing/test-database';
import { mailOutboxRepository } from './mail-outbox-repository';

/**
 * Issue #55: a message survives its process dying between claiming it and sending it, and goes
 * out once after the restart. Real API processes (the built server) on one PostgreSQL database;
 * PGlite is one process's own.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;
/** Short, so the restarted process may take the dead one's claim soon. */
const LEASE_MS = 1500;

onPostgres('the mail outbox across a killed process', () => {
  let database: AppDatabase;
  const processes: ApiProcess[] = [];
  const sinks: SmtpSink[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(null);
  });
  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await Promise.all(sinks.map((sink) => sink.close()));
    await database?.close();
  });

  const startProcess = async (smtpUrl: string) => {
    const process = await startApiProcess(await urlOf(database), {
      SMTP_URL: smtpUrl,
      MAIL_SEND_LEASE_MS: String(LEASE_MS),
      SEED_IF_EMPTY: 'none',
    });
    processes.push(process);
    return process;
  };
  const sinkWith = async (options: Parameters<typeof startSmtpSink>[0]) => {
    const sink = await startSmtpSink(options);
    sinks.push(sink);
    return sink;
  };
  const rows = () => database.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();

  it('is sent once by the restarted process after the first was killed mid-send', async () => {
    await mailOutboxRepository(database.db).enqueue({
      to: 'dana@example.com',
      toName: null,
      subject: 'Reset your Vouch password',
      text: 'Open https://vouch.test/login?reset=abc',
      html: '<p>Open https://vouch.test/login?reset=abc</p>',
      unsubscribeUrl: null,
    });
    // The first process claims the message and connects to a server that never greets it.
    const stalled = await sinkWith({ hang: true });
    const first = await startProcess(stalled.url);
    await stalled.connected;
    await first.kill();
    expect(await rows()).toEqual([{ status: 'sending', attempts: 1 }]);

    const working = await sinkWith({});
    await startProcess(working.url);
    const [mail] = await working.waitForMail(1, 30_000);
    expect(mail!.parsed.subject).toBe('Reset your Vouch password');
    // Well past another lease: the message is not sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS));
    expect(working.received).toHaveLength(1);
    expect(await rows()).toEqual([{ status: 'sent', attempts: 2 }]);
  }, 90_000);
});
