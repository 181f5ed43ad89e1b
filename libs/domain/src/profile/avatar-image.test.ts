import { avatarImage } from './avatar-image';

const hash = 'a'.repeat(64);

describe('avatarImage (spec §3 "Avatar inputs: avatar_image_url, reviewer_initial, gravatar_hash"; "Images use 1x and 2x sources")', () => {
  it('shows the uploaded picture first, whatever the Gravatar choice', () => {
    const uploaded = {
      normal: '/media/files/avatars/a-normal.webp',
      retina: '/media/files/avatars/a-retina.webp',
    };
    expect(avatarImage(uploaded, hash, 36)).toBe(uploaded);
  });

  it("otherwise shows the reviewer's Gravatar at the size asked and twice it, with a 404 when they have none", () => {
    expect(avatarImage(null, hash, 36)).toEqual({
      normal: `https://gravatar.com/avatar/${hash}?s=36&d=404`,
      retina: `https://gravatar.com/avatar/${hash}?s=72&d=404`,
    });
  });

  it('shows no picture (the initial) without a Gravatar choice, or for a hash that is not a SHA-256 in hex', () => {
    expect(avatarImage(null, null, 36)).toBeNull();
    expect(avatarImage(null, 'abc/../x', 36)).toBeNull();
    expect(avatarImage(null, 'A'.repeat(64), 36)).toBeNull();
  });
});
