/**
 * The CRC-32 (zlib's, as `node:zlib`'s `crc32`) of A followed by B, from A's and B's own CRCs and
 * B's length, without reading either again: zlib's `crc32_combine`, which Node does not expose.
 * A cached page's body is the bulk of every visit's bytes; its CRC is worked out once.
 */

// The CRC-32 polynomial, bit-reversed as zlib uses it.
const POLYNOMIAL = 0xedb88320;

/** a × b modulo the polynomial, both bit-reversed (zlib's `multmodp`). */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) {
      product ^= b;
      if ((a & (bit - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) modulo the polynomial, for k = 0..31 (zlib's `x2n_table`).
const X_TO_TWO_TO_THE = Array.from({ length: 32 }, () => 0);
X_TO_TWO_TO_THE[0] = 0x40000000;
for (let k = 1; k < 32; k += 1)
  X_TO_TWO_TO_THE[k] = multiplyModulo(X_TO_TWO_TO_THE[k - 1]!, X_TO_TWO_TO_THE[k - 1]!);

/** x^(2^k × n) modulo the polynomial (zlib's `x2nmodp`). */
function xToTheModulo(n: number, k: number): number {
  let power = 0x80000000;
  for (; n > 0; n = Math.floor(n / 2), k += 1)
    if (n % 2 === 1) power = multiplyModulo(X_TO_TWO_TO_THE[k % 32]!, power);
  return power;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  // Appending B's bytes to A multiplies A's CRC by x^(8 × lengthB): 8 = 2^3.
  return (multiplyModulo(xToTheModulo(lengthB, 3), crcA) ^ crcB) >>> 0;
}
