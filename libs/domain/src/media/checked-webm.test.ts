import { checkedWebm } from './checked-webm';
import {
  ascii,
  cluster,
  concat,
  ebmlHeader,
  element,
  float,
  info,
  nested,
  PLACE,
  sampleWebm,
  simpleBlock,
  sizeBytes,
  tags,
  text,
  tracks,
  uint,
  unknownSize,
  WEBM,
  webm,
} from './webm-test-fixtures';

const duration = (ticks: number) => float(WEBM.duration, ticks);
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
/** Where `part` first sits in `bytes`. */
const offsetOf = (bytes: Uint8Array, part: Uint8Array) => latin1(bytes).indexOf(latin1(part));

/** Browsers' MediaRecorder: a Segment and Clusters of unknown size, no Duration (the length is not known while recording). */
const recorded = (...after: Uint8Array[]) =>
  concat(
    ebmlHeader(),
    unknownSize(
      WEBM.segment,
      info(),
      tracks(),
      unknownSize(WEBM.cluster, uint(WEBM.timestamp, 0), simpleBlock(0), simpleBlock(33)),
      unknownSize(WEBM.cluster, uint(WEBM.timestamp, 1000), simpleBlock(0), simpleBlock(500)),
      ...after,
    ),
  );

/** Deterministic bytes, so a failure can be run again. */
function noise(seed: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed;
  for (let at = 0; at < length; at++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[at] = state >>> 24;
  }
  return bytes;
}

