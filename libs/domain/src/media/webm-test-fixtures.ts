/**
 * A tiny EBML writer for the WebM checks' tests: there is no encoder here, so files are built element
 * by element, the way muxers lay them out. Not playable films: what `checkedWebm` reads.
 */
export const WEBM = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  title: 0x7ba9,
  dateUtc: 0x4461,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  cues: 0x1c53bb6b,
  tags: 0x1254c367,
  tag: 0x7373,
  simpleTag: 0x67c8,
  tagName: 0x45a3,
  tagString: 0x4487,
  attachments: 0x1941a469,
  void: 0xec,
  crc32: 0xbf,
} as const;

export function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

// Read once: under jest's vm context every global lookup is slow (a hostile layout took seconds to write).
const { floor } = Math;

/** An ID's bytes: the number big-endian, its length marker included (0x1a45dfa3 is 1a 45 df a3). */
function idBytes(id: number): number[] {
  const bytes: number[] = [];
  for (let rest = id; rest > 0; rest = floor(rest / 256)) bytes.unshift(rest % 256);
  return bytes;
}

/** A size in `length` bytes, or the fewest that hold it (every value bit set would read as "unknown"). */
export function sizeBytes(size: number, length?: number): number[] {
  let fewest = 1;
  while (size >= 2 ** (7 * fewest) - 1) fewest++;
  const bytes: number[] = [];
  let rest = size;
  for (let i = 0; i < (length ?? fewest); i++) {
    bytes.unshift(rest % 256);
    rest = floor(rest / 256);
  }
  bytes[0]! |= 0x80 >> ((length ?? fewest) - 1);
  return bytes;
}

export function element(id: number, ...payload: Uint8Array[]): Uint8Array {
  const body = concat(...payload);
  return concat(Uint8Array.from([...idBytes(id), ...sizeBytes(body.length)]), body);
}

/** A master element of unknown size (8 bytes, every value bit set), as live recorders write Segments and Clusters. */
export function unknownSize(id: number, ...payload: Uint8Array[]): Uint8Array {
  return concat(
    Uint8Array.from([...idBytes(id), 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    ...payload,
  );
}

export const ascii = (text: string) =>
  Uint8Array.from([...text].map((letter) => letter.charCodeAt(0)));
export const text = (id: number, value: string) => element(id, ascii(value));

export function uint(id: number, value: number): Uint8Array {
  const bytes: number[] = [];
  for (let rest = value; rest > 0; rest = floor(rest / 256)) bytes.unshift(rest % 256);
  return element(id, Uint8Array.from(bytes.length > 0 ? bytes : [0]));
}

/** A float element of 8 bytes, or 4. */
export function float(id: number, value: number, length: 4 | 8 = 8): Uint8Array {
  const bytes = new Uint8Array(length);
  if (length === 4) new DataView(bytes.buffer).setFloat32(0, value);
  else new DataView(bytes.buffer).setFloat64(0, value);
  return element(id, bytes);
}

export const ebmlHeader = (docType = 'webm') =>
  element(
    WEBM.ebml,
    uint(0x4286, 1),
    uint(0x42f7, 1),
    uint(0x42f2, 4),
    uint(0x42f3, 8),
    text(WEBM.docType, docType),
    uint(0x4287, 4),
    uint(0x4285, 2),
  );

/** An Info as ffmpeg writes it: milliseconds a tick, the length in them, the software that wrote the file. */
export const info = (...fields: Uint8Array[]) =>
  element(
    WEBM.info,
    uint(WEBM.timestampScale, 1_000_000),
    ...fields,
    text(WEBM.muxingApp, 'Lavf60.3.100'),
    text(WEBM.writingApp, 'Lavf60.3.100'),
  );

/** One VP9 video track. */
export const tracks = () =>
  element(
    WEBM.tracks,
    element(WEBM.trackEntry, uint(0xd7, 1), uint(0x73c5, 7), uint(0x83, 1), text(0x86, 'V_VP9')),
  );

/** A SimpleBlock of track 1 at `time` ticks after its Cluster's, with `frame` bytes of picture. */
export function simpleBlock(time: number, frame = 64): Uint8Array {
  const header = Uint8Array.from([0x81, (time >> 8) & 0xff, time & 0xff, 0x80]);
  return element(WEBM.simpleBlock, header, new Uint8Array(frame).fill(0x5a));
}

export const cluster = (time: number, ...blocks: Uint8Array[]) =>
  element(WEBM.cluster, uint(WEBM.timestamp, time), ...blocks);

/** Where the sample says it was filmed, as ffmpeg carries a phone's location into Matroska tags. */
export const PLACE = '+51.5074-000.1278/';

export const tags = () =>
  element(
    WEBM.tags,
    element(
      WEBM.tag,
      element(0x63c0),
      element(WEBM.simpleTag, text(WEBM.tagName, 'LOCATION'), text(WEBM.tagString, PLACE)),
    ),
  );

export const webm = (...segment: Uint8Array[]) =>
  concat(ebmlHeader(), element(WEBM.segment, ...segment));

/** A 2.5-second WebM with its place in Tags, as ffmpeg remuxes a phone's film. */
export const sampleWebm = () =>
  webm(
    info(float(WEBM.duration, 2500)),
    tracks(),
    cluster(0, simpleBlock(0), simpleBlock(33)),
    cluster(2000, simpleBlock(0)),
    tags(),
  );

/**
 * `depth` elements of `id` each holding the next, the innermost empty: a hostile layout, written
 * in one buffer as nesting them one by one would copy it `depth` times. Sizes take 8 bytes.
 */
export function nested(id: number, depth: number): Uint8Array {
  const header = idBytes(id).length + 8;
  const bytes = new Uint8Array(header * depth);
  for (let level = 0; level < depth; level++) {
    bytes.set(
      [...idBytes(id), ...sizeBytes(bytes.length - (level + 1) * header, 8)],
      level * header,
    );
  }
  return bytes;
}
