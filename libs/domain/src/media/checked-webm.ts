/**
 * Issue #28, item 6: videos are "checked by parsing the container ... and stripped of metadata, or
 * refused"; a WebM was taken on its first four bytes with its tags kept.
 *
 * A WebM is Matroska (RFC 9559) with the DocType "webm", written in EBML (RFC 8794): each element is
 * an ID (1 to 4 bytes, its length marker kept), a size (1 to 8 bytes, the marker dropped; every value
 * bit set means "unknown": the element runs until the next one that cannot be its child), then the
 * payload, which for a master element is more elements. Names follow RFC 9559 (Timestamp, once Timecode).
 */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  cues: 0x1c53bb6b,
  tags: 0x1254c367,
  attachments: 0x1941a469,
  chapters: 0x1043a770,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
  title: 0x7ba9,
  dateUtc: 0x4461,
  trackEntry: 0xae,
  timestamp: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  void: 0xec,
  crc32: 0xbf,
} as const;

/** What can sit in a Segment: where a Cluster of unknown size, as browsers' MediaRecorder writes it, ends. */
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  ID.tags,
  ID.attachments,
  ID.chapters,
]);

/**
 * Segment elements that say who, where and when rather than what plays: Tags (free text: a place,
 * a person, the original title) and Attachments (files: cover pictures with their own EXIF).
 */
const SEGMENT_METADATA = new Set<number>([ID.tags, ID.attachments]);

/**
 * Info elements of the same kind: the Title (free text, often the name the file had) and the date
 * it was made. MuxingApp and WritingApp stay: RFC 9559 requires them, and they name software
 * ("Chrome", "Lavf60.3.100"), not the person, the place or the device.
 */
const INFO_METADATA = new Set<number>([ID.title, ID.dateUtc]);

/**
 * More elements than a WebM of the largest size taken (100 MB) holds: 20-millisecond audio frames
 * and 30 pictures a second are 80 blocks a second, so a million is over three hours of them. Past
 * it, megabytes of 2-byte Void elements would be millions of objects to hold.
 */
const MAX_ELEMENTS = 1_000_000;

/** An element's ID and where it starts, its payload starts and it ends (null: unknown size). */
interface Element {
  id: number;
  start: number;
  payload: number;
  end: number | null;
}

interface Walk {
  bytes: Uint8Array;
  elements: number;
}

// Read once: under jest's vm context every global lookup is slow, and a million elements took 7.8 s instead of 42 ms.
const { clz32, min, max } = Math;

/** Bytes in a variable-length integer, from its first byte's leading zeros (9: none is set, not one). */
const vintLength = (first: number) => (first === 0 ? 9 : clz32(first) - 23);

/** The element at `at`, or null when it does not fit before `end` (a file cut short or not EBML at all) or there are too many. */
function elementAt(walk: Walk, at: number, end: number): Element | null {
  const { bytes } = walk;
  if (++walk.elements > MAX_ELEMENTS) return null;
  const idLength = vintLength(bytes[at]!);
  if (idLength > 4 || at + idLength >= end) return null;
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[at + i]!;
  const sizeAt = at + idLength;
  const sizeLength = vintLength(bytes[sizeAt]!);
  if (sizeLength > 8 || sizeAt + sizeLength > end) return null;
  const firstBits = 0xff >> sizeLength;
  let size = bytes[sizeAt]! & firstBits;
  let unknown = size === firstBits;
  for (let i = 1; i < sizeLength; i++) {
    size = size * 256 + bytes[sizeAt + i]!;
    unknown &&= bytes[sizeAt + i] === 0xff;
  }
  const payload = sizeAt + sizeLength;
  if (unknown) return { id, start: at, payload, end: null };
  if (size > end - payload) return null;
  return { id, start: at, payload, end: payload + size };
}

/** The elements between `start` and `end`, each of known size, or null when one does not fit. */
function childrenOf(walk: Walk, start: number, end: number): Element[] | null {
  const children: Element[] = [];
  for (let at = start; at < end;) {
    const child = elementAt(walk, at, end);
    if (!child || child.end === null) return null;
    children.push(child);
    at = child.end;
  }
  return children;
}

function unsignedOf(bytes: Uint8Array, element: Element): number {
  let value = 0;
  for (let at = element.payload; at < element.end!; at++) value = value * 256 + bytes[at]!;
  return value;
}

