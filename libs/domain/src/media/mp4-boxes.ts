/**
 * Issue #28, item 6: "videos are checked by parsing the MP4/MOV container's boxes (a real `moov`
 * and `mdat`, a positive duration from mvhd) and stripped of metadata ... today any bytes with
 * `ftyp` at offset 4 are stored and served as public MP4 for a year".
 *
 * An MP4 or QuickTime file is a list of boxes: a 32-bit size (1: a 64-bit size follows the type;
 * 0: to the end of the file), a four-letter type, then the payload, which for a container is more
 * boxes. ISO/IEC 14496-12 §4.2.
 */
interface Box {
  type: string;
  start: number;
  payload: number;
  end: number;
}

/**
 * More boxes side by side than any film has (an hour cut into one-second fragments is 7,200 pairs):
 * past it, 100 MB of empty 8-byte boxes would be millions of objects to hold.
 */
const MAX_BOXES = 100_000;

/** The boxes between `start` and `end`, or null when one does not fit (a file cut short or not boxes at all) or there are too many. */
function boxesBetween(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  for (let at = start; at < end;) {
    if (end - at < 8 || boxes.length === MAX_BOXES) return null;
    const size32 = view.getUint32(at);
    const type = String.fromCharCode(
      bytes[at + 4]!,
      bytes[at + 5]!,
      bytes[at + 6]!,
      bytes[at + 7]!,
    );
    let payload = at + 8;
    let size = size32;
    if (size32 === 1) {
      if (end - at < 16) return null;
      size = Number(view.getBigUint64(at + 8));
      payload = at + 16;
    } else if (size32 === 0) size = end - at;
    if (size < payload - at || at + size > end) return null;
    boxes.push({ type, start: at, payload, end: at + size });
    at += size;
  }
  return boxes;
}

/** The movie's length in seconds from its header (mvhd: version 0 has 32-bit times, version 1 64-bit), or null. */
function movieSeconds(bytes: Uint8Array, mvhd: Box): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[mvhd.payload];
  const fields =
    version === 1
      ? { timescale: 20, duration: 24, length: 32 }
      : { timescale: 12, duration: 16, length: 20 };
  if (mvhd.end - mvhd.payload < fields.length) return null;
  const timescale = view.getUint32(mvhd.payload + fields.timescale);
  const duration =
    version === 1
      ? Number(view.getBigUint64(mvhd.payload + fields.duration))
      : view.getUint32(mvhd.payload + fields.duration);
  // All ones is "duration unknown" in either version.
  const unknown =
    version === 1
      ? view.getBigUint64(mvhd.payload + fields.duration) === 0xffffffffffffffffn
      : duration === 0xffffffff;
  if (timescale === 0 || duration === 0 || unknown) return null;
  return duration / timescale;
}

/** Boxes that hold what a camera or editor says about a video (place, device, owner, XMP), never what plays. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
/**
 * Where metadata boxes sit: in the file, its movie, the movie's tracks, their media and its
 * information, each level the one container below the last. Followed level by level, never by
 * type alone, so boxes nested a million deep cannot run the stack out.
 */
const CONTAINER_PATH = ['moov', 'trak', 'mdia', 'minf'];

/**
 * Overwrites each metadata box under `boxes` with a `free` box of the same size: no offset into the
 * file moves. False when a container on the way does not read as whole boxes: what it holds could
 * not be cleaned, so the file is not taken.
 */
function blankMetadata(bytes: Uint8Array, boxes: readonly Box[], depth = 0): boolean {
  for (const box of boxes) {
    if (METADATA_BOXES.has(box.type)) {
      bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
      bytes.fill(0, box.payload, box.end);
    } else if (box.type === CONTAINER_PATH[depth]) {
      const inside = boxesBetween(bytes, box.payload, box.end);
      if (!inside || !blankMetadata(bytes, inside, depth + 1)) return false;
    }
  }
  return true;
}

export type Mp4Check =
  { ok: true; bytes: Uint8Array; seconds: number } | { ok: false; problem: string };

/**
 * An MP4 or MOV file checked box by box: an `ftyp` first, every box whole, one `moov` with a movie
 * header (`mvhd`) of positive duration and a track, and media data (`mdat`). When it is one, a copy
 * of it whose metadata boxes (`udta`, `meta`, `uuid`: GPS position, device, XMP) are blanked into
 * `free` boxes of the same size, so the sample offsets that point into `mdat` stay right. When it is
 * not, what is wrong, as the end of a sentence about the file ("is cut short").
 */
export function checkedMp4(bytes: Uint8Array): Mp4Check {
  const top = boxesBetween(bytes, 0, bytes.length);
  if (!top) return { ok: false, problem: 'is cut short or damaged' };
  if (top[0]?.type !== 'ftyp') return { ok: false, problem: 'is not an MP4 or MOV video' };
  const movies = top.filter((box) => box.type === 'moov');
  if (movies.length !== 1) return { ok: false, problem: 'has no movie header' };
  const movie = boxesBetween(bytes, movies[0]!.payload, movies[0]!.end);
  const header = movie?.find((box) => box.type === 'mvhd');
  if (!movie || !header || !movie.some((box) => box.type === 'trak'))
    return { ok: false, problem: 'has no movie header' };
  if (!top.some((box) => box.type === 'mdat' && box.end > box.payload))
    return { ok: false, problem: 'has no pictures or sound in it' };
  const seconds = movieSeconds(bytes, header);
  if (seconds === null) return { ok: false, problem: 'has no length' };
  const cleaned = Uint8Array.from(bytes);
  if (!blankMetadata(cleaned, top)) return { ok: false, problem: 'is cut short or damaged' };
  return { ok: true, bytes: cleaned, seconds };
}
