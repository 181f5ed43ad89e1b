/** Spec §9: "Medal tiers by percentage: Diamond 100, Platinum 99, Gold 95, Silver 90, Bronze 80". */
export const MEDAL_TIERS = [
  { tier: 'diamond', label: 'Diamond', minPercent: 100 },
  { tier: 'platinum', label: 'Platinum', minPercent: 99 },
  { tier: 'gold', label: 'Gold', minPercent: 95 },
  { tier: 'silver', label: 'Silver', minPercent: 90 },
  { tier: 'bronze', label: 'Bronze', minPercent: 80 },
] as const;
export type MedalTier = (typeof MEDAL_TIERS)[number]['tier'];

/**
 * A score (a share from 0 to 1) as a whole percentage, floored: 0.999 is 99, never a rounded-up
 * 100. Rounded to hundredths first so 0.29 (stored as 0.28999…) is 29.
 */
export function scorePercent(score: number): number {
  return Math.floor(Math.round(score * 10_000) / 100);
}

/**
 * The medal a score earns, or null below Bronze. Scores are shares from 0 to 1 (spec §3 product
 * metrics); the percentage is floored so 0.999 is Platinum, never a rounded-up Diamond.
 */
export function medalFor(score: number): (typeof MEDAL_TIERS)[number] | null {
  if (!Number.isFinite(score)) return null;
  const percent = scorePercent(score);
  return MEDAL_TIERS.find((medal) => percent >= medal.minPercent) ?? null;
}

export interface ScoreMedal {
  measure: 'Transparency' | 'Authenticity';
  tierKey: MedalTier;
  tier: string;
  percent: number;
}

/** The medals a product's or shop's scores earn, transparency first; none below Bronze. */
export function scoreMedals(scores: { transparency: number; authenticity: number }): ScoreMedal[] {
  const entries = [
    ['Transparency', scores.transparency],
    ['Authenticity', scores.authenticity],
  ] as const;
  return entries.flatMap(([measure, score]) => {
    const medal = medalFor(score);
    return medal
      ? [{ measure, tierKey: medal.tier, tier: medal.label, percent: scorePercent(score) }]
      : [];
  });
}

/** Spec §9: "Tooltip dispose timeout 5000 ms": an opened tooltip closes by itself after it. */
export const TOOLTIP_DISPOSE_MS = 5000;

/** What a medal says, in words (the medals page's definitions): shown in its tooltip. */
export function medalExplanation(medal: Pick<ScoreMedal, 'measure' | 'tier' | 'percent'>): string {
  const meaning =
    medal.measure === 'Transparency'
      ? `${medal.percent}% of the reviews from verified buyers are published`
      : `${medal.percent}% of the published reviews come from verified buyers`;
  return `${medal.tier} ${medal.measure.toLowerCase()} medal: ${meaning}.`;
}
