import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { Database } from '@vouch/db';
import { searchParamsFromQuery } from '@vouch/domain';
import { DEMO_SHOP } from '@vouch/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadSearchIndex } from './in-process-index/in-process-engine';
import { productSearchRepository } from './search-repository';

/** Another transaction running alongside needs a second connection: PGlite has one. */
const postgresOnly = process.env.TEST_DATABASE_URL ? it : it.skip;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** Counts the statements run through the Kysely instance it is plugged into. */
class StatementCount implements KyselyPlugin {
  statements = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements++;
    return args.result;
  }
}

/** A new product that 'lantern' finds first by reviews count; removed by the returned function. */
async function addLantern(db: Kysely<Database>): Promise<() => Promise<unknown>> {
  const shop = await db
    .selectFrom('shops')
    .select('id')
    .where('slug', '=', DEMO_SHOP.slug)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({
      encoded_id: 'zq-lantern',
      shop_id: shop.id,
      handle: 'quokka-lantern',
      title: 'Quokka lantern',
      external_id: 'zq-lantern',
      external_url: 'https://example.com/quokka-lantern',
      currency: 'USD',
      lowest_price: '12.00',
      reviews_count: 1_000_000,
    })
    .execute();
  return () => db.deleteFrom('products').where('handle', '=', 'quokka-lantern').execute();
}

/** A repository over its own index and its own statement count, searching 'lantern' by reviews count. */
async function countedLanternSearch() {
  const count = new StatementCount();
  const db = testApp.database.db.withPlugin(count);
  const products = productSearchRepository(db, await loadSearchIndex(db));
  const params = searchParamsFromQuery('q=lantern&min_transparency=0&sort_by=reviews_count');
  const handles = async () =>
    (await products.page(params, 'lantern', { USD: 1 })).results.map((card) => card.handle);
  /** What a search finds (all, and the first), and how many statements it made. */
  const searched = async () => {
    count.statements = 0;
    const found = await handles();
    return { found, first: found[0], statements: count.statements };
  };
  // The first search of a text also reads PostgreSQL's reading of it, once.
  await handles();
  return { db, handles, searched };
}

/**
 * Adds the lantern (removed again after): the next search finds it in three statements (the card
 * read that finds the write, the engine's look, the card read of the new answer), the one after in one.
 */
async function expectLanternFoundAfterOneLook(
  db: Kysely<Database>,
  searched: Awaited<ReturnType<typeof countedLanternSearch>>['searched'],
): Promise<void> {
  const removeLantern = await addLantern(db);
  try {
    expect(await searched()).toMatchObject({ first: 'quokka-lantern', statements: 3 });
    expect(await searched()).toMatchObject({ first: 'quokka-lantern', statements: 1 });
  } finally {
    await removeLantern();
  }
}

describe('productSearchRepository.page over the in-process index', () => {
  it('reads a page in one statement while the catalogue is unchanged, and answers again with a write made since', async () => {
    const { db, handles, searched } = await countedLanternSearch();
    expect(await searched()).toMatchObject({
      found: expect.not.arrayContaining(['quokka-lantern']),
      statements: 1,
    });

    await expectLanternFoundAfterOneLook(db, searched);
    expect(await handles()).not.toContain('quokka-lantern');
  });

  postgresOnly(
    'reads one statement again after the look though another transaction holds the horizon back',
    async () => {
      const { db, searched } = await countedLanternSearch();
      // A transaction elsewhere keeps the oldest running one, so the look's horizon, before the write.
      await db.transaction().execute(async (elsewhere) => {
        await sql`select pg_current_xact_id()`.execute(elsewhere);
        await expectLanternFoundAfterOneLook(db, searched);
      });
    },
  );

  postgresOnly('finds a write that was in flight at the last look once it commits', async () => {
    const { db, handles } = await countedLanternSearch();
    const other = await db
      .selectFrom('products')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    try {
      await db.transaction().execute(async (inFlight) => {
        await addLantern(inFlight);
        // A write committed meanwhile makes the next search look while the lantern is in flight.
        await db
          .updateTable('products')
          .set({ reviews_count: sql<number>`reviews_count` })
          .where('id', '=', other.id)
          .execute();
        expect(await handles()).not.toContain('quokka-lantern');
      });
      expect((await handles())[0]).toBe('quokka-lantern');
    } finally {
      await db.deleteFrom('products').where('handle', '=', 'quokka-lantern').execute();
    }
  });
});
