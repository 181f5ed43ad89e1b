import { sql } from 'kysely';
import { TestBrowser, type TestApp } from '../../testing/test-app';

/** The row reads and the guest the profile API tests share; `testApp` is called at each use (the app starts in beforeAll). */
export function profileTestHelpers(testApp: () => TestApp) {
  const query = <Row>(statement: ReturnType<typeof sql<Row>>) =>
    statement.execute(testApp().database.db).then((result) => result.rows);
  return {
    query,
    userRow: async (slug: string) =>
      (
        await query(
          sql<{
            id: string;
            name: string;
            subscribed_rs: boolean | null;
            country: string | null;
            avatar_url: string | null;
            email: string;
            password_hash: string;
          }>`select id::text, name, subscribed_rs, country, avatar_url, email, password_hash from users where slug = ${slug}`,
        )
      )[0]!,
    async guest() {
      const browser = new TestBrowser(testApp().app);
      await browser.open('/reviews');
      return browser;
    },
  };
}
