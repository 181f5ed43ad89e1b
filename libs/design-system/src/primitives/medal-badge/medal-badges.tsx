import { PlainList } from '../list/plain-list';
import { MedalBadge, type MedalBadgeProps } from './medal-badge';

/** A row of medals; nothing when none was earned. */
export function MedalBadges({ medals }: { medals: readonly MedalBadgeProps[] }) {
  if (medals.length === 0) return null;
  return (
    <PlainList $inline aria-label="Medals">
      {medals.map((medal) => (
        <li key={medal.measure}>
          <MedalBadge {...medal} />
        </li>
      ))}
    </PlainList>
  );
}
