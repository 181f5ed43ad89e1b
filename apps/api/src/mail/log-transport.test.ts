import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { logTransport } from './log-transport';
import type { OutgoingMail } from './mail-transport';

const mail: OutgoingMail = {
  messageId: '<outbox-1@vouch.example>',
  to: 'dana@example.com',
  toName: 'Dana',
  subject: 'Reset your Vouch password',
  text: 'Open https://vouch.example/login?reset=secret-token',
  html: '<p>Open https://vouch.example/login?reset=secret-token</p>',
  headers: {},
};

function capturingLog() {
  const lines: unknown[] = [];
  const log = {
    info: (object: unknown) => void lines.push(object),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the log transport (no SMTP_URL)', () => {
  it('logs only recipient and subject unless told to log the words, and writes the whole message to the outbox folder', async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), 'vouch-outbox-test-'));
    try {
      const deployment = capturingLog();
      await logTransport(deployment.log, outbox, { logText: false }).send(mail);
      expect(deployment.lines).toEqual([
        { mail: { to: 'dana@example.com', subject: 'Reset your Vouch password' } },
      ]);
      expect(JSON.stringify(deployment.lines)).not.toContain('secret-token');
      const [file] = await readdir(outbox);
      expect(JSON.parse(await readFile(path.join(outbox, file!), 'utf8'))).toEqual(mail);

      const demo = capturingLog();
      await logTransport(demo.log, null, { logText: true }).send(mail);
      expect(demo.lines).toEqual([{ mail }]);
    } finally {
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
