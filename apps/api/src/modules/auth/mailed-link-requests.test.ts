import { sql } from 'kysely';
import { errorResponseSchema } from '@vouch/contracts';
import {
  MAILED_LINK_REQUESTS_PER_IP_HOUR,
  MAILED_LINKS_PER_ADDRESS,
  MAILED_LINKS_PER_ADDRESS_PER_NETWORK,
  mailedSignInLimitMessage,
} from '@vouch/domain';
import {
  appOnTestDatabase,
  createTestApp,
  mailedSignInTokenFor,
  TestBrowser,
  type TestApp,
} from '../../testing/test-app';
import { mailedSignInFixtures } from '../../testing/fixtures/mailed-sign-in';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const { db, newReviewer, guest, ask, openLink, mailsTo, linkRows } = mailedSignInFixtures(
  () => testApp,
);

describe('asking for a mailed link (issue #58)', () => {
  it('answers before it makes and mails the link, so an address with an account answers as soon as one without (issue #58)', async () => {
    const { email } = await newReviewer();
    let release = () => {};
    const mailWritten = new Promise<void>((resolve) => (release = resolve));
    const mailed: string[] = [];
    const app = await appOnTestDatabase(testApp, {
      mailer: {
        send: async (message) => {
          await mailWritten;
          mailed.push(message.to);
        },
      },
    });
    try {
      const browser = new TestBrowser(app, { remoteAddress: '198.51.100.66' });
      await browser.open('/login');
      // Before, the answer waited for the mail: this request would never have been answered.
      const answer = await browser.send('POST', '/login/reset', { email });
      expect(answer.statusCode).toBe(202);
      expect(mailed).toEqual([]);
      release();
      await app.afterAnswer.settled();
      expect(mailed).toEqual([email]);
    } finally {
      release();
      await app.close();
    }
  });
});

describe('limits on mailing links', () => {
  it("gives each network a share of an address's links and says so past it, so a stranger cannot use up the owner's", async () => {
    const { email } = await newReviewer();
    const before = mailsTo(email);
    const stranger = await guest('203.0.113.250');
    for (let index = 0; index < MAILED_LINKS_PER_ADDRESS_PER_NETWORK; index++)
      expect((await ask(stranger, 'sign_in', email)).statusCode).toBe(202);
    // Past the share the answer says nothing was sent (issue #58), in words any address gets.
    const refused = await ask(stranger, 'sign_in', email);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(errorResponseSchema.parse(refused.json()).error.message).toBe(
      mailedSignInLimitMessage('sign_in'),
    );
    expect(mailsTo(email) - before).toBe(MAILED_LINKS_PER_ADDRESS_PER_NETWORK);
    for (let index = 0; index < MAILED_LINKS_PER_ADDRESS_PER_NETWORK; index++)
      await ask(stranger, 'sign_in', 'nobody-here@example.com');
    const unknown = await ask(stranger, 'sign_in', 'nobody-here@example.com');
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json()).toEqual(refused.json());

    // The owner's own request is still mailed, and works.
    const owner = await guest('198.51.100.7');
    expect((await ask(owner, 'sign_in', email)).statusCode).toBe(202);
    expect(mailsTo(email) - before).toBe(MAILED_LINKS_PER_ADDRESS_PER_NETWORK + 1);
    expect(
      (await openLink(owner, mailedSignInTokenFor(testApp.outbox, email, 'sign_in'))).statusCode,
    ).toBe(200);
  });

  it('mails an address no more than its share from all networks together, and reset links have their own', async () => {
    const { email } = await newReviewer();
    const before = mailsTo(email);
    const answers: number[] = [];
    for (let address = 1; address <= MAILED_LINKS_PER_ADDRESS + 2; address++)
      answers.push(
        (await ask(await guest(`203.0.113.${100 + address}`), 'sign_in', email)).statusCode,
      );
    expect(answers.filter((status) => status === 202)).toHaveLength(MAILED_LINKS_PER_ADDRESS);
    expect(answers.slice(MAILED_LINKS_PER_ADDRESS)).toEqual([429, 429]);
    expect(mailsTo(email) - before).toBe(MAILED_LINKS_PER_ADDRESS);
    expect(await linkRows(email)).toHaveLength(MAILED_LINKS_PER_ADDRESS);
    expect((await ask(await guest(), 'password_reset', email)).statusCode).toBe(202);
    expect(mailsTo(email) - before).toBe(MAILED_LINKS_PER_ADDRESS + 1);
  });

  it('answers 429 to a network that asked too often, whatever the address, counting and mailing nothing more', async () => {
    const { email } = await newReviewer();
    const network = await guest('198.51.100.99');
    for (let index = 0; index < MAILED_LINK_REQUESTS_PER_IP_HOUR; index++) {
      expect(
        (
          await ask(
            network,
            index % 2 ? 'sign_in' : 'password_reset',
            `someone-${index}@example.com`,
          )
        ).statusCode,
      ).toBe(202);
    }
    const requests = async () =>
      (
        await sql<{
          count: number;
        }>`select count(*)::int as count from mailed_link_requests where ip = '198.51.100.99'`.execute(
          db(),
        )
      ).rows[0]!.count;
    expect(await requests()).toBe(MAILED_LINK_REQUESTS_PER_IP_HOUR);
    const outboxBefore = testApp.outbox.length;
    const refused = await ask(network, 'sign_in', email);
    expect(refused.statusCode).toBe(429);
    expect(errorResponseSchema.parse(refused.json()).error.message).toMatch(/Please wait an hour/);
    expect(await requests()).toBe(MAILED_LINK_REQUESTS_PER_IP_HOUR);
    expect(testApp.outbox.length).toBe(outboxBefore);
    expect(await linkRows(email)).toEqual([]);
  });
});
