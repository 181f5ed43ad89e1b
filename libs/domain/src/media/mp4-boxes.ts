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

/**
 * Where boxes that say things about a video (place, device, owner, XMP) can sit: in the file, its
 * movie, the movie's tracks, their media and its information, each level the one container below
 * the last. Followed level by level, never by type alone, so boxes nested a million deep cannot
 * run the stack out.
 */
const CONTAINER_PATH = ['moov', 'trak', 'mdia', 'minf'];

/**
 * The boxes each level may keep (ISO/IEC 14496-12): what plays the video and finds its samples.
 * Any other box, however named (`udta`, `meta`, `uuid`, a vendor's own holding GPS data), is
 * blanked: a list of what to remove would miss the next vendor's box (issue #58's probe).
 */
const KEPT_BOXES: readonly ReadonlySet<string>[] = [
  new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'moof', 'mfra', 'sidx', 'styp', 'pdin']),
  new Set(['mvhd', 'trak', 'mvex', 'iods', 'free', 'skip']),
  new Set(['tkhd', 'tref', 'edts', 'mdia', 'free', 'skip']),
  new Set(['mdhd', 'hdlr', 'elng', 'minf', 'free', 'skip']),
  new Set(['vmhd', 'smhd', 'hmhd', 'nmhd', 'sthd', 'gmhd', 'dinf', 'stbl', 'free', 'skip']),
];

/**
 * Overwrites each box under `boxes` this level does not keep with a `free` box of the same size: no
 * offset into the file moves. False when a container on the way does not read as whole boxes: what
 * it holds could not be cleaned, so the file is not taken.
 */
function blankUnknownBoxes(bytes: Uint8Array, boxes: readonly Box[], depth = 0): boolean {
  for (const box of boxes) {
    if (!KEPT_BOXES[depth]!.has(box.type)) {
      bytes.set([0x66, 0x72, 0x65, 0x65], box.start + 4);
      bytes.fill(0, box.payload, box.end);
    } else if (box.type === CONTAINER_PATH[depth]) {
      const inside = boxesBetween(bytes, box.payload, box.end);
      if (!inside || !blankUnknownBoxes(bytes, inside, depth + 1)) return false;
    }
  }
  return true;
}

/** Bytes of media data read to tell it from text. */
const MEDIA_DATA_SNIFF_BYTES = 512;

/**
 * True when media data starts as text would (printable ASCII and white space only): compressed
 * pictures and sound never do, and an HTML page or script dressed in MP4 boxes does.
 */
function mediaDataIsText(bytes: Uint8Array, mdat: Box): boolean {
  const start = bytes.subarray(
    mdat.payload,
    Math.min(mdat.end, mdat.payload + MEDIA_DATA_SNIFF_BYTES),
  );
  return start.every(
    (byte) => byte === 0x09 || byte === 0x0a || byte === 0x0d || (byte >= 0x20 && byte < 0x7f),
  );
}

export type Mp4Check =
  { ok: true; bytes: Uint8Array; seconds: number } | { ok: false; problem: string };

/**
 * An MP4 or MOV file checked box by box: an `ftyp` first, every box whole, one `moov` with a movie
 * header (`mvhd`) of positive duration and a track, and media data (`mdat`) that is not text. When
 * it is one, a copy of it whose boxes other than those that play it (`udta`, `meta`, `uuid`: GPS
 * position, device, XMP, and any box not in the standard) are blanked into `free` boxes of the same
 * size, so the sample offsets that point into `mdat` stay right. When it is not, what is wrong, as
 * the end of a sentence about the file ("is cut short").
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
  const media = top.filter((box) => box.type === 'mdat' && box.end > box.payload);
  if (media.length === 0 || media.some((mdat) => mediaDataIsText(bytes, mdat)))
    return { ok: false, problem: 'has no pictures or sound in it' };
  const seconds = movieSeconds(bytes, header);
  if (seconds === null) return { ok: false, problem: 'has no length' };
  const cleaned = Uint8Array.from(bytes);
  if (!blankUnknownBoxes(cleaned, top)) return { ok: false, problem: 'is cut short or damaged' };
  return { ok: true, bytes: cleaned, seconds };
}
