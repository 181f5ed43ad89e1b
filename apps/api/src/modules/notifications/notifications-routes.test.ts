import { sql } from 'kysely';
import {
  errorResponseSchema,
  notificationChoicesResponseSchema,
  questionResponseSchema,
  unsubscribeResponseSchema,
} from '@vouch/contracts';
import { DEMO_ACCOUNTS, DEMO_SHOP } from '@vouch/seed';
import { NOTIFICATION_KINDS, UNSUBSCRIBE_TOKEN_PARAM, unsubscribePath } from '@vouch/domain';
import type { MailMessage } from '../../mail/mailer';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
let demoShop: { encodedId: string; id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const shop = await testApp.database.db
    .selectFrom('shops')
    .select(['id', 'encoded_id'])
    .where('slug', '=', DEMO_SHOP.slug)
    .executeTakeFirstOrThrow();
  demoShop = { id: shop.id, encodedId: shop.encoded_id };
});
afterAll(() => testApp.close());

/** A published review of the demo shop with no reply yet, made the account's (the small seed has few with an author's address). */
const unansweredReviewBy = async (account: { email: string }) => {
  const author = await testApp.database.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ public_id: string }>`
    update reviews set user_id = ${author.id} where id = (
      select id from reviews where shop_id = ${demoShop.id} and published and deleted_at is null and reply_body is null order by id limit 1)
    returning public_id`.execute(testApp.database.db);
  return { public_id: rows[0]!.public_id, email: author.email!, user_id: author.id };
};

const mailsTo = (email: string) => testApp.outbox.filter((mail) => mail.to === email);
const unsubscribeLinkOf = (mail: MailMessage) =>
  new URL(mail.text.match(/https?:\/\/\S+notifications\/unsubscribe\S*/)![0]);
const optOuts = async (userId: string) =>
  (
    await testApp.database.db
      .selectFrom('notification_opt_outs')
      .select('kind')
      .where('user_id', '=', userId)
      .orderBy('kind')
      .execute()
  ).map((row) => row.kind);
const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;

