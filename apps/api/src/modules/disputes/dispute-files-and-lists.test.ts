import { sql } from 'kysely';
import {
  arbitratorListResponseSchema,
  disputeFileUploadResponseSchema,
  disputePageResponseSchema,
  errorResponseSchema,
  shippingCountriesResponseSchema,
} from '@vouch/contracts';
import {
  ARBITRATOR_PAGE_SIZE,
  ARBITRATOR_STATUS_FILTERS,
  DISPUTE_AGE_FILTERS,
  disputeFileKindOf,
  statusesOfFilter,
} from '@vouch/domain';
import { DEMO_ACCOUNTS, SECOND_REVIEWER_ORDER } from '@vouch/seed';
import { createTestApp, signedInBrowser, TestBrowser, type TestApp } from '../../testing/test-app';
import { dispute, disputeRows, PDF, uploadPdf } from '../../testing/fixtures/disputes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const { count, snapshot, foreignDispute } = disputeRows(() => testApp);

describe('dispute files, deadlines and lists', () => {
  it('serves the seeded evidence, the reviewer’s and the shop’s, to the parties as the files they are', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const { rows } = await sql<{ public_id: string }>`
      select d.public_id from disputes d
      where exists (select 1 from dispute_files f where f.dispute_id = d.id and f.message_id is null)
        and exists (select 1 from dispute_files f where f.dispute_id = d.id and f.message_id is not null)
      order by d.id limit 1`.execute(db());
    const seeded = disputePageResponseSchema.parse(
      (await arbitrator.get(`/reviews/arbitrator/${rows[0]!.public_id}?format=json`)).json(),
    ).dispute;
    const shopFiles = seeded.messages
      .filter((message) => message.author_role === 'shop')
      .flatMap((message) => message.files);
    expect(seeded.files.length).toBeGreaterThan(0);
    expect(shopFiles.map((file) => file.file_name)).toEqual(['delivery-record.pdf']);
    for (const file of [...seeded.files, ...shopFiles]) {
      const served = await arbitrator.get(file.url);
      expect(served.statusCode).toBe(200);
      expect(disputeFileKindOf(served.rawPayload)).toBe(file.kind);
      expect(served.rawPayload.length).toBe(file.byte_size);
    }
    expect(
      (
        await (
          await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer)
        ).get(seeded.files[0]!.url)
      ).statusCode,
    ).toBe(404);
  });

  it('shows an arbitrator no upload that no dispute has claimed', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const draft = disputeFileUploadResponseSchema.parse(
      (await uploadPdf(sam, 'draft.pdf')).json(),
    ).file;
    expect((await sam.get(draft.url)).statusCode).toBe(200);
    for (const account of [DEMO_ACCOUNTS.arbitrator, DEMO_ACCOUNTS.secondArbitrator]) {
      const refused = await (await signedInBrowser(testApp.app, account)).get(draft.url);
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('%PDF');
    }
  });

  it('refuses a file that is not what it claims, keeping nothing', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const files = await count('dispute_files');
    const fake = await uploadPdf(
      sam,
      'invoice.pdf',
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    );
    expect(fake.statusCode).toBe(400);
    expect(errorResponseSchema.parse(fake.json()).error.message).toBe(
      '"invoice.pdf" is not a PDF, Word document, JPEG, PNG or TIFF file.',
    );
    const big = await uploadPdf(
      sam,
      'huge.pdf',
      Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(await count('dispute_files')).toBe(files);
  });

  it('will not attach someone else’s upload, and keeps no dispute when it refuses', async () => {
    const dana = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.reviewer);
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const danas = disputeFileUploadResponseSchema.parse((await uploadPdf(dana)).json()).file;
    await sql`update disputes set status = 'withdrawn' where order_id = (select id from orders where public_id = ${SECOND_REVIEWER_ORDER.publicId}) and status not in ('decided', 'closed')`.execute(
      db(),
    );
    const before = await snapshot();
    const answer = await sam.send(
      'POST',
      '/reviews/reviewer/disputes',
      dispute({ file_ids: [danas.public_id] }),
    );
    expect(answer.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await sam.get(danas.url)).statusCode).toBe(404);
    expect((await sam.get(`/media/files/disputes/${danas.public_id}.pdf`)).statusCode).toBe(404);
  });

  it('answers bad input with a 400 that names the field, never a 5xx', async () => {
    const sam = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.secondReviewer);
    const before = await snapshot();
    const bodies = [
      dispute({ dispute_type: 'revenge' }),
      dispute({ description: 'bad' }),
      dispute({ file_ids: ['a', 'b', 'c', 'd', 'e', 'f'] }),
      dispute({ description: { $gt: '' } }),
      dispute({ source_id: 'or-does-not-exist' }),
    ];
    const statuses = [];
    for (const body of bodies)
      statuses.push((await sam.send('POST', '/reviews/reviewer/disputes', body)).statusCode);
    statuses.push(
      (
        await sam.sendRaw(
          'POST',
          '/reviews/reviewer/disputes',
          '{"dispute_type": ',
          'application/json',
        )
      ).statusCode,
    );
    expect(statuses).toEqual([400, 400, 400, 400, 404, 400]);
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    expect((await arbitrator.get('/reviews/arbitrator?format=json&page=-1')).statusCode).toBe(400);
    expect(
      (await arbitrator.get('/reviews/arbitrator?format=json&status=everything')).statusCode,
    ).toBe(400);
    expect(
      (await arbitrator.get('/reviews/arbitrator/no-such-dispute?format=json')).statusCode,
    ).toBe(404);
    expect(
      (
        await arbitrator.send('POST', `/reviews/arbitrator/${await foreignDispute()}/decisions`, {
          action: 'explode',
        })
      ).statusCode,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('sends a dispute whose shop let its 7 days pass to review, recording the clock’s move', async () => {
    const { rows } = await sql<{ public_id: string; email: string }>`
      select d.public_id, u.email from disputes d join users u on u.id = d.user_id where d.status in ('open', 'awaiting_shop') order by d.id limit 1`.execute(
      db(),
    );
    const id = rows[0]!.public_id;
    await sql`update disputes set shop_answer_due = now() - interval '1 minute' where public_id = ${id}`.execute(
      db(),
    );
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const seen = disputePageResponseSchema.parse(
      (await arbitrator.get(`/reviews/arbitrator/${id}?format=json`)).json(),
    ).dispute;
    expect(seen).toMatchObject({ status: 'in_review', shop_answer_due: null });
    expect(seen.history.at(-1)).toMatchObject({
      action: 'shop_deadline_passed',
      by_role: null,
      to_status: 'in_review',
    });
  });

  it('filters the arbitrator list by status and age, oldest first, with total_results', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const all = arbitratorListResponseSchema.parse(
      (await arbitrator.get('/reviews/arbitrator?format=json&status=all')).json(),
    );
    expect(all.total_results).toBe(await count('disputes'));
    const waiting = arbitratorListResponseSchema.parse(
      (await arbitrator.get('/reviews/arbitrator?format=json')).json(),
    );
    expect(waiting.total_results).toBe(
      await count(
        'disputes',
        sql`status in ('open', 'awaiting_shop', 'awaiting_reviewer', 'in_review')`,
      ),
    );
    expect(
      waiting.disputes.every((row) =>
        ['open', 'awaiting_shop', 'awaiting_reviewer', 'in_review'].includes(row.status),
      ),
    ).toBe(true);
    const old = arbitratorListResponseSchema.parse(
      (await arbitrator.get('/reviews/arbitrator?format=json&status=all&age=over_30_days')).json(),
    );
    expect(old.total_results).toBe(
      await count('disputes', sql`created_at < now() - interval '30 days'`),
    );
    expect(
      old.disputes.every(
        (row) => Date.now() - new Date(row.created_at).getTime() > 30 * 86_400_000,
      ),
    ).toBe(true);
    const second = arbitratorListResponseSchema.parse(
      (await arbitrator.get('/reviews/arbitrator?format=json&status=all&page=2')).json(),
    );
    expect(second.page).toBe(2);
    expect(second.disputes[0]?.public_id).not.toBe(all.disputes[0]?.public_id);
  });

  it('pages every status and age filter exactly as a plain query would, and keeps its counts as disputes move and arrive', async () => {
    const arbitrator = await signedInBrowser(testApp.app, DEMO_ACCOUNTS.arbitrator);
    const compareAll = async () => {
      for (const status of ARBITRATOR_STATUS_FILTERS) {
        for (const [age, days] of Object.entries(DISPUTE_AGE_FILTERS)) {
          const statuses = statusesOfFilter(status);
          const { rows } = await sql<{ public_id: string }>`
            select public_id from disputes
            where status in (${sql.join(statuses.map((value) => sql`${value}`))}) and (${days} = 0 or created_at < now() - make_interval(days => ${days}))
            order by created_at, id`.execute(db());
          const expected = rows.map((row) => row.public_id);
          const pages = Math.max(1, Math.ceil(expected.length / ARBITRATOR_PAGE_SIZE));
          for (let page = 1; page <= pages + 1; page++) {
            const list = arbitratorListResponseSchema.parse(
              (
                await arbitrator.get(
                  `/reviews/arbitrator?format=json&status=${status}&age=${age}&page=${page}`,
                )
              ).json(),
            );
            expect({
              status,
              age,
              page,
              total: list.total_results,
              ids: list.disputes.map((row) => row.public_id),
            }).toEqual({
              status,
              age,
              page,
              total: expected.length,
              ids: expected.slice((page - 1) * ARBITRATOR_PAGE_SIZE, page * ARBITRATOR_PAGE_SIZE),
            });
          }
        }
      }
    };
    await compareAll();
    // Moves change the counts by status; disputes opened on one day fill one day's count.
    await sql`update disputes set status = 'closed' where id in (select id from disputes where status = 'decided' order by id limit 3)`.execute(
      db(),
    );
    await sql`insert into disputes (public_id, user_id, shop_id, dispute_type, description, desired_outcome_type, desired_outcome_description, status, created_at, updated_at)
              select 'd-bulk-' || n, d.user_id, d.shop_id, d.dispute_type, d.description, d.desired_outcome_type, d.desired_outcome_description, 'open',
                     now() - interval '45 days' + n * interval '1 minute', now()
              from generate_series(1, 45) n, (select * from disputes order by id limit 1) d`.execute(
      db(),
    );
    await compareAll();
  });

  it('lists shipping countries as name and code pairs (spec §7)', async () => {
    const { shipping_countries } = shippingCountriesResponseSchema.parse(
      (await new TestBrowser(testApp.app).get('/shipping_countries.json')).json(),
    );
    expect(shipping_countries).toContainEqual({ name: 'United Kingdom', code: 'GB' });
    expect(shipping_countries.some((country) => country.code === '*')).toBe(false);
  });
});
