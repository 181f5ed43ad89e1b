import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Review } from '@vouch/contracts';
import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';
import {
  REVIEW_REPORT_LIMITS,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  reviewReportErrors,
} from '@vouch/domain';
import { Button, ChoiceList, Modal, TextAreaField } from '@vouch/design-system';
import { useReportReviewMutation } from '../api/review-reports-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

type ReportErrors = ReturnType<typeof reviewReportErrors>;

/** "Report" under a review, and its dialog: a reason (words for "other"), sent once; a refusal keeps the choice. */
export function ReportReview({ review }: { review: Pick<Review, 'public_id'> }) {
  const [open, setOpen] = useState(false);
  const [report, setReport] = useState({ reason: '', details: '' });
  const [errors, setErrors] = useState<ReportErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading, isSuccess }] = useReportReviewMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = reviewReportErrors(report);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await send({ review_public_id: review.public_id, ...report }).unwrap();
    } catch (error) {
      setErrors(fieldErrorsOf(error) as ReportErrors);
      setFailure(errorMessageOf(error));
    }
  }

  return (
    <>
      <Button type="button" $variant="link" disabled={isSuccess} onClick={() => setOpen(true)}>
        {isSuccess ? 'Reported' : 'Report'}
      </Button>
      {open && (
        <Modal title="Report this review" onDismiss={() => setOpen(false)}>
          {isSuccess ? (
            <>
              <p role="status">
                Thank you: your report is with our arbitrators, who will decide whether the review
                stays.
              </p>
              {/* Focus lands here once the form it was in is gone, right after the thanks is read out. */}
              <Button type="button" autoFocus onClick={() => setOpen(false)}>
                Done
              </Button>
            </>
          ) : (
            <Form onSubmit={submit} aria-label="Report this review" noValidate>
              <ChoiceList aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
                <legend>What is wrong with it?</legend>
                {REVIEW_REPORT_REASONS.map((reason) => (
                  <label key={reason}>
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      checked={report.reason === reason}
                      onChange={() => setReport({ ...report, reason })}
                    />
                    {REVIEW_REPORT_REASON_LABELS[reason]}
                  </label>
                ))}
                {errors.reason && (
                  <Problem id="report-reason-error" role="alert">
                    {errors.reason}
                  </Problem>
                )}
              </ChoiceList>
              <TextAreaField
                label={report.reason === 'other' ? 'Tell us more' : 'Tell us more (optional)'}
                rows={3}
                maxLength={REVIEW_REPORT_LIMITS.detailsMax}
                value={report.details}
                error={errors.details}
                onChange={(event) => setReport({ ...report, details: event.target.value })}
              />
              {failure && <Problem role="alert">{failure}</Problem>}
              <div>
                <Button type="submit" disabled={isLoading}>
                  {isLoading ? 'Sending…' : 'Send the report'}
                </Button>
              </div>
            </Form>
          )}
        </Modal>
      )}
    </>
  );
}
