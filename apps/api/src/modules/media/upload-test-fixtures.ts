import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { TestApp, TestBrowser } from '../../testing/test-app';

/** Reads and files the upload tests share; `testApp` is called at each read (the app starts in beforeAll). */
export function uploadRows(testApp: () => TestApp) {
  return {
    /** Every stored file, by its key, and every upload row and avatar: what a refused upload must leave as it was. */
    async storedState() {
      const files = (await readdir(testApp().mediaDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name);
      const { rows } = await sql<{ uploads: number; evidence: number; avatars: string }>`
    select (select count(*)::int from media_uploads) as uploads, (select count(*)::int from dispute_files) as evidence,
           (select string_agg(coalesce(avatar_url, ''), ',' order by id) from users) as avatars`.execute(
        testApp().database.db,
      );
      return { files: files.sort(), ...rows[0]! };
    },
  };
}

const GPS_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,30.43N" exif:GPSLongitude="0,7.65W"/></rdf:RDF></x:xmpmeta>';

/** A photo as a phone takes it: EXIF with the camera and the GPS position, and the position again in XMP (all sharp writes into a TIFF). */
export const photoWithGps = (format: 'jpeg' | 'png' | 'tiff') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2622/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3942/100',
      },
    })
    .withXmp(GPS_XMP)
    .toFormat(format)
    .toBuffer();

export const uploadEvidence = (browser: TestBrowser, filename: string, bytes: Buffer) =>
  browser.upload('/reviews/reviewer/dispute_files', {
    field: 'file',
    filename,
    contentType: 'application/octet-stream',
    bytes,
  });
