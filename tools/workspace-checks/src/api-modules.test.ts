import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const apiSrc = path.resolve(__dirname, '../../../apps/api/src');
/** Every source file of the API (tests aside), subfolders included, by its path under apps/api/src. */
const apiFiles = (readdirSync(apiSrc, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(apiSrc, file), 'utf8') }));
const moduleFiles = apiFiles.filter(({ file }) => file.startsWith('modules/'));
const moduleOf = (file: string) => file.split('/')[1];

const ROUTE_REGISTRATION = /\bapp\.(get|post|put|patch|delete|route)\s*[<(]/;
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(`|<)/;
const HTTP_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Files holding SQL that are not repositories (`*-repository.ts`), and why. */
const SQL_OUTSIDE_REPOSITORIES: Record<string, string> = {
  'seed-cli.ts': 'loads the demo data into an empty database',
  'prepare-database.ts': 'migrates and seeds the database before the server starts',
  'db/id-by-encoded-id.ts': 'the one lookup every repository shares: a row id from its public id',
  'plugins/app-secret.ts':
    'the CSRF secret, made once and kept in the database so restarts keep open pages valid',
  'testing/api-processes.ts':
    "test support: a scratch database's address for another server process",
  'testing/fixtures/disputes.ts': 'test support: disputes in each state',
  'testing/fixtures/mailed-sign-in.ts':
    'test support: the rows a mailed link leaves (links, sessions, password hashes)',
  'testing/fixtures/uploads.ts':
    'test support: every upload row and stored file a refused upload must leave as it was',
  'testing/fixtures/releases.ts':
    'test support: empties the release tables before each test and reads every row',
  'testing/fixtures/profiles.ts':
    "test support: reads a reviewer's row to show what a request changed",
  'testing/fixtures/review-reports.ts':
    'test support: reviews to report, their figures and every row a refusal could touch',
  'modules/disputes/desk-count.ts':
    "the account menu's count of an arbitrator's desk, across disputes and review reports",
  'modules/disputes/dispute-workflow.ts': "a dispute's moves, each a transaction of several writes",
  'modules/disputes/dispute-move.ts':
    "one move of a dispute's state machine inside the caller's transaction",
  'modules/disputes/dispute-pages.ts':
    'not yet in a repository: the shop and product a dispute form names',
  'modules/feed/feed-event-writer.ts': "writes feed events inside the caller's transaction",
  'modules/media/upload-allowance.ts':
    'the upload limit, counted in the database for every process',
  'modules/media/upload-sweep.ts': 'deletes the uploads and attempts nothing claimed in time',
  'modules/notifications/dispute-move-notices.ts':
    'claims unmailed dispute moves from their outbox rows, then mails them',
  'modules/reviews/review-aggregates.ts':
    "recomputes a product's and shop's figures inside the caller's transaction",
  'modules/reviews/review-row.ts': 'the review columns and joins the review lists share',
  'modules/reviews/widget-shop.ts':
    'the shop a widget call names, for the reviews and questions widgets',
  'modules/shops/shop-member-exists.ts':
    'one membership check the questions and replies repositories share',
  'modules/write-review/review-media-uploads.ts':
    "claims a review's uploads inside the caller's transaction",
  'modules/write-review/write-review-pages.ts':
    'not yet in a repository: the review being edited and its media',
};

/** Routes registered without a schema, and why (a handler that reads no input, or reads it its own way). */
const ROUTES_WITHOUT_SCHEMA: Record<string, string> = {
  'GET /healthz': 'no input',
  'GET /readyz': 'no input',
  'GET /reviews.json': 'no input',
  'GET /reviews/all_categories': 'no input',
  'GET /remotes.json': 'no input',
  'GET /robots.txt': 'no input',
  'GET /shipping_countries.json': 'no input; the handler parses its answer with the contract',
  'GET /reviews/following.json': "no input: the viewer's own list",
  'GET /reviews/categories.json': '`level=1` narrows, any other value means every level',
  'GET /reviews/categories/:handle.json': 'the handle is looked up; an unknown one is a 404',
  'GET /reviews/search.json':
    "the domain's searchParamsFromQuery reads the query, as the front end writes it",
  'GET /reviews/search_facets.json':
    "the domain's searchParamsFromQuery reads the query, as the front end writes it",
  'GET /reviews/disputes/files/:publicId':
    "a file by its id, checked against the viewer's disputes",
  'GET /media/flags/:file': 'a file name matched against the flags there are',
  'GET /media/previews/:kind/:file': 'a file name matched against the previews there are',
  'GET /media/generated/:file':
    'a file name matched against a pattern; an unknown variant is a 400',
  'GET /media/files/:folder/:name': 'a stored file by its key; an unknown one is a 404',
  'GET /*': 'every page path, matched against the route table',
};

/** Each route a file registers (`METHOD url`, as written) and whether its options carry a schema. */
function routesOf(file: string, text: string): { route: string; schema: boolean }[] {
  const found: { route: string; schema: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      HTTP_METHODS.has(node.expression.name.text)
    ) {
      const [url, options] = node.arguments;
      if (url && /^['`](\/|\$\{)/.test(url.getText())) {
        const schema =
          node.arguments.length > 2 &&
          options !== undefined &&
          ts.isObjectLiteralExpression(options) &&
          options.properties.some((property) => property.name?.getText() === 'schema');
        found.push({
          route: `${node.expression.name.text.toUpperCase()} ${url.getText().slice(1, -1)}`,
          schema,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

describe('API modules alike (apps/api/src/modules/<domain>)', () => {
  it('register routes only in <domain>-routes.ts', () => {
    const misplaced = moduleFiles
      .filter(
        ({ file, text }) =>
          ROUTE_REGISTRATION.test(text) &&
          file !== `modules/${moduleOf(file)}/${moduleOf(file)}-routes.ts`,
      )
      .map(({ file }) => file);
    expect(misplaced).toEqual([]);
  });

  it('keep SQL in repositories: every file holding SQL is one, or is listed with its reason', () => {
    const withSql = apiFiles.filter(({ text }) => SQL.test(text)).map(({ file }) => file);
    expect(
      withSql.filter((file) => !file.endsWith('-repository.ts') && !SQL_OUTSIDE_REPOSITORIES[file]),
    ).toEqual([]);
    // The list stays true: each file listed still holds SQL.
    expect(Object.keys(SQL_OUTSIDE_REPOSITORIES).filter((file) => !withSql.includes(file))).toEqual(
      [],
    );
    expect(withSql.filter((file) => file.endsWith('-routes.ts'))).toEqual([]);
  });

  it('keep HTTP errors out of the repositories (they return data or null)', () => {
    const throwing = moduleFiles
      .filter(({ file, text }) => file.endsWith('-repository.ts') && text.includes('http-error'))
      .map(({ file }) => file);
    expect(throwing).toEqual([]);
  });

  it('register every route with a schema, or list it with its reason', () => {
    const routes = moduleFiles.flatMap(({ file, text }) => routesOf(file, text));
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes
        .filter(({ route, schema }) => !schema && !ROUTES_WITHOUT_SCHEMA[route])
        .map(({ route }) => route),
    ).toEqual([]);
    const unlisted = Object.keys(ROUTES_WITHOUT_SCHEMA).filter(
      (listed) => !routes.some(({ route, schema }) => route === listed && !schema),
    );
    expect(unlisted).toEqual([]);
  });

  it('tells a route with a schema from one without (probe)', () => {
    const code =
      "routes.get('/a.json', { schema: { querystring: aSchema } }, handler);\napp.post('/b.json', handler);\nroutes.put(`${pagePath('c')}.json`, { bodyLimit: 1 }, handler);\n";
    expect(routesOf('x-routes.ts', code)).toEqual([
      { route: 'GET /a.json', schema: true },
      { route: 'POST /b.json', schema: false },
      { route: "PUT ${pagePath('c')}.json", schema: false },
    ]);
  });
});
