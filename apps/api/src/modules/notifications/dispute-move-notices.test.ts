import { sql } from 'kysely';
import { disputeCreateResponseSchema } from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP, SECOND_REVIEWER_ORDER } from '@vouch/seed';
import { createTestApp, signedInBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Mails go out after the answer, from a sweep: wait for the expected number, then a little more for any extra. */
async function mailsTo(email: string, subject: string, expected: number): Promise<string[]> {
  const found = () =>
    testApp.outbox
      .filter((mail) => mail.to === email && mail.subject === subject)
      .map((mail) => mail.text);
  for (let waited = 0; found().length < expected && waited < 10_000; waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 200));
  return found();
}

const untold = async () =>
  (
    await sql<{
      n: number;
    }>`select count(*)::int as n from dispute_status_changes where notified_at is null`.execute(
      testApp.database.db,
    )
  ).rows[0]!.n;

describe('dispute moves by e-mail (issue #29 item 6: "each dispute move to the parties it concerns")', () => {
  it('tells the shop of a new dispute and the reviewer of each move the others make, never the one who made it, a decision with its outcome', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    // Seeded history is old news: no mail for it.
    expect(testApp.outbox.filter((mail) => mail.subject.includes('dispute'))).toEqual([]);

    const created = await sam.send('POST', '/reviews/reviewer/disputes', {
      dispute_type: 'damaged_item',
      description: 'The backpack arrived with a torn strap and a broken zip on the main pocket.',
      desired_outcome_type: 'replacement',
      desired_outcome_description: 'Send a new one, please.',
      source_id: SECOND_REVIEWER_ORDER.publicId,
    });
    expect(created.statusCode).toBe(200);
    const { public_id: id } = disputeCreateResponseSchema.parse(created.json()).dispute;
    const ownerSubject = `${DEMO_ACCOUNTS.secondReviewer.name}'s dispute with ${DEMO_SHOP.name}: Opened`;
    const [toShop] = await mailsTo(DEMO_ACCOUNTS.shopOwner.email, ownerSubject, 1);
    expect(toShop).toContain(`Open the dispute: http://vouch.test/reviews/profile/disputes/${id}`);
    expect(toShop).toMatch(
      /Stop e-mails about moves in your disputes: http:\/\/vouch\.test\/reviews\/profile\/notifications\/unsubscribe\?token=/,
    );
    expect(
      await mailsTo(
        DEMO_ACCOUNTS.secondReviewer.email,
        `Your dispute with ${DEMO_SHOP.name}: Opened`,
        0,
      ),
    ).toEqual([]);

    expect(
      (
        await owner.send('POST', `/reviews/profile/disputes/${id}/messages`, {
          body: 'We can replace it; please send the strap back.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      await mailsTo(
        DEMO_ACCOUNTS.secondReviewer.email,
        `Your dispute with ${DEMO_SHOP.name}: With an arbitrator`,
        1,
      ),
    ).toHaveLength(1);

    expect(
      (await arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, { action: 'take' }))
        .statusCode,
    ).toBe(200);
    const asked = await arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, {
      action: 'ask_reviewer',
      note: 'Please send a photo of the torn strap.',
    });
    expect(asked.statusCode).toBe(200);
    const [toReviewer] = await mailsTo(
      DEMO_ACCOUNTS.secondReviewer.email,
      `Your dispute with ${DEMO_SHOP.name}: Waiting for your answer`,
      1,
    );
    expect(toReviewer).toContain('Note on the move: Please send a photo of the torn strap.');
    expect(
      await mailsTo(
        DEMO_ACCOUNTS.shopOwner.email,
        ownerSubject.replace('Opened', 'Waiting for the reviewer'),
        1,
      ),
    ).toHaveLength(1);

    // The decision's mail names its outcome, in the one name every page uses.
    expect(
      (
        await sam.send('POST', `/reviews/profile/disputes/${id}/messages`, {
          body: 'Here is the photo: the strap is torn at the seam.',
        })
      ).statusCode,
    ).toBe(200);
    const decided = await arbitrator.send('POST', `/reviews/arbitrator/${id}/decisions`, {
      action: 'decide',
      outcome: 'for_reviewer',
      remedy: 'Send a new backpack within 14 days.',
      reason: 'The photo shows the strap torn at the seam.',
    });
    expect(decided.statusCode).toBe(200);
    expect(
      await mailsTo(
        DEMO_ACCOUNTS.secondReviewer.email,
        `Your dispute with ${DEMO_SHOP.name}: Decided for the reviewer`,
        1,
      ),
    ).toHaveLength(1);
    expect(
      await mailsTo(
        DEMO_ACCOUNTS.shopOwner.email,
        ownerSubject.replace('Opened', 'Decided for the reviewer'),
        1,
      ),
    ).toHaveLength(1);

    // Every move is marked told once its mails went.
    expect(await untold()).toBe(0);
  });

  it('sends nothing to a party who opted out of dispute moves', async () => {
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    expect(
      (
        await owner.send('PUT', '/reviews/profile/notifications', {
          kind: 'dispute_moves',
          subscribed: false,
        })
      ).statusCode,
    ).toBe(200);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    // The dispute the test above brought to a decision, by the second reviewer against the demo shop.
    const { rows } = await sql<{ public_id: string }>`
      select d.public_id from disputes d join users u on u.id = d.user_id where u.email = ${DEMO_ACCOUNTS.secondReviewer.email} and d.status = 'decided'
      order by d.id desc limit 1`.execute(testApp.database.db);
    const before = testApp.outbox.length;
    expect(
      (
        await arbitrator.send('POST', `/reviews/arbitrator/${rows[0]!.public_id}/decisions`, {
          action: 'close',
        })
      ).statusCode,
    ).toBe(200);
    // The move was swept (told to whoever wanted it)...
    for (let waited = 0; (await untold()) > 0 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await untold()).toBe(0);
    // ...and the shop's member, who opted out, got nothing.
    expect(
      testApp.outbox.slice(before).filter((mail) => mail.to === DEMO_ACCOUNTS.shopOwner.email),
    ).toEqual([]);
  });
});
