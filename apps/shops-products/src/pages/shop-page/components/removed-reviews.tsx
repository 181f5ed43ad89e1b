import type { RemovedReviewCounts } from '@vouch/contracts';
import { FigureCard, FigureList } from './figure-list';

/** Beside the dispute record: the shop's reviews our arbitrators removed after a report, counted by the line that says why. */
export function RemovedReviews({
  counts,
  shopName,
}: {
  counts: RemovedReviewCounts;
  shopName: string;
}) {
  return (
    <FigureCard aria-labelledby="removed-reviews-heading">
      <h2 id="removed-reviews-heading">Removed reviews</h2>
      {counts.length === 0 ? (
        <p>No review of {shopName} has been removed after a report.</p>
      ) : (
        <FigureList>
          {counts.map((count) => (
            <div key={count.line}>
              <dt>{count.line}</dt>
              <dd>{count.count}</dd>
            </div>
          ))}
        </FigureList>
      )}
    </FigureCard>
  );
}
