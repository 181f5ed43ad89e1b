import { sql } from 'kysely';
import {
  disputePageResponseSchema,
  disputeResponseSchema,
  errorResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';
import { disputeRows } from '../../testing/fixtures/disputes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { snapshot } = disputeRows(() => testApp);

describe('disputes: who may do what', () => {
  it('refuses a second arbitrator’s moves and messages on the first one’s case (403, nothing written) until taken over, on the record', async () => {
    const avery = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const rowan = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    const { rows } = await sql<{ public_id: string; status: string }>`
      select public_id, status from disputes where status = 'awaiting_reviewer'
      and arbitrator_id = (select id from users where email = ${DEMO_ACCOUNTS.arbitrator.email}) order by id desc limit 1`.execute(
      db(),
    );
    const id = rows[0]!.public_id;
    const seen = disputePageResponseSchema.parse(
      (await rowan.get(`/reviews/arbitrator/${id}?format=json`)).json(),
    ).dispute;
    expect(seen.arbitrator).toEqual({ name: DEMO_ACCOUNTS.arbitrator.name, is_viewer: false });
    expect(seen.allowed_actions).toEqual(['take_over']);

    const before = await snapshot();
    const refusals = [
      await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, {
        action: 'ask_shop',
        note: 'Did the courier take a photo?',
      }),
      await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take' }),
      await rowan.send('POST', `/reviews/arbitrator/${id}/messages`, {
        body: 'I will look at this one.',
      }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(errorResponseSchema.parse(refused.json()).error).toEqual({
        code: 'held_by_another',
        message: `${DEMO_ACCOUNTS.arbitrator.name} has this case. Take it over to act on it.`,
      });
    }
    expect(await snapshot()).toEqual(before);

    const taken = disputeResponseSchema.parse(
      (
        await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' })
      ).json(),
    ).dispute;
    // Taking over changes who holds the case, not what it waits for.
    expect(taken).toMatchObject({
      status: 'awaiting_reviewer',
      arbitrator: { name: DEMO_ACCOUNTS.secondArbitrator.name, is_viewer: true },
    });
    expect(taken.history.at(-1)).toMatchObject({
      action: 'take_over',
      from_status: 'awaiting_reviewer',
      to_status: 'awaiting_reviewer',
      by_role: 'arbitrator',
      by_name: DEMO_ACCOUNTS.secondArbitrator.name,
      note: `Taken over from ${DEMO_ACCOUNTS.arbitrator.name}.`,
    });
    const holder = await sql<{
      email: string;
    }>`select u.email from disputes d join users u on u.id = d.arbitrator_id where d.public_id = ${id}`.execute(
      db(),
    );
    expect(holder.rows[0]!.email).toBe(DEMO_ACCOUNTS.secondArbitrator.email);
    expect(
      (
        await rowan.send('POST', `/reviews/arbitrator/${id}/messages`, {
          body: 'I have this case now.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' }))
        .statusCode,
    ).toBe(409);

    // The first arbitrator is now the other one.
    const afterTakeOver = await snapshot();
    expect(
      (await avery.send('POST', `/reviews/arbitrator/${id}/messages`, { body: 'Still mine?' }))
        .statusCode,
    ).toBe(403);
    expect(await snapshot()).toEqual(afterTakeOver);
    const reviewer = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    expect(
      (await reviewer.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take_over' }))
        .statusCode,
    ).toBe(403);
  });

  it('leaves the shop’s clock where it was when a case waiting for the shop is taken over', async () => {
    const rowan = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    const { rows } = await sql<{ public_id: string }>`
      select public_id from disputes where status = 'awaiting_shop'
      and arbitrator_id = (select id from users where email = ${DEMO_ACCOUNTS.arbitrator.email}) order by id limit 1`.execute(
      db(),
    );
    const id = rows[0]!.public_id;
    await sql`update disputes set shop_answer_due = date_trunc('second', now()) + interval '1 day' where public_id = ${id}`.execute(
      db(),
    );
    const dueOf = async () =>
      (
        await sql<{
          due: string;
        }>`select shop_answer_due::text as due from disputes where public_id = ${id}`.execute(db())
      ).rows[0]!.due;
    const due = await dueOf();
    const taken = await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, {
      action: 'take_over',
    });
    expect(taken.statusCode).toBe(200);
    expect(disputeResponseSchema.parse(taken.json()).dispute.status).toBe('awaiting_shop');
    expect(await dueOf()).toBe(due);
  });

  it('takes a case nobody holds with the arbitrator’s first move, a decision included, and says so in its history', async () => {
    const rowan = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondArbitrator);
    const { rows } = await sql<{ public_id: string }>`
      select public_id from disputes where status in ('open', 'awaiting_shop') and arbitrator_id is null order by id limit 1`.execute(
      db(),
    );
    const id = rows[0]!.public_id;
    // The shop's days run out: the case waits for an arbitrator, and nobody holds it.
    await sql`update disputes set shop_answer_due = now() - interval '1 minute' where public_id = ${id}`.execute(
      db(),
    );
    const waiting = disputePageResponseSchema.parse(
      (await rowan.get(`/reviews/arbitrator/${id}?format=json`)).json(),
    ).dispute;
    expect(waiting).toMatchObject({ status: 'in_review', arbitrator: null });
    expect(waiting.allowed_actions).toEqual(expect.arrayContaining(['take', 'decide']));
    expect(waiting.allowed_actions).not.toContain('take_over');

    const before = await snapshot();
    const nobodyToTakeFrom = await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, {
      action: 'take_over',
    });
    expect(nobodyToTakeFrom.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);

    const decided = disputeResponseSchema.parse(
      (
        await rowan.send('POST', `/reviews/arbitrator/${id}/decisions`, {
          action: 'decide',
          outcome: 'for_shop',
          reason: 'The shop did not answer, but the tracking shows the parcel was signed for.',
        })
      ).json(),
    ).dispute;
    expect(decided).toMatchObject({
      status: 'decided',
      arbitrator: { name: DEMO_ACCOUNTS.secondArbitrator.name, is_viewer: true },
    });
    expect(decided.history.at(-1)).toMatchObject({
      action: 'decide',
      by_name: DEMO_ACCOUNTS.secondArbitrator.name,
      note: 'Took the case.',
    });
    const holder = await sql<{
      email: string;
    }>`select u.email from disputes d join users u on u.id = d.arbitrator_id where d.public_id = ${id}`.execute(
      db(),
    );
    expect(holder.rows[0]!.email).toBe(DEMO_ACCOUNTS.secondArbitrator.email);
  });
});
