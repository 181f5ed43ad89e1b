import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typeErrors } from './type-errors';
import { BROWSER_PROJECTS, sourceFilesOf, workspaceRoot } from './workspace-files';

const page = "import type { RemotePages } from '@vouch/catalog-ui';\nconst Page = () => null;\n";

describe('one route table (libs/domain PAGE_ROUTES and REMOTE_FOR_ROUTE)', () => {
  it("makes a remote's pages exactly the routes the table gives it: one missing or one too many does not compile", () => {
    const exact = `${page}export const pages: RemotePages<'search'> = { PageSearch: Page, storeSearch: Page, categoryIndex: Page, categoryShow: Page };\n`;
    const missing = `${page}export const pages: RemotePages<'search'> = { PageSearch: Page, storeSearch: Page, categoryIndex: Page };\n`;
    const another = `${page}export const pages: RemotePages<'search'> = { PageSearch: Page, storeSearch: Page, categoryIndex: Page, categoryShow: Page, shop: Page };\n`;
    expect(typeErrors('apps/search', 'src/x.tsx', exact)).toEqual([]);
    expect(typeErrors('apps/search', 'src/x.tsx', missing)).toEqual([
      expect.stringContaining("'categoryShow' is missing"),
    ]);
    expect(typeErrors('apps/search', 'src/x.tsx', another)).toEqual([
      expect.stringContaining("'shop' does not exist"),
    ]);
  });

  it('leaves no hand-written /reviews, /login or /logout path in browser code: routes and links come from the table', () => {
    const files = sourceFilesOf(BROWSER_PROJECTS);
    const handWritten = files.filter((file) =>
      /['"`]\/(reviews|login|logout)[/'"`?#]/.test(
        readFileSync(path.join(workspaceRoot, file), 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, ''),
      ),
    );
    expect(handWritten).toEqual([]);
  });
});
