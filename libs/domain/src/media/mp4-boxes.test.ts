import { checkedMp4 } from './mp4-boxes';

/** One box: its 32-bit size, its type, then its payload (bytes or boxes). */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, size);
  bytes.set(
    [...type].map((letter) => letter.charCodeAt(0)),
    4,
  );
  let at = 8;
  for (const part of payload) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

const ascii = (text: string) => Uint8Array.from([...text].map((letter) => letter.charCodeAt(0)));
const concat = (...parts: Uint8Array[]) => box('....', ...parts).subarray(8);

/** A version 0 movie header: times, then a timescale and a duration in its units. */
function mvhd(timescale: number, duration: number): Uint8Array {
  const payload = new Uint8Array(100);
  const view = new DataView(payload.buffer);
  view.setUint32(12, timescale);
  view.setUint32(16, duration);
  return box('mvhd', payload);
}

const ftyp = box('ftyp', ascii('isom'), new Uint8Array(4), ascii('isomiso2mp41'));
const gps = box('udta', box('©xyz', ascii('+51.5074-000.1278/')));
const mdat = box('mdat', new Uint8Array(64).fill(7));
const movie = (...extra: Uint8Array[]) =>
  box('moov', mvhd(1000, 2500), box('trak', box('tkhd', new Uint8Array(84))), ...extra);

