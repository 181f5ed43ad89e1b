import { useState } from 'react';
import styled from 'styled-components';
import type { ReportedReview } from '@vouch/contracts';
import { errorMessageOf, useDateFormat } from '@vouch/api-client';
import { REVIEW_REPORT_REASON_LABELS, removedReviewLine } from '@vouch/domain';
import { Button, Spinner, cardSurface } from '@vouch/design-system';
import { Muted, Refusal } from '../../../components/disputes-layout';
import {
  useDecideRemovalAppealMutation,
  useDecideReviewReportMutation,
  useGetReviewReportQueueQuery,
} from '../api/review-reports-api';

const Item = styled.li`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  p,
  blockquote {
    margin: 0;
  }
  blockquote {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colors.border};
  }
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The review as it reads now, what it is about, and the words its author's edits replaced (a report may be about those). */
function QuotedReview({ review }: { review: ReportedReview }) {
  const { date } = useDateFormat();
  return (
    <>
      <p>
        {review.rating} of 5 stars by {review.author_name}, about{' '}
        {review.product_title ?? review.shop_name}
        {review.product_title && ` at ${review.shop_name}`}
      </p>
      <blockquote>
        <strong>{review.title}</strong> {review.body}
      </blockquote>
      {review.earlier_versions.length > 0 && (
        <details>
          <summary>
            Earlier versions ({review.earlier_versions.length}): its author edited it
          </summary>
          {review.earlier_versions.map((version) => (
            <blockquote key={version.written_at}>
              <Muted as="span">
                {version.rating} of 5 stars, written {date(version.written_at)}:
              </Muted>{' '}
              <strong>{version.title}</strong> {version.body}
            </blockquote>
          ))}
        </details>
      )}
    </>
  );
}

/** The desk's reports tab: open reports to uphold (the review is removed) or dismiss, and appeals against removals, oldest first. */
export function ReportsQueue() {
  const { date: formatDay } = useDateFormat();
  const { data, isError } = useGetReviewReportQueueQuery();
  const [decideReport, reportState] = useDecideReviewReportMutation();
  const [decideAppeal, appealState] = useDecideRemovalAppealMutation();
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const busy = reportState.isLoading || appealState.isLoading;
  const run = (decision: Promise<unknown>, done: string) =>
    decision
      .then(() => setOutcome({ text: done, failed: false }))
      .catch((error: unknown) =>
        setOutcome({ text: `That did not work: ${errorMessageOf(error)}`, failed: true }),
      );

  if (!data)
    return isError ? (
      <Refusal role="alert">The reports could not be loaded. Please try again in a moment.</Refusal>
    ) : (
      <Spinner />
    );
  return (
    <>
      <p role="status">{outcome && !outcome.failed ? outcome.text : ''}</p>
      {outcome?.failed && <Refusal role="alert">{outcome.text}</Refusal>}
      <section aria-labelledby="reports-heading">
        <h3 id="reports-heading">Reports ({data.reports_total})</h3>
        {data.reports_total > data.reports.length && (
          <Muted>
            The {data.reports.length} waiting longest are shown: decide them to see the rest.
          </Muted>
        )}
        {data.reports.length === 0 ? (
          <Muted>No report waits for a decision.</Muted>
        ) : (
          <Items>
            {data.reports.map((report) => (
              <Item
                key={report.public_id}
                aria-label={`Report by ${report.reporter_name}: ${REVIEW_REPORT_REASON_LABELS[report.reason]}`}
              >
                <p>
                  <strong>{REVIEW_REPORT_REASON_LABELS[report.reason]}</strong> · reported by{' '}
                  {report.reporter_name} on {formatDay(report.created_at)}
                </p>
                {report.details && <p>“{report.details}”</p>}
                <QuotedReview review={report.review} />
                <Muted>
                  Upheld, the review is removed everywhere public, and reads “
                  {removedReviewLine(
                    report.reason,
                    report.review.product_title ? 'product' : 'shop',
                  )}
                  ”.
                </Muted>
                <Moves>
                  <Button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        decideReport({ publicId: report.public_id, decision: 'uphold' }).unwrap(),
                        'The report is upheld: the review is removed.',
                      )
                    }
                  >
                    Uphold and remove the review
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        decideReport({ publicId: report.public_id, decision: 'dismiss' }).unwrap(),
                        'The report is dismissed: the review stays.',
                      )
                    }
                  >
                    Dismiss the report
                  </Button>
                </Moves>
              </Item>
            ))}
          </Items>
        )}
      </section>
      <section aria-labelledby="appeals-heading">
        <h3 id="appeals-heading">Appeals against removals ({data.appeals_total})</h3>
        {data.appeals_total > data.appeals.length && (
          <Muted>
            The {data.appeals.length} waiting longest are shown: decide them to see the rest.
          </Muted>
        )}
        {data.appeals.length === 0 ? (
          <Muted>No appeal waits for a decision.</Muted>
        ) : (
          <Items>
            {data.appeals.map((appeal) => (
              <Item key={appeal.public_id} aria-label={`Appeal by ${appeal.review.author_name}`}>
                <p>
                  Appealed on {formatDay(appeal.created_at)}: “{appeal.body}”
                </p>
                <QuotedReview review={appeal.review} />
                <Moves>
                  <Button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        decideAppeal({
                          publicId: appeal.public_id,
                          decision: 'reinstate',
                        }).unwrap(),
                        'The review is back.',
                      )
                    }
                  >
                    Put the review back
                  </Button>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        decideAppeal({ publicId: appeal.public_id, decision: 'keep' }).unwrap(),
                        'The removal stands.',
                      )
                    }
                  >
                    Keep it removed
                  </Button>
                </Moves>
              </Item>
            ))}
          </Items>
        )}
      </section>
    </>
  );
}
