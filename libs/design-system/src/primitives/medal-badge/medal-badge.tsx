import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandStrong};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  /* Narrow cards (two a row on a 320 px phone) wrap the words rather than overflow the card. */
  max-width: 100%;
`;

const Dot = styled.span<{ $tier: MedalTierKey }>`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme, $tier }) => theme.colors.medal[$tier]};
`;

export type MedalTierKey = 'diamond' | 'platinum' | 'gold' | 'silver' | 'bronze';

export interface MedalBadgeProps {
  /** The tier's key, for its colour. */
  tierKey: MedalTierKey;
  /** The tier's name ("Gold"). */
  tier: string;
  /** What the medal measures ("Transparency"). */
  measure: string;
  /** The score as a whole percentage. */
  percent: number;
  /** Inside a tooltip, which explains it better than the browser's title would. */
  inTooltip?: boolean;
}

/** A transparency or authenticity medal; the title explains it on hover and to screen readers. */
export function MedalBadge({
  tierKey,
  tier,
  measure,
  percent,
  inTooltip = false,
}: MedalBadgeProps) {
  const text = `${tier} ${measure.toLowerCase()} medal: ${percent}%`;
  return (
    <Badge title={inTooltip ? undefined : text} aria-label={text}>
      <Dot $tier={tierKey} aria-hidden="true" />
      {tier} {measure}
    </Badge>
  );
}
