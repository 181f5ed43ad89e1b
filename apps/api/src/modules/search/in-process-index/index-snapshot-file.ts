import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { endianness } from 'node:os';
import { crc32 } from 'node:zlib';
import type { IndexSnapshot } from './index-maintenance';
import { COUNTRY_CODES, FILTER_FIELDS, FILTER_ROW_LENGTH } from './product-columns';
import { ORDERS, SCORE_ORDERS, type Presorted } from './sort-orders';

/**
 * The search index written to a file right after a build, so the next start reads it instead of
 * building it again (issue #32 item 3): at a million products the build reads every product from
 * the database, most of the API's 19 s to its first answer.
 *
 * The file: 8 bytes of magic, the header's length and its CRC-32 (4 bytes each, little-endian), the
 * header (JSON: the layout, the stamp, the values beside the arrays, each array's type and length,
 * and a CRC-32 of the arrays), then the arrays' bytes, each at a multiple of 8, so that they are
 * read as typed arrays over the file's own buffer, with no copy. Read and written in pieces: at ten
 * million products the file is over 2 GiB, past what one call reads.
 */

/** The snapshot's file name in the directory configured for it (SEARCH_INDEX_DIR). */
export const SEARCH_INDEX_FILE = 'search-index.snapshot';

const MAGIC = Buffer.from('VOUCHIX1', 'latin1');
const ALIGN = 8;
/** Bytes a read or write call moves at most. */
const PIECE = 1 << 28;
/**
 * How the index is laid out, in this machine's byte order: a snapshot from code (or a machine)
 * that laid it out otherwise is not read. FORMAT counts changes to what the parts hold that their
 * shapes do not show.
 */
const FORMAT = 1;
const LAYOUT = JSON.stringify({
  FORMAT,
  FILTER_FIELDS,
  FILTER_ROW_LENGTH,
  COUNTRY_CODES,
  ORDERS,
  SCORE_ORDERS,
  endianness: endianness(),
});

/** Which database and what point of its change log the snapshot holds. */
export interface SnapshotStamp {
  /** The database's identity (`searchIndexRepository.databaseIdentity`): a snapshot of another is never read. */
  database: string;
  /** The change log's horizon when the index was built: what changed since is read after loading. */
  horizon: string;
}

type ArrayKind = 'f64' | 'i32';
type SnapshotArray = Float64Array | Int32Array;

interface Header {
  layout: string;
  stamp: SnapshotStamp;
  columns: Omit<IndexSnapshot['columns'], 'arrays'>;
  keys: { words: string[]; categories: number[]; byShop: number[]; byCountry: number[] };
  orders: Presorted[];
  shops: IndexSnapshot['shops'];
  countryCodes: IndexSnapshot['countryCodes'];
  arrays: { kind: ArrayKind; length: number }[];
  crc: number;
}

const COLUMN_ARRAYS = [
  'filterRows',
  'ids',
  'reviewsCounts',
  'salesCounts',
  'pricesUsd',
  'createdAt',
] as const;
const LISTS = ['words', 'categories', 'byShop', 'byCountry'] as const;

/** The snapshot's arrays in the file's order. */
function arraysOf(snapshot: IndexSnapshot, orders: readonly Presorted[]): SnapshotArray[] {
  return [
    ...COLUMN_ARRAYS.map((name) => snapshot.columns.arrays[name]),
    ...LISTS.flatMap((name) => [snapshot[name].offsets, snapshot[name].slots]),
    ...orders.map((order) => snapshot.orders.get(order)!),
  ];
}

const bytesOf = (array: SnapshotArray) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength);
const padding = (length: number) => (ALIGN - (length % ALIGN)) % ALIGN;

/**
 * Writes the snapshot to `file` in one go (synchronously: it is written while the server starts,
 * before it serves, and the arrays must not change meanwhile), through a file beside it renamed at
 * the end, so a reader never sees half of one.
 */
