import styled from 'styled-components';
import type { RemovedReviewCounts } from '@vouch/contracts';

const Note = styled.section`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h2 {
    font-size: inherit;
    margin: 0;
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * Under a product's reviews, where the removed ones stood: each reason's public line ("Removed: not
 * about this product") and how many our arbitrators removed for it after a report. Nothing when none were.
 */
export function RemovedReviewsNote({ counts }: { counts: RemovedReviewCounts }) {
  if (counts.length === 0) return null;
  const total = counts.reduce((sum, count) => sum + count.count, 0);
  return (
    <Note aria-labelledby="removed-reviews-note">
      <h2 id="removed-reviews-note">
        {total === 1
          ? '1 review was removed after a report, and is'
          : `${total} reviews were removed after a report, and are`}{' '}
        not counted above
      </h2>
      <ul>
        {counts.map((count) => (
          <li key={count.line}>
            {count.line} ({count.count})
          </li>
        ))}
      </ul>
    </Note>
  );
}
