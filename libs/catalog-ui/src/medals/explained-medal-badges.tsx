import { medalExplanation, TOOLTIP_DISPOSE_MS, type ScoreMedal } from '@vouch/domain';
import { MedalBadge, PlainList, Tooltip } from '@vouch/design-system';

/** A page's own medals (a shop's, a product's), each with a tooltip saying what it measures; nothing when none was earned. */
export function ExplainedMedalBadges({ medals }: { medals: readonly ScoreMedal[] }) {
  if (medals.length === 0) return null;
  return (
    <PlainList $inline aria-label="Medals">
      {medals.map((medal) => (
        <li key={medal.measure}>
          <Tooltip text={medalExplanation(medal)} disposeAfterMs={TOOLTIP_DISPOSE_MS}>
            <MedalBadge {...medal} inTooltip />
          </Tooltip>
        </li>
      ))}
    </PlainList>
  );
}
