import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { renderedRoot } from './render-page-html';
import type { ServerRenderResult } from './server-renderer';

/**
 * What every guest gets alike of a page the guests' cache holds: the rendered root, its state and
 * the rest of the document, as bytes, as a deflate stream and as a digest, each made once. Only
 * the head (it carries the visitor's CSRF token) is made per visit.
 */
export interface SharedPageBody {
  bytes: Buffer;
  deflated: Buffer;
  digest: string;
}

const prepared = new WeakMap<ServerRenderResult, { tail: string; body: SharedPageBody }>();

/** `renderedRoot(result, tail)`, prepared once per cached render. */
export function sharedPageBody(result: ServerRenderResult, tail: string): SharedPageBody {
  const known = prepared.get(result);
  if (known?.tail === tail) return known.body;
  const bytes = Buffer.from(renderedRoot(result, tail));
  const body = {
    bytes,
    deflated: deflateRawSync(bytes),
    digest: createHash('sha1').update(bytes).digest('base64url'),
  };
  prepared.set(result, { tail, body });
  return body;
}

/** A strong ETag of `head` followed by `body`, without hashing the body again. */
export function etagOfPage(head: Buffer, body: SharedPageBody): string {
  return `"${createHash('sha1').update(head).update(body.digest).digest('base64url')}"`;
}

/** The ETag of a page's gzip bytes: another than its plain bytes' (`"…"` becomes `"…-gz"`). */
export const gzipEtagOf = (etag: string) => `${etag.slice(0, -1)}-gz"`;

// ID1 ID2, deflate, no flags, no time, no extra flags, made on Unix (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/**
 * `head` then `body` as one gzip member, compressing only the head: it ends on a byte boundary
 * (a sync flush, not the last block), and the body's own deflate stream follows. Deflate's
 * back-references are distances within the last 32 KB, and the body's were made reaching only
 * into its own bytes, so they read the same after the head (RFC 1951). Brotli cannot be joined
 * this way (its literals are coded by the bytes before them), so such pages go out as gzip.
 */
export function gzipOfPage(head: Buffer, body: SharedPageBody): Buffer {
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(body.bytes, crc32(head)), 0);
  trailer.writeUInt32LE((head.length + body.bytes.length) % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    deflateRawSync(head, { finishFlush: constants.Z_SYNC_FLUSH }),
    body.deflated,
    trailer,
  ]);
}
