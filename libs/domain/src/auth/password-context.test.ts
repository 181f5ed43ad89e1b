import { passwordContextWords, SITE_PASSWORD_WORDS } from './password-context';

describe('passwordContextWords: what a strength check tries first', () => {
  it("holds the site's words alone and run together in pairs", () => {
    const words = passwordContextWords();
    expect(words).toEqual(
      expect.arrayContaining([
        ...SITE_PASSWORD_WORDS,
        'vouchreviews',
        'reviewsvouch',
        'vouchtrust',
      ]),
    );
  });

  it("holds the person's name and address whole, in parts, joined, and with the site's words", () => {
    const words = passwordContextWords({
      name: ' Jean-Luc Picard ',
      email: 'JL.Picard@Starfleet.example',
    });
    expect(words).toEqual(
      expect.arrayContaining([
        'jean-luc picard',
        'jeanlucpicard',
        'jl.picard@starfleet.example',
        'jean',
        'luc',
        'picard',
        'jl.picard',
        'starfleet.example',
        'starfleet',
        'picardvouch',
        'jeanpicard',
      ]),
    );
  });

  it('leaves out pieces too short to matter and repeats nothing', () => {
    const words = passwordContextWords({ name: 'Al B', email: 'al@b.io' });
    expect(words.every((word) => word.length >= 3)).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });
});
