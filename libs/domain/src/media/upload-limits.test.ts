import { isPictureFormat, megabytes, videoContainerOf } from './upload-limits';

describe('upload rules', () => {
  it('knows a video by its bytes, whatever it is called', () => {
    const mp4 = Uint8Array.from([0, 0, 0, 0x20, ...'ftypisom'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)));
    expect(videoContainerOf(mp4)).toBe('mp4');
    expect(videoContainerOf(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2]))).toBe('webm');
    expect(videoContainerOf(Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]))).toBeNull();
  });

  it('takes JPEG, PNG, WebP and HEIC pictures only, and names limits in megabytes', () => {
    expect(['jpeg', 'png', 'webp', 'heif'].every(isPictureFormat)).toBe(true);
    expect(isPictureFormat('svg')).toBe(false);
    expect(isPictureFormat(undefined)).toBe(false);
    expect(megabytes(15 * 1024 * 1024)).toBe('15 MB');
  });
});
