/**
 * Opaque public ids (spec's encoded_id, public_id) derived from sequential ids: multiplying by an
 * odd constant modulo 2^32 is a bijection, so ids stay unique without a lookup table.
 */
export function encodedId(prefix: string, id: number): string {
  const mixed = Math.imul(id, 0x9e3779b1) >>> 0;
  return `${prefix}${mixed.toString(36).padStart(7, '0')}`;
}

/** A deterministic RFC 4122-shaped UUID (version 4 layout) from a sequential id. */
export function deterministicUuid(id: number, salt = 0): string {
  const part = (n: number) => (Math.imul(n, 0x85ebca6b) >>> 0).toString(16).padStart(8, '0');
  const hex =
    part(id) + part(id ^ 0x5bd1e995 ^ salt) + part(id + 0x27d4eb2f + salt) + part(~id + salt);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
