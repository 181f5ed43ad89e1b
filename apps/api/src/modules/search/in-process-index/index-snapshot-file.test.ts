import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import {
  catalogues,
  indexOf,
  productValues,
  queries,
  reference,
  SHOPS,
} from './index-test-fixtures';
import {
  readIndexSnapshot,
  UnreadableSnapshot,
  writeIndexSnapshot,
  type SnapshotStamp,
} from './index-snapshot-file';
import { ProductSearchIndex } from './product-search-index';

const STAMP: SnapshotStamp = { database: '7311/16384', horizon: '7391' };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vouch-index-snapshot-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The index written to a file and read back. */
function throughFile(index: ProductSearchIndex, stamp = STAMP) {
  const file = path.join(dir, 'index.snapshot');
  writeIndexSnapshot(file, index.snapshot(), stamp);
  const read = readIndexSnapshot(file);
  return { restored: ProductSearchIndex.restored(read.snapshot), stamp: read.stamp, file };
}

const answerOf = (index: ProductSearchIndex, query: Parameters<ProductSearchIndex['find']>[0]) => {
  const { total, ids } = index.find(query);
  return { total, ids };
};

describe('the search index snapshot file (issue #32 item 3)', () => {
  it('reads back an index that answers what the catalogue holds, before and after products change, are added or removed', async () => {
    const edits = fc.array(
      fc.record({
        pick: fc.nat(),
        values: productValues,
        added: fc.boolean(),
        removal: fc.boolean(),
      }),
      { maxLength: 20 },
    );
    await fc.assert(
      fc.asyncProperty(
        catalogues(150),
        edits,
        fc.array(queries, { minLength: 1, maxLength: 8 }),
        async (products, changes, searches) => {
          const { restored, stamp } = throughFile(await indexOf(products, SHOPS));
          expect(stamp).toEqual(STAMP);
          const byId = new Map(products.map((product) => [product.id, product]));
          for (const query of searches)
            expect(answerOf(restored, query)).toEqual(reference(byId, SHOPS, query));
          let nextId = (products.at(-1)?.id ?? 0) + 1;
          for (const change of changes) {
            const ids = [...byId.keys()];
            if (change.removal && ids.length > 0) {
              const id = ids[change.pick % ids.length]!;
              byId.delete(id);
              restored.removeProduct(id);
              continue;
            }
            const id = change.added || ids.length === 0 ? nextId++ : ids[change.pick % ids.length]!;
            const product = { ...change.values, id };
            byId.set(id, product);
            restored.upsertProduct(product);
          }
          for (const query of searches)
            expect(answerOf(restored, query)).toEqual(reference(byId, SHOPS, query));
          expect(restored.liveCount()).toBe(byId.size);
        },
      ),
      { numRuns: 60, seed: 20261127 },
    );
  });

  it('refuses a file cut short, one whose arrays or header changed, and one that is not a snapshot', async () => {
    const products = fc
      .sample(productValues, { numRuns: 200, seed: 7 })
      .map((values, index) => ({ ...values, id: index + 1 }));
    const { file } = throughFile(await indexOf(products, SHOPS));
    const bytes = readFileSync(file);

    writeFileSync(file, bytes.subarray(0, bytes.length - 100));
    expect(() => readIndexSnapshot(file)).toThrow(UnreadableSnapshot);

    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 50]! ^= 0xff;
    writeFileSync(file, flipped);
    expect(() => readIndexSnapshot(file)).toThrow('the arrays are not as written');

    const header = Buffer.from(bytes);
    header[20]! ^= 0x01;
    writeFileSync(file, header);
    expect(() => readIndexSnapshot(file)).toThrow('the header is not as written');

    writeFileSync(file, '{"not":"a snapshot"}');
    expect(() => readIndexSnapshot(file)).toThrow('not a search index snapshot');

    writeFileSync(file, bytes);
    expect(readIndexSnapshot(file).stamp).toEqual(STAMP);
  });

  it('has no snapshot of an index with changes applied: only one as built is written', async () => {
    const [values] = fc.sample(productValues, { numRuns: 1, seed: 8 });
    const index = await indexOf([{ ...values!, id: 1 }], SHOPS);
    index.upsertProduct({ ...values!, id: 2 });
    expect(() => index.snapshot()).toThrow();
  });
});
