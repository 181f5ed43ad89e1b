import { externalVideoProvider } from './review-options';

describe('externalVideoProvider (spec §9 "Video id length threshold 16")', () => {
  it('puts ids longer than 16 characters at one provider and the rest at the other', () => {
    expect(externalVideoProvider('a'.repeat(17))).toBe('long-id-provider');
    expect(externalVideoProvider('a'.repeat(16))).toBe('short-id-provider');
    expect(externalVideoProvider('dQw4w9WgXcQ')).toBe('short-id-provider');
  });
});
