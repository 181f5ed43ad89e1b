/** One EBML element: its ID's bytes, its size in 8 bytes (as ffmpeg writes masters), then its payload. */
function element(id: number, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  // An ID's first byte is at least 0x10 (its length marker), so its hex digits come in whole bytes.
  return Buffer.concat([Buffer.from(id.toString(16), 'hex'), size, body]);
}

const uint = (id: number, value: number) =>
  element(
    id,
    Buffer.from([value >> 24, value >> 16, value >> 8, value].map((byte) => byte & 0xff)),
  );

/** Where the sample says it was filmed, as ffmpeg carries a phone's location into a WebM's tags. */
export const SAMPLE_WEBM_PLACE = '+51.5074-000.1278/';

/**
 * The elements of a two-second WebM as ffmpeg remuxes a phone's film: the EBML header, then a
 * Segment with an Info (its title naming a street), a VP9 track, two Clusters of frames and Tags
 * holding the place. What the upload route checks; not a playable film.
 */
export function sampleWebm(): Buffer {
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(2000);
  const frame = (time: number) =>
    element(0xa3, Buffer.from([0x81, 0, time, 0x80]), Buffer.alloc(2048, 0x5a));
  const header = element(
    0x1a45dfa3,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    element(0x4282, Buffer.from('webm')),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );
  const info = element(
    0x1549a966,
    uint(0x2ad7b1, 1_000_000),
    element(0x4489, duration),
    element(0x7ba9, Buffer.from('Walk on Acacia Avenue')),
    element(0x4d80, Buffer.from('Lavf60.3.100')),
  );
  const tracks = element(
    0x1654ae6b,
    element(0xae, uint(0xd7, 1), uint(0x83, 1), element(0x86, Buffer.from('V_VP9'))),
  );
  const clusters = [
    element(0x1f43b675, uint(0xe7, 0), frame(0), frame(40)),
    element(0x1f43b675, uint(0xe7, 1000), frame(0)),
  ];
  const tags = element(
    0x1254c367,
    element(
      0x7373,
      element(
        0x67c8,
        element(0x45a3, Buffer.from('LOCATION')),
        element(0x4487, Buffer.from(SAMPLE_WEBM_PLACE)),
      ),
    ),
  );
  return Buffer.concat([header, element(0x18538067, info, tracks, ...clusters, tags)]);
}