/** A float element: 0, 4 or 8 bytes; NaN for any other length. */
function floatOf(bytes: Uint8Array, element: Element): number {
  const view = new DataView(
    bytes.buffer,
    bytes.byteOffset + element.payload,
    element.end! - element.payload,
  );
  return view.byteLength === 0
    ? 0
    : view.byteLength === 4
      ? view.getFloat32(0)
      : view.byteLength === 8
        ? view.getFloat64(0)
        : NaN;
}

/** Blocks holding at least one byte of a frame, and their earliest and latest times in Timestamp ticks. */
interface Frames {
  count: number;
  earliest: number;
  latest: number;
}

/** Counts a SimpleBlock or Block: a track number, a 16-bit time relative to its Cluster's, flags, then the frame. */
function countFrame(bytes: Uint8Array, block: Element, clusterTime: number, frames: Frames): void {
  const end = block.end!;
  const trackLength = vintLength(bytes[block.payload]!);
  if (trackLength > 8 || end - block.payload <= trackLength + 3) return;
  const at = block.payload + trackLength;
  const time = clusterTime + ((((bytes[at]! << 8) | bytes[at + 1]!) << 16) >> 16);
  frames.count++;
  frames.earliest = min(frames.earliest, time);
  frames.latest = max(frames.latest, time);
}

/** Reads a Cluster's blocks into `frames`; where it ends, or null when it does not read as whole elements. */
function readCluster(
  walk: Walk,
  cluster: Element,
  segmentEnd: number,
  frames: Frames,
): number | null {
  const end = cluster.end ?? segmentEnd;
  let time = 0;
  let at = cluster.payload;
  while (at < end) {
    const element = elementAt(walk, at, end);
    if (!element) return null;
    if (cluster.end === null && SEGMENT_CHILDREN.has(element.id)) return at;
    if (element.end === null) return null;
    if (element.id === ID.timestamp) time = unsignedOf(walk.bytes, element);
    else if (element.id === ID.simpleBlock) countFrame(walk.bytes, element, time, frames);
    else if (element.id === ID.blockGroup) {
      const group = childrenOf(walk, element.payload, element.end);
      if (!group) return null;
      for (const block of group)
        if (block.id === ID.block) countFrame(walk.bytes, block, time, frames);
    }
    at = element.end;
  }
  return at;
}

interface Segment {
  info: Element[] | null;
  trackEntries: number;
  frames: Frames;
  metadata: Element[];
}

/**
 * Reads a Segment's elements: its Info's, how many tracks its Tracks hold, its Clusters' frames and
 * its metadata. Followed level by level, never by ID alone, so elements nested a million deep cannot
 * run the stack out. Null when an element does not read whole or only a Cluster has an unknown size.
 */
function readSegment(walk: Walk, start: number, end: number): Segment | null {
  const segment: Segment = {
    info: null,
    trackEntries: 0,
    frames: { count: 0, earliest: Infinity, latest: -Infinity },
    metadata: [],
  };
  for (let at = start; at < end;) {
    const element = elementAt(walk, at, end);
    if (!element) return null;
    if (element.id === ID.cluster) {
      const clusterEnd = readCluster(walk, element, end, segment.frames);
      if (clusterEnd === null) return null;
      at = clusterEnd;
      continue;
    }
    if (element.end === null) return null;
    if (element.id === ID.info) {
      if (segment.info) return null;
      segment.info = childrenOf(walk, element.payload, element.end);
      if (!segment.info) return null;
    } else if (element.id === ID.tracks) {
      const tracks = childrenOf(walk, element.payload, element.end);
      if (!tracks) return null;
      segment.trackEntries += tracks.filter((track) => track.id === ID.trackEntry).length;
    } else if (SEGMENT_METADATA.has(element.id)) segment.metadata.push(element);
    at = element.end;
  }
  return segment;
}

/** The length in seconds: the Info's Duration, or without one (a live recording) the span of its frames' times. */
function secondsOf(bytes: Uint8Array, info: readonly Element[], frames: Frames): number {
  const scale = info.find((element) => element.id === ID.timestampScale);
  const duration = info.find((element) => element.id === ID.duration);
  // RFC 9559: a TimestampScale left out is one millisecond (1,000,000 ns) a tick.
  const nanoseconds = scale ? unsignedOf(bytes, scale) : 1_000_000;
  const ticks = duration ? floatOf(bytes, duration) : frames.latest - frames.earliest;
  return (ticks * nanoseconds) / 1e9;
}

