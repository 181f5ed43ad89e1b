/** One MP4 box: its 32-bit size, its four-letter type, then its payload (bytes or boxes). */
function box(type: string, ...payload: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.reduce((sum, part) => sum + part.length, 0), 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...payload]);
}

/** Where the sample says it was filmed, as a phone writes it (QuickTime's ©xyz in the movie's user data). */
export const SAMPLE_MP4_PLACE = '+51.5074-000.1278/';

/**
 * The boxes of a two-second MP4 as a phone saves it: its type, a movie with a header, a track and
 * the place it was filmed, then the media data. What the upload route checks; not a playable film.
 */
export function sampleMp4(): Buffer {
  const header = Buffer.alloc(100);
  header.writeUInt32BE(600, 12); // timescale: units a second
  header.writeUInt32BE(1200, 16); // duration in those units
  return Buffer.concat([
    box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2avc1mp41')),
    box(
      'moov',
      box('mvhd', header),
      box('trak', box('tkhd', Buffer.alloc(84))),
      box('udta', box('\u00a9xyz', Buffer.from(SAMPLE_MP4_PLACE))),
    ),
    // Media data as an encoder writes it: a length-prefixed picture, binary from the first byte.
    box('mdat', Buffer.from([0x00, 0x00, 0x0f, 0xfc, 0x65, 0x88]), Buffer.alloc(4090, 0x5a)),
  ]);
}
