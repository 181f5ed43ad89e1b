import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { crc32Combine } from './crc32-combine';

describe('crc32Combine', () => {
  it.each([
    ['two short parts', 5, 7],
    ['an empty first part', 0, 300],
    ['an empty second part', 300, 0],
    ['a page-sized second part', 1_000, 150_000],
    ['a second part of exactly 2^16 bytes', 17, 65_536],
  ])('equals the CRC-32 of the two parts joined: %s', (_name, lengthA, lengthB) => {
    const a = randomBytes(lengthA);
    const b = randomBytes(lengthB);
    expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
  });

  it('chains over several parts as zlib does over their concatenation', () => {
    const parts = [randomBytes(2_000), Buffer.from('token'), randomBytes(9_000), randomBytes(1)];
    const combined = parts
      .slice(1)
      .reduce((crc, part) => crc32Combine(crc, crc32(part), part.length), crc32(parts[0]!));
    expect(combined).toBe(crc32(Buffer.concat(parts)));
  });
});