describe('notifications by e-mail (issue #29 item 6)', () => {
  it("mails a review's author when the shop first replies, with a link to the review and a one-click unsubscribe", async () => {
    const review = await unansweredReviewBy(DEMO_ACCOUNTS.reviewer);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    const before = mailsTo(review.email).length;
    expect(
      (
        await owner.send('PUT', `/reviews/shop/reviews/${review.public_id}/reply`, {
          body: 'Thank you for the kind words.',
        })
      ).statusCode,
    ).toBe(200);

    const mails = mailsTo(review.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${DEMO_SHOP.name} replied to your review`);
    expect(mails[0]!.text).toContain('"Thank you for the kind words."');
    expect(mails[0]!.text).toContain(`#review-${review.public_id}`);
    const link = unsubscribeLinkOf(mails[0]!);
    expect(`${link.pathname}${link.search}`).toBe(
      unsubscribePath(link.searchParams.get(UNSUBSCRIBE_TOKEN_PARAM)!),
    );
    // The outbox makes it RFC 8058's List-Unsubscribe headers (mail-over-smtp.test.ts).
    expect(mails[0]!.unsubscribeUrl).toBe(link.href);

    // Editing the reply is no news: no second e-mail.
    expect(
      (
        await owner.send('PUT', `/reviews/shop/reviews/${review.public_id}/reply`, {
          body: 'Thank you again.',
        })
      ).statusCode,
    ).toBe(200);
    expect(mailsTo(review.email).slice(before)).toHaveLength(1);
  });

  it("unsubscribes with the link's token alone, from any browser, and sends that kind no more", async () => {
    const review = await unansweredReviewBy(DEMO_ACCOUNTS.arbitrator);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    await owner.send('PUT', `/reviews/shop/reviews/${review.public_id}/reply`, {
      body: 'We are on it.',
    });
    const link = unsubscribeLinkOf(mailsTo(review.email).at(-1)!);

    // The page's button: a stranger's browser with its own CSRF token, no session of the author's.
    const stranger = new TestBrowser(testApp.app);
    await stranger.open('/reviews');
    const stopped = await stranger.send('POST', link.pathname, {
      token: link.searchParams.get(UNSUBSCRIBE_TOKEN_PARAM),
    });
    expect(stopped.statusCode).toBe(200);
    expect(unsubscribeResponseSchema.parse(stopped.json())).toEqual({
      kind: 'review_replies',
      message:
        "You will get no more e-mails about replies to your reviews. You can turn them back on from your profile's edit page.",
    });
    expect(await optOuts(review.user_id)).toEqual(['review_replies']);

    const next = await unansweredReviewBy(DEMO_ACCOUNTS.arbitrator);
    const before = mailsTo(review.email).length;
    expect(
      (
        await owner.send('PUT', `/reviews/shop/reviews/${next.public_id}/reply`, {
          body: 'Thanks!',
        })
      ).statusCode,
    ).toBe(200);
    expect(mailsTo(review.email)).toHaveLength(before);
  });

  it("takes a mail program's one-click POST (RFC 8058): a form body, the token in the link, no cookie or CSRF token", async () => {
    const { app, database } = testApp;
    const user = await database.db
      .selectFrom('users')
      .select(['id', 'encoded_id'])
      .where('email', '=', DEMO_ACCOUNTS.secondReviewer.email)
      .executeTakeFirstOrThrow();
    const asker = await signedInBrowser(app, DEMO_ACCOUNTS.secondReviewer);
    const asked = await asker.send('POST', '/reviews/questions', {
      shop_enc_id: demoShop.encodedId,
      body: 'Do you ship to Iceland?',
    });
    const question = questionResponseSchema.parse(asked.json()).question;
    const owner = await signedInBrowser(app, DEMO_ACCOUNTS.shopOwner);
    expect(
      (
        await owner.send('POST', `/reviews/shop/questions/${question.id}/answers`, {
          body: '  Yes, in five days.  ',
        })
      ).statusCode,
    ).toBe(200);
    const mail = mailsTo(DEMO_ACCOUNTS.secondReviewer.email).at(-1)!;
    expect(mail.subject).toBe(`${DEMO_SHOP.name} answered your question`);
    expect(mail.text).toContain('"Do you ship to Iceland?"');
    expect(mail.text).toContain('"Yes, in five days."');

    const link = unsubscribeLinkOf(mail);
    const oneClick = await app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await optOuts(user.id)).toEqual(['question_answers']);
  });

  it('refuses a token it did not sign, one for another kind, or none, and opts nobody out', async () => {
    const review = await unansweredReviewBy(DEMO_ACCOUNTS.secondArbitrator);
    const owner = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.shopOwner);
    await owner.send('PUT', `/reviews/shop/reviews/${review.public_id}/reply`, { body: 'Noted.' });
    const token = unsubscribeLinkOf(mailsTo(review.email).at(-1)!).searchParams.get(
      UNSUBSCRIBE_TOKEN_PARAM,
    )!;
    const [encodedId, , signature] = token.split('.');
    await testApp.database.db
      .deleteFrom('notification_opt_outs')
      .where('user_id', '=', review.user_id)
      .execute();

    const stranger = new TestBrowser(testApp.app);
    await stranger.open('/reviews');
    for (const forged of [
      `${encodedId}.dispute_moves.${signature}`,
      `${encodedId}.review_replies.${signature!.slice(1)}x`,
      'garbage',
      `${'a'.repeat(299)}.`,
    ]) {
      const refused = await stranger.send('POST', '/reviews/profile/notifications/unsubscribe', {
        token: forged,
      });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).message).toMatch(/^This unsubscribe link is not one of ours/);
    }
    const missing = await stranger.send('POST', '/reviews/profile/notifications/unsubscribe', {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe(
      'This link is incomplete. Open it again from the e-mail we sent you.',
    );
    expect(await optOuts(review.user_id)).toEqual([]);
  });

  it('lets a signed-in person choose kind by kind on the edit page, and nobody else', async () => {
    const browser = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const user = await testApp.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.reviewer.email)
      .executeTakeFirstOrThrow();
    const initial = notificationChoicesResponseSchema.parse(
      (await browser.get('/reviews/profile/notifications')).json(),
    );
    expect(initial.choices.map((choice) => [choice.kind, choice.subscribed])).toEqual(
      NOTIFICATION_KINDS.map((kind) => [kind, true]),
    );

    const off = await browser.send('PUT', '/reviews/profile/notifications', {
      kind: 'dispute_moves',
      subscribed: false,
    });
    expect(
      notificationChoicesResponseSchema
        .parse(off.json())
        .choices.find((choice) => choice.kind === 'dispute_moves')?.subscribed,
    ).toBe(false);
    expect(await optOuts(user.id)).toEqual(['dispute_moves']);
    // Twice is the same as once.
    expect(
      (
        await browser.send('PUT', '/reviews/profile/notifications', {
          kind: 'dispute_moves',
          subscribed: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await browser.send('PUT', '/reviews/profile/notifications', {
          kind: 'dispute_moves',
          subscribed: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(await optOuts(user.id)).toEqual([]);

    const badKind = await browser.send('PUT', '/reviews/profile/notifications', {
      kind: 'newsletter',
      subscribed: false,
    });
    expect(badKind.statusCode).toBe(400);
    const guest = new TestBrowser(testApp.app);
    await guest.open('/reviews');
    const refused = await guest.send('PUT', '/reviews/profile/notifications', {
      kind: 'dispute_moves',
      subscribed: false,
    });
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused).message).toBe('Sign in to choose which e-mails Vouch sends you.');
    expect(
      (
        await browser.send(
          'PUT',
          '/reviews/profile/notifications',
          { kind: 'dispute_moves', subscribed: false },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    expect(await optOuts(user.id)).toEqual([]);
  });
});
