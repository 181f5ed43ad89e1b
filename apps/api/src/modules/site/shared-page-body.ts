import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Combine } from './crc32-combine';
import { renderedRoot } from './render-page-html';
import type { ServerRenderResult } from './server-renderer';

/**
 * What every guest gets alike of a page the guests' cache holds: the rendered root, its state and
 * the rest of the document, as bytes, as a deflate stream, as a digest and as a CRC-32 (for gzip's
 * trailer), each made once. The head carries the visitor's CSRF token: its parts either side of it
 * are prepared once too.
 */
export interface SharedPageBody {
  bytes: Buffer;
  deflated: Buffer;
  digest: string;
  crc: number;
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
    crc: crc32(bytes),
  };
  prepared.set(result, { tail, body });
  return body;
}

/**
 * A visit's head: what every guest of a render gets alike, but for the visitor's CSRF token.
 * `splitAtToken` finds the token; a head without it is all `before`.
 */
export interface GuestHead {
  before: string;
  token: string;
  after: string;
}

export function splitAtToken(head: string, token: string): GuestHead {
  const at = token ? head.indexOf(token) : -1;
  if (at < 0) return { before: head, token: '', after: '' };
  return { before: head.slice(0, at), token, after: head.slice(at + token.length) };
}

/** The head's shared parts as bytes, deflated and hashed: made once while visits bring the same head. */
export interface HeadParts {
  before: string;
  after: string;
  beforeBytes: Buffer;
  afterBytes: Buffer;
  beforeDeflated: Buffer;
  afterDeflated: Buffer;
  beforeCrc: number;
  afterCrc: number;
  digest: string;
}

/** A visit's head, ready to send: its shared parts and the visitor's token. */
export interface PreparedHead {
  parts: HeadParts;
  token: Buffer;
}

const headPartsOf = new WeakMap<SharedPageBody, HeadParts>();

// Ends on a byte boundary and not as the last block (a sync flush): another block may follow.
const deflatedPart = (bytes: Buffer) =>
  deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });

/** `head` (which carries `token`) prepared to go before `body`: its parts are the last visit's when they match. */
export function prepareHead(head: string, token: string, body: SharedPageBody): PreparedHead {
  const split = splitAtToken(head, token);
  const known = headPartsOf.get(body);
  if (known && known.before === split.before && known.after === split.after)
    return { parts: known, token: Buffer.from(split.token) };
  const beforeBytes = Buffer.from(split.before);
  const afterBytes = Buffer.from(split.after);
  const parts = {
    before: split.before,
    after: split.after,
    beforeBytes,
    afterBytes,
    beforeDeflated: deflatedPart(beforeBytes),
    afterDeflated: deflatedPart(afterBytes),
    beforeCrc: crc32(beforeBytes),
    afterCrc: crc32(afterBytes),
    digest: createHash('sha1')
      .update(beforeBytes)
      .update('\0')
      .update(afterBytes)
      .digest('base64url'),
  };
  headPartsOf.set(body, parts);
  return { parts, token: Buffer.from(split.token) };
}

/** A strong ETag of `head` followed by `body`, without hashing either's shared bytes again. */
export function etagOfPage(head: PreparedHead, body: SharedPageBody): string {
  const hash = createHash('sha1').update(head.parts.digest).update(head.token);
  return `"${hash.update(body.digest).digest('base64url')}"`;
}

/** `head` then `body`, as sent to a client that takes no compression. */
export function plainPage({ parts, token }: PreparedHead, body: SharedPageBody): Buffer {
  return Buffer.concat([parts.beforeBytes, token, parts.afterBytes, body.bytes]);
}

/** The ETag of a page's gzip bytes: another than its plain bytes' (`"…"` becomes `"…-gz"`). */
export const gzipEtagOf = (etag: string) => `${etag.slice(0, -1)}-gz"`;

// ID1 ID2, deflate, no flags, no time, no extra flags, made on Unix (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** Deflate stored blocks (RFC 1951, 3.2.4) of `bytes`, not the last: they start and end on a byte boundary. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start === 0 || start < bytes.length; start += 0xffff) {
    const chunk = bytes.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * `head` then `body` as one gzip member, compressing nothing at the visit: the head's shared parts
 * were deflated when first seen, the token goes as a stored block, and the body's own deflate
 * stream follows. Each part ends on a byte boundary (a sync flush, not the last block), and
 * deflate's back-references are distances within a part's own bytes, so the parts read the same
 * joined (RFC 1951). Brotli cannot be joined this way (its literals are coded by the bytes before
 * them), so such pages go out as gzip.
 */
export function gzipOfPage({ parts, token }: PreparedHead, body: SharedPageBody): Buffer {
  // Only the token's bytes are read at the visit: the CRC of the rest is combined from the parts'.
  const headCrc = crc32Combine(
    crc32(token, parts.beforeCrc),
    parts.afterCrc,
    parts.afterBytes.length,
  );
  const length =
    parts.beforeBytes.length + token.length + parts.afterBytes.length + body.bytes.length;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32Combine(headCrc, body.crc, body.bytes.length), 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([
    GZIP_HEADER,
    parts.beforeDeflated,
    ...storedBlocks(token),
    parts.afterDeflated,
    body.deflated,
    trailer,
  ]);
}
