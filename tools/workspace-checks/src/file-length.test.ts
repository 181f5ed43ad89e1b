import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workspaceRoot as root } from './workspace-files';

// Issue #31: "no file under apps/ or libs/ over 400 lines except generated ones and data tables".
const LIMIT = 400;
/** Read by machines, not people: generated, or a table of data. */
const EXEMPT = new Set(['libs/db/src/schema.ts']);
/** Over the limit until search gets its port (issue #31 item 1): each may shrink, never grow. */
const WAITING_FOR_SPLIT = new Map<string, number>();

/** Every TypeScript and JavaScript file of the apps and libs (tests included), as workspace-relative paths. */
function codeFiles(): string[] {
  return ['apps', 'libs'].flatMap((group) =>
    (readdirSync(path.join(root, group), { recursive: true }) as string[])
      .filter(
        (file) =>
          /\.(tsx?|m?js)$/.test(file) && !/(^|\/)(node_modules|dist|\.federation)\//.test(file),
      )
      .map((file) => path.join(group, file)),
  );
}

const lengthOf = (file: string) =>
  readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;

describe('file length', () => {
  const lengths = new Map(codeFiles().map((file) => [file, lengthOf(file)]));

  it(`keeps every file of apps/ and libs/ within ${LIMIT} lines`, () => {
    const over = [...lengths].filter(
      ([file, lines]) => lines > LIMIT && !EXEMPT.has(file) && !WAITING_FOR_SPLIT.has(file),
    );
    expect(over).toEqual([]);
  });

  it('lets no file waiting to be split grow, and forgets one once it is within the limit', () => {
    const grown = [...WAITING_FOR_SPLIT].filter(
      ([file, allowed]) => (lengths.get(file) ?? 0) > allowed,
    );
    const settled = [...WAITING_FOR_SPLIT]
      .filter(([file]) => (lengths.get(file) ?? 0) <= LIMIT)
      .map(([file]) => file);
    expect({ grown, settled }).toEqual({ grown: [], settled: [] });
  });
});
