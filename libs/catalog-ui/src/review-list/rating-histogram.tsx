import { formatCount } from '@vouch/domain';
import styled from 'styled-components';
import type { WidgetData } from '@vouch/contracts';
import { PlainList } from '@vouch/design-system';

// A link acting as a toggle button: without script it opens the filtered view's address; with
// script it filters in place.
const Row = styled.a<{ $active: boolean }>`
  display: grid;
  grid-template-columns: 4ch 1fr 6ch;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.brand : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Bar = styled.span<{ $percent: number }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.star} ${({ $percent }) => $percent}%,
    ${({ theme }) => theme.colors.border} 0
  );
`;

export interface RatingHistogramProps {
  histogram: WidgetData['rating_histogram_data'];
  activeRating: number | null;
  /** Filters the reviews to one star count; the active one again clears the filter. */
  onChoose(rating: number | null): void;
  /** The address of the list filtered so (or not at all): each row's link without script. */
  hrefFor(rating: number | null): string;
}

/** Published reviews per star, five first; each row filters the list to its stars. */
export function RatingHistogram({
  histogram,
  activeRating,
  onChoose,
  hrefFor,
}: RatingHistogramProps) {
  const total = Object.values(histogram).reduce((sum, count) => sum + count, 0);
  return (
    <PlainList aria-label="Reviews by rating">
      {([5, 4, 3, 2, 1] as const).map((stars) => {
        const count = histogram[String(stars) as keyof typeof histogram];
        const active = activeRating === stars;
        const next = active ? null : stars;
        return (
          <li key={stars}>
            <Row
              href={hrefFor(next)}
              role="button"
              $active={active}
              aria-pressed={active}
              onClick={(event) => {
                // A modified click opens the address elsewhere, as any link's does.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onChoose(next);
              }}
              onKeyDown={(event) => {
                // A button answers Space as well as Enter.
                if (event.key !== ' ') return;
                event.preventDefault();
                onChoose(next);
              }}
            >
              {/* The name read out is the visible text with its words: "5 stars: 12 reviews". */}
              <span>
                {stars}
                <span className="visually-hidden"> stars:</span>
                <span aria-hidden="true"> ★</span>
              </span>
              <Bar aria-hidden="true" $percent={total > 0 ? (count / total) * 100 : 0} />
              <span>
                {formatCount(count)}
                <span className="visually-hidden"> reviews</span>
              </span>
            </Row>
          </li>
        );
      })}
    </PlainList>
  );
}
