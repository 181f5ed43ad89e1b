import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMailer, type MailMessage } from './mailer';

const message: MailMessage = {
  to: 'dana@example.com',
  subject: 'Reset your Vouch password',
  text: 'Open https://vouch.example/login?reset=secret-token',
};

function capturingLog() {
  const lines: unknown[] = [];
  const log = {
    info: (object: unknown) => void lines.push(object),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the outbox mailer (no e-mail service)', () => {
  it('logs only recipient and subject unless told to log the words, and writes the whole message to the outbox', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'vouch-outbox-test-'));
    try {
      const deployment = capturingLog();
      await outboxMailer(deployment.log, outbox, { logText: false }).send(message);
      expect(deployment.lines).toEqual([
        { mail: { to: 'dana@example.com', subject: 'Reset your Vouch password' } },
      ]);
      expect(JSON.stringify(deployment.lines)).not.toContain('secret-token');
      const [file] = await readdir(outbox);
      expect(JSON.parse(await readFile(path.join(outbox, file!), 'utf8'))).toEqual(message);

      const demo = capturingLog();
      await outboxMailer(demo.log, null, { logText: true }).send(message);
      expect(demo.lines).toEqual([{ mail: message }]);
    } finally {
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