export function writeIndexSnapshot(
  file: string,
  snapshot: IndexSnapshot,
  stamp: SnapshotStamp,
): void {
  const orders = [...snapshot.orders.keys()];
  const arrays = arraysOf(snapshot, orders);
  let crc = 0;
  for (const array of arrays) crc = crc32(bytesOf(array), crc);
  const { arrays: _columnArrays, ...columns } = snapshot.columns;
  const header: Header = {
    layout: LAYOUT,
    stamp,
    columns,
    keys: {
      words: snapshot.words.keys,
      categories: snapshot.categories.keys,
      byShop: snapshot.byShop.keys,
      byCountry: snapshot.byCountry.keys,
    },
    orders,
    shops: snapshot.shops,
    countryCodes: snapshot.countryCodes,
    arrays: arrays.map((array) => ({
      kind: array instanceof Float64Array ? 'f64' : 'i32',
      length: array.length,
    })),
    crc,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const lead = Buffer.alloc(16);
  MAGIC.copy(lead);
  lead.writeUInt32LE(headerBytes.length, 8);
  lead.writeUInt32LE(crc32(headerBytes), 12);
  const partial = `${file}.${randomUUID()}.partial`;
  const fd = openSync(partial, 'wx');
  try {
    writeWhole(fd, lead);
    writeWhole(fd, headerBytes);
    writeWhole(fd, Buffer.alloc(padding(headerBytes.length)));
    for (const array of arrays) {
      writeWhole(fd, bytesOf(array));
      writeWhole(fd, Buffer.alloc(padding(array.byteLength)));
    }
    fsyncSync(fd);
    closeSync(fd);
    renameSync(partial, file);
  } catch (error) {
    closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Writes all of `bytes`, in pieces, whatever each call takes. */
function writeWhole(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length;)
    at += writeSync(fd, bytes, at, Math.min(PIECE, bytes.length - at));
}

/** The whole file, in a buffer of its own (starting at a multiple of 8), read in pieces. */
function readWhole(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const bytes = Buffer.allocUnsafeSlow(fstatSync(fd).size);
    for (let at = 0; at < bytes.length;) {
      const read = readSync(fd, bytes, at, Math.min(PIECE, bytes.length - at), null);
      if (read === 0) throw new UnreadableSnapshot('the file shrank while it was read');
      at += read;
    }
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/** Why a snapshot file was not used. */
export class UnreadableSnapshot extends Error {}

/**
 * The snapshot in `file` and its stamp. Throws `UnreadableSnapshot` when the file is not one, is
 * cut short, or its arrays are not what was written (their CRC-32); a missing file throws ENOENT.
 */
export function readIndexSnapshot(file: string): { snapshot: IndexSnapshot; stamp: SnapshotStamp } {
  const bytes = readWhole(file);
  if (bytes.length < 16 || !bytes.subarray(0, 8).equals(MAGIC))
    throw new UnreadableSnapshot('not a search index snapshot');
  const headerLength = bytes.readUInt32LE(8);
  if (16 + headerLength > bytes.length) throw new UnreadableSnapshot('the header is cut short');
  const headerBytes = bytes.subarray(16, 16 + headerLength);
  if (crc32(headerBytes) !== bytes.readUInt32LE(12))
    throw new UnreadableSnapshot('the header is not as written');
  const header = JSON.parse(headerBytes.toString('utf8')) as Header;
  if (header.layout !== LAYOUT) throw new UnreadableSnapshot('the index was laid out otherwise');
  if (header.arrays.length !== COLUMN_ARRAYS.length + LISTS.length * 2 + header.orders.length)
    throw new UnreadableSnapshot('the arrays are not the index’s');
  let at = 16 + headerLength + padding(headerLength);
  let crc = 0;
  const arrays = header.arrays.map(({ kind, length }) => {
    const byteLength = length * (kind === 'f64' ? 8 : 4);
    if (at + byteLength > bytes.length) throw new UnreadableSnapshot('the arrays are cut short');
    const start = bytes.byteOffset + at;
    const array =
      kind === 'f64'
        ? new Float64Array(bytes.buffer, start, length)
        : new Int32Array(bytes.buffer, start, length);
    crc = crc32(bytesOf(array), crc);
    at += byteLength + padding(byteLength);
    return array;
  });
  if (crc !== header.crc) throw new UnreadableSnapshot('the arrays are not as written');
  const next = <T extends SnapshotArray>() => arrays.shift() as T;
  const columnArrays = Object.fromEntries(
    COLUMN_ARRAYS.map((name) => [name, next()]),
  ) as unknown as IndexSnapshot['columns']['arrays'];
  const list = <K>(keys: K[]) => ({ keys, offsets: next<Int32Array>(), slots: next<Int32Array>() });
  const snapshot: IndexSnapshot = {
    columns: { ...header.columns, arrays: columnArrays },
    words: list(header.keys.words),
    categories: list(header.keys.categories),
    byShop: list(header.keys.byShop),
    byCountry: list(header.keys.byCountry),
    orders: new Map(header.orders.map((order) => [order, next<Int32Array>()])),
    shops: header.shops,
    countryCodes: header.countryCodes,
  };
  if (!holdsTogether(snapshot)) throw new UnreadableSnapshot('the arrays’ lengths do not agree');
  return { snapshot, stamp: header.stamp };
}

/** Whether every array is as long as the columns' size and the lists' keys make it. */
function holdsTogether(snapshot: IndexSnapshot): boolean {
  const { size, arrays } = snapshot.columns;
  return (
    arrays.filterRows.length === size * FILTER_ROW_LENGTH &&
    COLUMN_ARRAYS.every((name) => name === 'filterRows' || arrays[name].length === size) &&
    LISTS.every((name) => snapshot[name].offsets.length === snapshot[name].keys.length + 1) &&
    [...snapshot.orders.values()].every((order) => order.length === size)
  );
}
