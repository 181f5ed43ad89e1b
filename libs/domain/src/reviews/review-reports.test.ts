import {
  isReviewReportReason,
  removalAppealError,
  removedReviewLine,
  reviewReportErrors,
} from './review-reports';

describe('reporting a review (issue #29: fake, offensive, private information, not about this product or shop, other with words)', () => {
  it.each([
    ['fake', 'product', 'Removed: fake'],
    ['offensive', 'shop', 'Removed: offensive'],
    ['private_information', 'product', 'Removed: private information'],
    ['off_topic', 'product', 'Removed: not about this product'],
    ['off_topic', 'shop', 'Removed: not about this shop'],
    ['other', 'product', 'Removed: against our content policy'],
  ] as const)(
    'says why a review removed as %s (a review of a %s) is gone: "%s"',
    (reason, about, line) => {
      expect(removedReviewLine(reason, about)).toBe(line);
    },
  );

  it('takes the five reasons of the issue and no other word', () => {
    expect(
      ['fake', 'offensive', 'private_information', 'off_topic', 'other'].filter(
        isReviewReportReason,
      ),
    ).toHaveLength(5);
    expect(['boring', '', '__proto__', 'FAKE'].some(isReviewReportReason)).toBe(false);
  });

  it.each([
    [{ reason: 'fake', details: '' }, {}],
    [{ reason: 'other', details: 'Copied from another site word for word.' }, {}],
    [
      { reason: 'other', details: '  too short ' },
      { details: 'Say what is wrong with it (at least 10 characters)' },
    ],
    [{ reason: 'spam', details: '' }, { reason: 'Choose why you are reporting this review' }],
    [{ reason: 'offensive', details: 'x'.repeat(1001) }, { details: 'Keep it to 1000 characters' }],
  ])('checks a report %j', (report, errors) => {
    expect(reviewReportErrors(report)).toEqual(errors);
  });

  it('asks an appeal for its reasons, in 20 to 2000 characters', () => {
    expect(removalAppealError('I did buy it: here is what happened.')).toBeNull();
    expect(removalAppealError('   unfair   ')).toBe(
      'Say why the review should be back (at least 20 characters)',
    );
    expect(removalAppealError('y'.repeat(2001))).toBe('Keep it to 2000 characters');
  });
});
