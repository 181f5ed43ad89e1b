import styled from 'styled-components';
import { MedalBadge, type MedalBadgeProps } from './medal-badge';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  margin: 0;
  list-style: none;
`;

/** A row of medals; nothing when none was earned. */
export function MedalBadges({ medals }: { medals: readonly MedalBadgeProps[] }) {
  if (medals.length === 0) return null;
  return (
    <List aria-label="Medals">
      {medals.map((medal) => (
        <li key={medal.measure}>
          <MedalBadge {...medal} />
        </li>
      ))}
    </List>
  );
}
