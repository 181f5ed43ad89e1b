import { externalVideo } from './review-options';

describe('externalVideo (spec §9 "Video id length threshold 16")', () => {
  it('puts ids longer than 16 characters at one provider and the rest at the other', () => {
    expect(externalVideo('a'.repeat(17))).toEqual({
      provider: 'Vidyard',
      embedUrl: `https://play.vidyard.com/${'a'.repeat(17)}.html`,
    });
    expect(externalVideo('a'.repeat(16)).provider).toBe('YouTube');
    expect(externalVideo('dQw4w9WgXcQ')).toEqual({
      provider: 'YouTube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
  });
});
