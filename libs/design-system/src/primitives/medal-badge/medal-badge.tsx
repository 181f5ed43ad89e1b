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
  white-space: nowrap;
`;

export interface MedalBadgeProps {
  /** The tier's name ("Gold"). */
  tier: string;
  /** What the medal measures ("Transparency"). */
  measure: string;
  /** The score as a whole percentage. */
  percent: number;
}

/** A transparency or authenticity medal; the title explains it on hover and to screen readers. */
export function MedalBadge({ tier, measure, percent }: MedalBadgeProps) {
  const text = `${tier} ${measure.toLowerCase()} medal: ${percent}%`;
  return (
    <Badge title={text} aria-label={text}>
      <span aria-hidden="true">🏅</span>
      {tier} {measure}
    </Badge>
  );
}