describe('checkedWebm (issue #28, item 6: videos "checked by parsing the container ... or refused")', () => {
  it('takes a WebM with its header, an Info of positive length, a track and a frame, and reads its length', () => {
    expect(checkedWebm(sampleWebm())).toMatchObject({ ok: true, seconds: 2.5 });
    // A 4-byte Duration, ticks of a microsecond, a frame in a BlockGroup.
    const micro = element(
      WEBM.info,
      uint(WEBM.timestampScale, 1000),
      float(WEBM.duration, 3_000_000, 4),
    );
    const grouped = cluster(
      0,
      element(WEBM.blockGroup, element(WEBM.block, Uint8Array.from([0x81, 0, 0, 0, 1, 2, 3]))),
    );
    expect(checkedWebm(webm(micro, tracks(), grouped))).toMatchObject({ ok: true, seconds: 3 });
  });

  it('takes a live recording, Segment and Clusters of unknown size and no Duration, measuring it by its frames', () => {
    expect(checkedWebm(recorded())).toMatchObject({ ok: true, seconds: 1.5 });
    // A Cluster of unknown size ends where the next Segment element starts: the Tags after it are found and blanked.
    const result = checkedWebm(recorded(element(WEBM.cues, new Uint8Array(8)), tags()));
    if (!result.ok) throw new Error(result.problem);
    expect(latin1(result.bytes)).not.toContain(PLACE);
    // A Timestamp scale left out is a millisecond a tick (RFC 9559).
    const unscaled = webm(element(WEBM.info, duration(1500)), tracks(), cluster(0, simpleBlock(0)));
    expect(checkedWebm(unscaled)).toMatchObject({ ok: true, seconds: 1.5 });
  });

  const good = [info(duration(2500)), tracks(), cluster(0, simpleBlock(0))];
  const lying = (id: number, claimed: number, actual: number) =>
    concat(Uint8Array.from([id, ...sizeBytes(claimed)]), new Uint8Array(actual));

  it.each([
    ['an MP4', concat(Uint8Array.from([0, 0, 0, 8]), ascii('ftypisom')), 'is not a WebM video'],
    [
      'a Matroska (.mkv) file',
      concat(ebmlHeader('matroska'), element(WEBM.segment, ...good)),
      'is not a WebM video',
    ],
    [
      'an EBML header without a DocType',
      concat(element(WEBM.ebml, uint(0x4286, 1)), element(WEBM.segment, ...good)),
      'is not a WebM video',
    ],
    ['the EBML header alone', ebmlHeader(), 'has no movie header'],
    ['no Info', webm(tracks(), cluster(0, simpleBlock(0))), 'has no movie header'],
    ['no Tracks', webm(info(duration(2500)), cluster(0, simpleBlock(0))), 'has no movie header'],
    [
      'Tracks without a TrackEntry',
      webm(info(duration(2500)), element(WEBM.tracks), cluster(0, simpleBlock(0))),
      'has no movie header',
    ],
    ['no Cluster', webm(info(duration(2500)), tracks()), 'has no pictures or sound in it'],
    [
      'an empty Cluster',
      webm(info(duration(2500)), tracks(), cluster(0)),
      'has no pictures or sound in it',
    ],
    [
      'a block without a frame',
      webm(info(duration(2500)), tracks(), cluster(0, simpleBlock(0, 0))),
      'has no pictures or sound in it',
    ],
    [
      'a Duration of zero',
      webm(info(duration(0)), tracks(), cluster(0, simpleBlock(0))),
      'has no length',
    ],
    [
      'a negative Duration',
      webm(info(duration(-5)), tracks(), cluster(0, simpleBlock(0))),
      'has no length',
    ],
    [
      'a Duration that is not a number',
      webm(info(duration(NaN)), tracks(), cluster(0, simpleBlock(0))),
      'has no length',
    ],
    [
      'a 2-byte Duration',
      webm(
        info(element(WEBM.duration, Uint8Array.from([1, 2]))),
        tracks(),
        cluster(0, simpleBlock(0)),
      ),
      'has no length',
    ],
    [
      'a Timestamp scale of zero',
      webm(
        element(WEBM.info, uint(WEBM.timestampScale, 0), duration(9)),
        tracks(),
        cluster(0, simpleBlock(0)),
      ),
      'has no length',
    ],
    [
      'no Duration and a single frame',
      webm(info(), tracks(), cluster(0, simpleBlock(0))),
      'has no length',
    ],
    [
      'a file cut off inside its last frame',
      sampleWebm().subarray(0, -10),
      'is cut short or damaged',
    ],
    [
      'a live recording cut off inside a frame',
      recorded().subarray(0, -20),
      'is cut short or damaged',
    ],
    [
      'a TrackEntry longer than its Tracks',
      webm(
        info(duration(9)),
        element(WEBM.tracks, lying(WEBM.trackEntry, 40, 20)),
        cluster(0, simpleBlock(0)),
      ),
      'is cut short or damaged',
    ],
    [
      'a Segment longer than the file',
      concat(ebmlHeader(), element(WEBM.segment, ...good)).subarray(0, -1),
      'is cut short or damaged',
    ],
    [
      'an Info of unknown size',
      webm(unknownSize(WEBM.info, duration(9)), tracks(), cluster(0, simpleBlock(0))),
      'is cut short or damaged',
    ],
    [
      'two Infos',
      webm(info(duration(9)), info(duration(9)), tracks(), cluster(0, simpleBlock(0))),
      'is cut short or damaged',
    ],
    [
      'two Segments',
      concat(webm(...good), element(WEBM.segment, ...good)),
      'is cut short or damaged',
    ],
    [
      'bytes after the Segment',
      concat(webm(...good), ascii('<script>alert(1)</script>')),
      'is cut short or damaged',
    ],
    [
      '"any bytes" after the four magic bytes',
      concat(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]), new Uint8Array(5000).fill(3)),
      'is cut short or damaged',
    ],
    [
      'an ID longer than 4 bytes',
      webm(info(duration(9)), tracks(), Uint8Array.from([0x08, 1, 2, 3, 4, 0x80])),
      'is cut short or damaged',
    ],
  ])('refuses %s', (_name, bytes, problem) => {
    expect(checkedWebm(bytes)).toEqual({ ok: false, problem });
  });

  it('refuses random bytes after the magic bytes', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const result = checkedWebm(
        concat(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]), noise(seed, 2000)),
      );
      expect({ seed, ok: result.ok }).toEqual({ seed, ok: false });
    }
  });

  it('blanks Tags, Attachments, the Title and the date into Void elements of the same length, leaving the rest byte for byte', () => {
    const title = text(WEBM.title, 'Walk with Jane, 12 Acacia Avenue');
    const dateUtc = element(WEBM.dateUtc, new Uint8Array(8).fill(9));
    const checksum = element(WEBM.crc32, Uint8Array.from([1, 2, 3, 4]));
    const described = element(
      WEBM.info,
      checksum,
      uint(WEBM.timestampScale, 1_000_000),
      duration(2500),
      title,
      dateUtc,
      text(WEBM.writingApp, 'Chrome'),
    );
    const cover = element(
      WEBM.attachments,
      element(0x61a7, text(0x466e, 'cover.jpg'), element(0x465c, ascii('JFIF Exif GPS'))),
    );
    const firstCluster = cluster(0, simpleBlock(0), simpleBlock(40));
    const sent = webm(
      element(WEBM.seekHead, new Uint8Array(12)),
      described,
      tracks(),
      tags(),
      firstCluster,
      cluster(2000, simpleBlock(0)),
      cover,
    );
    const result = checkedWebm(sent);
    if (!result.ok) throw new Error(result.problem);
    expect(result.bytes.length).toBe(sent.length);
    const cleaned = latin1(result.bytes);
    expect(latin1(sent)).toContain(PLACE);
    for (const gone of [PLACE, 'LOCATION', 'Acacia', 'cover.jpg', 'GPS'])
      expect(cleaned).not.toContain(gone);
    // Each blanked element starts with the Void ID where it started; what plays sits where it was.
    for (const blanked of [tags(), cover, title, dateUtc, checksum])
      expect(result.bytes[offsetOf(sent, blanked)]).toBe(WEBM.void);
    expect(cleaned).toContain('Chrome');
    expect(offsetOf(result.bytes, firstCluster)).toBe(offsetOf(sent, firstCluster));
    expect(offsetOf(result.bytes, tracks())).toBe(offsetOf(sent, tracks()));
    // Read again, the Voids are whole elements of exactly the sizes they replaced.
    expect(checkedWebm(result.bytes)).toEqual({ ok: true, bytes: result.bytes, seconds: 2.5 });
  });

  it.each([0, 1, 124, 125, 126, 16_250, 16_400, 70_000])(
    'writes a Void exactly as long as Tags of %i bytes of tag',
    (size) => {
      const sent = webm(
        info(duration(2500)),
        tracks(),
        cluster(0, simpleBlock(0)),
        element(WEBM.tags, new Uint8Array(size).fill(0x41)),
      );
      const result = checkedWebm(sent);
      if (!result.ok) throw new Error(result.problem);
      expect(result.bytes.length).toBe(sent.length);
      expect(result.bytes.subarray(sent.length - size).every((byte) => byte === 0)).toBe(true);
      expect(checkedWebm(result.bytes)).toMatchObject({ ok: true });
    },
  );

  it('keeps a file without metadata byte for byte, without copying it', () => {
    const sent = webm(...good);
    expect(checkedWebm(sent)).toEqual({ ok: true, bytes: sent, seconds: 2.5 });
    const result = checkedWebm(sent);
    expect(result.ok && result.bytes).toBe(sent);
  });

  it('reads hostile layouts in bounded time and memory: tags and block groups nested 200,000 deep, a million empty elements', () => {
    const deepTags = element(WEBM.tags, nested(WEBM.simpleTag, 200_000));
    const deepGroups = cluster(0, simpleBlock(0), nested(WEBM.blockGroup, 200_000));
    const result = checkedWebm(webm(...good, deepGroups, deepTags));
    if (!result.ok) throw new Error(result.problem);
    expect(result.bytes.subarray(-deepTags.length).every((byte, at) => at < 9 || byte === 0)).toBe(
      true,
    );
    const flood = new Uint8Array(2 * 1_000_000);
    for (let at = 0; at < flood.length; at += 2) flood.set([WEBM.void, 0x80], at);
    expect(checkedWebm(webm(...good, flood))).toEqual({
      ok: false,
      problem: 'is cut short or damaged',
    });
  });
});