describe('checkedMp4 (issue #28, item 6: "a real `moov` and `mdat`, a positive duration from mvhd")', () => {
  it('takes a movie with its header, a track and media data, and reads its length', () => {
    expect(checkedMp4(concat(ftyp, movie(), mdat))).toMatchObject({ ok: true, seconds: 2.5 });
    // The movie after its media data, as cameras write it, and a 64-bit movie header.
    const v1 = new Uint8Array(112);
    new DataView(v1.buffer).setUint8(0, 1);
    new DataView(v1.buffer).setUint32(20, 600);
    new DataView(v1.buffer).setBigUint64(24, 1800n);
    expect(checkedMp4(concat(ftyp, mdat, box('moov', box('mvhd', v1), box('trak'))))).toMatchObject(
      { ok: true, seconds: 3 },
    );
  });

  it.each([
    [
      '"any bytes with `ftyp` at offset 4"',
      concat(ftyp, new Uint8Array(500).fill(0x41)),
      'is cut short or damaged',
    ],
    [
      'a file cut off inside its media data',
      concat(ftyp, movie(), mdat).subarray(0, -10),
      'is cut short or damaged',
    ],
    ['no ftyp first', concat(movie(), ftyp, mdat), 'is not an MP4 or MOV video'],
    ['no moov', concat(ftyp, mdat), 'has no movie header'],
    ['two moov', concat(ftyp, movie(), movie(), mdat), 'has no movie header'],
    ['a moov without mvhd', concat(ftyp, box('moov', box('trak')), mdat), 'has no movie header'],
    [
      'a moov without a track',
      concat(ftyp, box('moov', mvhd(1000, 2500)), mdat),
      'has no movie header',
    ],
    ['no mdat', concat(ftyp, movie()), 'has no pictures or sound in it'],
    ['an empty mdat', concat(ftyp, movie(), box('mdat')), 'has no pictures or sound in it'],
    [
      'a duration of zero',
      concat(ftyp, box('moov', mvhd(1000, 0), box('trak')), mdat),
      'has no length',
    ],
    [
      'an unknown duration',
      concat(ftyp, box('moov', mvhd(1000, 0xffffffff), box('trak')), mdat),
      'has no length',
    ],
    [
      'a timescale of zero',
      concat(ftyp, box('moov', mvhd(0, 2500), box('trak')), mdat),
      'has no length',
    ],
    [
      'a box smaller than its header',
      concat(ftyp, Uint8Array.from([0, 0, 0, 4, 0x6d, 0x6f, 0x6f, 0x76])),
      'is cut short or damaged',
    ],
  ])('refuses %s', (_name, bytes, problem) => {
    expect(checkedMp4(bytes)).toEqual({ ok: false, problem });
  });

  it('blanks udta, meta and uuid boxes into free boxes of the same size, in the movie and its tracks, leaving the rest byte for byte', () => {
    const meta = box(
      'meta',
      new Uint8Array(4),
      box('hdlr', new Uint8Array(20)),
      box('keys', ascii('com.apple.quicktime.location.ISO6709')),
    );
    const xmp = box('uuid', ascii('<x:xmpmeta>GPS</x:xmpmeta>'));
    const sent = concat(
      ftyp,
      box('moov', mvhd(1000, 2500), gps, meta, box('trak', box('tkhd', new Uint8Array(84)), gps)),
      mdat,
      xmp,
    );
    const result = checkedMp4(sent);
    if (!result.ok) throw new Error(result.problem);
    expect(result.bytes.length).toBe(sent.length);
    const text = String.fromCharCode(...result.bytes);
    expect(text).not.toMatch(/udta|meta|uuid|xyz|location|xmpmeta/);
    expect(text.match(/free/g)).toHaveLength(4);
    // What plays is untouched: the header, the track and the media data sit where they were.
    const mdatAt = text.indexOf('mdat') - 4;
    expect(result.bytes.subarray(mdatAt, mdatAt + mdat.length)).toEqual(mdat);
    expect(text.indexOf('tkhd')).toBe(String.fromCharCode(...sent).indexOf('tkhd'));
    expect(checkedMp4(result.bytes)).toMatchObject({ ok: true, seconds: 2.5 });
  });

  it("blanks any box the standard does not name, a vendor's own holding a place too (issue #58)", () => {
    const place = box('gps ', ascii('+51.5074-000.1278/'));
    const sent = concat(
      ftyp,
      box('moov', mvhd(1000, 2500), place, box('trak', box('tkhd', new Uint8Array(84)), place)),
      place,
      mdat,
    );
    const result = checkedMp4(sent);
    if (!result.ok) throw new Error(result.problem);
    const text = String.fromCharCode(...result.bytes);
    expect(text).not.toMatch(/gps |51\.5074/);
    expect(text.match(/free/g)).toHaveLength(3);
    expect(checkedMp4(result.bytes)).toMatchObject({ ok: true, seconds: 2.5 });
  });

  it('refuses media data that is text: an HTML page dressed in valid boxes (issue #58)', () => {
    const page = box('mdat', ascii('<!doctype html><script>alert(document.domain)</script>'));
    expect(checkedMp4(concat(ftyp, movie(), page))).toEqual({
      ok: false,
      problem: 'has no pictures or sound in it',
    });
  });

  it('refuses a video whose track does not read as whole boxes, as its metadata could not be blanked', () => {
    const damagedTrack = box('trak', box('tkhd', new Uint8Array(84)), gps, new Uint8Array(4));
    const file = concat(ftyp, box('moov', mvhd(1000, 2500), damagedTrack), mdat);
    expect(checkedMp4(file)).toEqual({ ok: false, problem: 'is cut short or damaged' });
  });

  it('reads hostile layouts in bounded time and memory: tracks nested 200,000 deep, and 200,000 empty boxes', () => {
    const deep = new Uint8Array(8 * 200_000);
    const view = new DataView(deep.buffer);
    for (let at = 0; at < deep.length; at += 8) {
      view.setUint32(at, deep.length - at);
      deep.set(ascii('trak'), at + 4);
    }
    expect(checkedMp4(concat(ftyp, box('moov', mvhd(1000, 2500), deep), mdat))).toMatchObject({
      ok: true,
    });
    const flood = new Uint8Array(8 * 200_000);
    for (let at = 0; at < flood.length; at += 8) flood.set([0, 0, 0, 8, ...ascii('free')], at);
    expect(checkedMp4(concat(ftyp, movie(), mdat, flood))).toEqual({
      ok: false,
      problem: 'is cut short or damaged',
    });
  });
});
