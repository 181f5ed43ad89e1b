import { isPictureFormat, megabytes, picturePixelsError, videoContainerOf } from './upload-limits';

describe('upload rules', () => {
  it('knows a video by its bytes, whatever it is called', () => {
    const mp4 = Uint8Array.from(
      [0, 0, 0, 0x20, ...'ftypisom'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    expect(videoContainerOf(mp4)).toBe('mp4');
    expect(videoContainerOf(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]))).toBe('webm');
    expect(
      videoContainerOf(Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])),
    ).toBeNull();
  });

  it('takes JPEG, PNG, WebP and HEIC pictures only, and names limits in megabytes', () => {
    expect(['jpeg', 'png', 'webp', 'heif'].every(isPictureFormat)).toBe(true);
    expect(isPictureFormat('svg')).toBe(false);
    expect(isPictureFormat(undefined)).toBe(false);
    expect(megabytes(15 * 1024 * 1024)).toBe('15 MB');
  });

  it('refuses pictures past 50 megapixels by their declared size (issue #28, item 6: "a 16000x16000 PNG of 31 KB must be refused fast")', () => {
    expect(picturePixelsError({ width: 16000, height: 16000 })).toBe(
      'This picture is 16000 × 16000 pixels; pictures up to 50 megapixels are accepted.',
    );
    expect(picturePixelsError({ width: 8000, height: 6250 })).toBeNull();
    expect(picturePixelsError({ width: 8000, height: 6251 })).not.toBeNull();
    expect(picturePixelsError({ width: 4000, height: 3000, pages: 5 })).toBe(
      'This picture is 5 pages of 4000 × 3000 pixels; pictures up to 50 megapixels are accepted.',
    );
  });
});
