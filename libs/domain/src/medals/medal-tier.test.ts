import { medalExplanation, medalFor, scoreMedals, scorePercent } from './medal-tier';

describe('medalFor (spec §9 "Diamond 100, Platinum 99, Gold 95, Silver 90, Bronze 80")', () => {
  it.each([
    [1, 'Diamond'],
    [0.999, 'Platinum'],
    [0.99, 'Platinum'],
    [0.95, 'Gold'],
    [0.9499, 'Silver'],
    [0.9, 'Silver'],
    [0.8, 'Bronze'],
  ])('%s earns %s', (score, label) => {
    expect(medalFor(score)?.label).toBe(label);
  });

  it('gives no medal below 80 percent or for a missing score', () => {
    expect(medalFor(0.7999)).toBeNull();
    expect(medalFor(0)).toBeNull();
    expect(medalFor(Number.NaN)).toBeNull();
  });
});

describe('scoreMedals', () => {
  it('lists the medals earned, transparency first, with whole percentages', () => {
    expect(scoreMedals({ transparency: 0.955, authenticity: 0.5 })).toEqual([
      { measure: 'Transparency', tierKey: 'gold', tier: 'Gold', percent: 95 },
    ]);
    expect(scoreMedals({ transparency: 1, authenticity: 0.8 }).map((medal) => medal.tier)).toEqual([
      'Diamond',
      'Bronze',
    ]);
  });
});

describe('scorePercent', () => {
  it('floors to a whole percentage without floating-point slips', () => {
    expect(scorePercent(0.999)).toBe(99);
    expect(scorePercent(0.29)).toBe(29);
    expect(scorePercent(1)).toBe(100);
    expect(scorePercent(0)).toBe(0);
  });
});

describe('medal explanations (the medals page: transparency is the published share of verified reviews, authenticity the verified share of published ones)', () => {
  it('says what each medal measures, with its score', () => {
    expect(medalExplanation({ measure: 'Transparency', tier: 'Gold', percent: 96 })).toBe(
      'Gold transparency medal: 96% of the reviews from verified buyers are published.',
    );
    expect(medalExplanation({ measure: 'Authenticity', tier: 'Bronze', percent: 81 })).toBe(
      'Bronze authenticity medal: 81% of the published reviews come from verified buyers.',
    );
  });
});
