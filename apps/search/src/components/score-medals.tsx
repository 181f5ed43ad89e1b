import styled from 'styled-components';
import { medalFor } from '@vouch/domain';
import { MedalBadge } from '@vouch/design-system';

const Medals = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Transparency and authenticity medals (spec §9 tiers); nothing for a score below Bronze. */
export function ScoreMedals({ transparency, authenticity }: { transparency: number; authenticity: number }) {
  const medals = [
    { measure: 'Transparency', score: transparency },
    { measure: 'Authenticity', score: authenticity },
  ].flatMap(({ measure, score }) => {
    const medal = medalFor(score);
    return medal ? [{ measure, tierKey: medal.tier, tier: medal.label, percent: Math.floor(score * 100) }] : [];
  });
  if (medals.length === 0) return null;
  return (
    <Medals>
      {medals.map((medal) => (
        <MedalBadge key={medal.measure} {...medal} />
      ))}
    </Medals>
  );
}