/**
 * Overwrites an element with a Void element (any master may hold one) of exactly its size, its
 * payload zeros: no offset into the file moves, so SeekHead and Cues still point at their
 * Clusters (a SeekHead entry for the Tags now finds a Void, which readers skip).
 */
function overwriteWithVoid(bytes: Uint8Array, element: Element): void {
  const total = element.end! - element.start;
  let sizeLength = 1;
  while (total - 1 - sizeLength >= 2 ** (7 * sizeLength) - 1) sizeLength++;
  let size = total - 1 - sizeLength;
  bytes.fill(0, element.start, element.end!);
  bytes[element.start] = ID.void;
  for (let at = element.start + sizeLength; at > element.start; at--) {
    bytes[at] = size % 256;
    size = Math.floor(size / 256);
  }
  bytes[element.start + 1]! |= 0x80 >> (sizeLength - 1);
}

export type WebmCheck =
  { ok: true; bytes: Uint8Array; seconds: number } | { ok: false; problem: string };

const DAMAGED = { ok: false, problem: 'is cut short or damaged' } as const;

/**
 * A WebM file checked element by element: an EBML header with the DocType "webm" first (a Matroska
 * .mkv is not taken: the site asks for MP4 or WebM), every element whole, then one Segment (its
 * size may be unknown, as may its Clusters', as live recorders write them) with an Info of positive
 * length and a track, and a Cluster with a frame in it. When it is one, a copy of it whose Tags,
 * Attachments, Title and date are Void elements of the same size (the file itself when it has none).
 * When it is not, what is wrong, as the end of a sentence about the file ("is cut short or damaged").
 */
export function checkedWebm(bytes: Uint8Array): WebmCheck {
  const walk: Walk = { bytes, elements: 0 };
  if (
    bytes.length < 4 ||
    bytes[0] !== 0x1a ||
    bytes[1] !== 0x45 ||
    bytes[2] !== 0xdf ||
    bytes[3] !== 0xa3
  )
    return { ok: false, problem: 'is not a WebM video' };
  const header = elementAt(walk, 0, bytes.length);
  const fields = header?.end ? childrenOf(walk, header.payload, header.end) : null;
  if (!header?.end || !fields) return DAMAGED;
  const docType = fields.find((field) => field.id === ID.docType);
  // A DocType is a short name, maybe padded with zeros; its first 16 bytes tell "webm" from anything else.
  const name = docType
    ? String.fromCharCode(
        ...bytes.subarray(docType.payload, min(docType.end!, docType.payload + 16)),
      ).replace(/\0+$/, '')
    : '';
  if (name !== 'webm') return { ok: false, problem: 'is not a WebM video' };

  let segment: Segment | null = null;
  for (let at = header.end; at < bytes.length;) {
    const element = elementAt(walk, at, bytes.length);
    if (!element) return DAMAGED;
    const end = element.end ?? bytes.length;
    // One Segment, with nothing beside it but Void: a second would be a second video.
    if (element.id === ID.segment && !segment) {
      segment = readSegment(walk, element.payload, end);
      if (!segment) return DAMAGED;
    } else if (element.id !== ID.void || element.end === null) return DAMAGED;
    at = end;
  }
  if (!segment?.info || segment.trackEntries === 0)
    return { ok: false, problem: 'has no movie header' };
  if (segment.frames.count === 0) return { ok: false, problem: 'has no pictures or sound in it' };
  const seconds = secondsOf(bytes, segment.info, segment.frames);
  if (!(seconds > 0 && Number.isFinite(seconds))) return { ok: false, problem: 'has no length' };

  const infoMetadata = segment.info.filter((element) => INFO_METADATA.has(element.id));
  // The Info's checksum, if it has one, would no longer match what it covers.
  const checksum =
    infoMetadata.length > 0 ? segment.info.filter((element) => element.id === ID.crc32) : [];
  const metadata = [...segment.metadata, ...infoMetadata, ...checksum];
  // A recording with nothing to blank (MediaRecorder writes none) is not copied: up to 100 MB less held.
  if (metadata.length === 0) return { ok: true, bytes, seconds };
  // A copy, never a view: `slice` on a Node Buffer would share the upload's memory.
  const cleaned = Uint8Array.from(bytes);
  for (const element of metadata) overwriteWithVoid(cleaned, element);
  return { ok: true, bytes: cleaned, seconds };
}
