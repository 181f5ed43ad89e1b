import {
  counterOfferError,
  DISPUTE_LIMITS,
  disputeDraftErrors,
  disputeMessageError,
  disputeRequestText,
} from './dispute-form';
import { disputeFileKindOf } from './dispute-file-kind';
import { answeredInTimePercent, arbitratorListParams, statusesOfFilter } from './dispute-lists';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

const draft = {
  dispute_type: 'damaged_item',
  description: 'The lamp arrived with its shade crushed and the base cracked.',
  desired_outcome_type: 'replacement',
  desired_outcome_description: '',
  source_id: 'or-1',
  file_ids: [],
};

describe('opening a dispute (spec §3 "Dispute payload": dispute_type, description, desired_outcome_type, desired_outcome_description, source_id, files)', () => {
  it('takes a complete dispute', () => {
    expect(disputeDraftErrors(draft)).toEqual({});
  });

  it('names every missing or wrong field', () => {
    expect(
      disputeDraftErrors({
        ...draft,
        dispute_type: 'bored',
        description: 'bad',
        desired_outcome_type: '',
        source_id: '',
        file_ids: ['1', '2', '3', '4', '5', '6'],
      }),
    ).toEqual({
      source_id: 'Choose the order this is about',
      dispute_type: 'Choose what went wrong',
      description: `Describe what happened in at least ${DISPUTE_LIMITS.descriptionMin} characters`,
      desired_outcome_type: 'Choose what you would like',
      file_ids: 'Attach at most 5 files',
    });
  });

  it('asks what "something else" means', () => {
    expect(disputeDraftErrors({ ...draft, desired_outcome_type: 'other' })).toEqual({
      desired_outcome_description: 'Say what you would like the shop to do',
    });
  });

  it('takes a message with words or a file, within the limits', () => {
    expect(disputeMessageError({ body: '  ', file_ids: [] })).toBe(
      'Write a message or attach a file',
    );
    expect(disputeMessageError({ body: '', file_ids: ['f1'] })).toBeNull();
    expect(
      disputeMessageError({ body: 'x'.repeat(DISPUTE_LIMITS.messageMax + 1), file_ids: [] }),
    ).toBe('Keep the message under 5000 characters');
  });
});

describe('dispute files (spec §4: "document-type icons for doc, jpeg, pdf, png, tiff")', () => {
  it('knows each kind by its first bytes', () => {
    expect(disputeFileKindOf(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(disputeFileKindOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(disputeFileKindOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(disputeFileKindOf(bytes('II', 0x2a, 0))).toBe('tiff');
    expect(disputeFileKindOf(bytes('MM', 0, 0x2a))).toBe('tiff');
    expect(disputeFileKindOf(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('doc');
    expect(
      disputeFileKindOf(bytes('PK', 3, 4, '....[Content_Types].xml....word/document.xml')),
    ).toBe('doc');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(disputeFileKindOf(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(disputeFileKindOf(bytes('PK', 3, 4, 'payload.exe'))).toBeNull();
    expect(disputeFileKindOf(bytes('MZ', 0x90, 0))).toBeNull();
    expect(disputeFileKindOf(new Uint8Array())).toBeNull();
  });
});

describe('dispute lists', () => {
  it('reads "waiting" as every status before a decision', () => {
    expect(statusesOfFilter('waiting')).toEqual([
      'open',
      'awaiting_shop',
      'offer_made',
      'awaiting_reviewer',
      'in_review',
    ]);
    expect(statusesOfFilter('decided')).toEqual(['decided']);
    expect(statusesOfFilter('all')).toHaveLength(8);
  });

  it('reads the arbitrator list from an address, defaulting whatever it does not know', () => {
    expect(
      arbitratorListParams(
        new URLSearchParams('status=decided&age=over_30_days&page=3&view=mine&q=%20harbor%20'),
      ),
    ).toEqual({
      status: 'decided',
      age: 'over_30_days',
      view: 'mine',
      q: 'harbor',
      page: 3,
    });
    expect(
      arbitratorListParams(new URLSearchParams('status=nope&age=ancient&page=-2&view=theirs')),
    ).toEqual({
      status: 'waiting',
      age: 'any',
      view: 'all',
      q: '',
      page: 1,
    });
    expect(arbitratorListParams(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });

  it('rounds the share answered in time, and has none when nothing was asked', () => {
    expect(answeredInTimePercent(2, 3)).toBe(67);
    expect(answeredInTimePercent(0, 0)).toBeNull();
  });
});

describe('counter-offer', () => {
  it('needs words, within the length of a desired outcome', () => {
    expect(counterOfferError('  ')).toBe('Say what you offer instead');
    expect(counterOfferError('A 30% refund within 7 days')).toBeNull();
    expect(counterOfferError('x'.repeat(2001))).toBe('Keep the offer under 2000 characters');
  });
});

describe('what the reviewer asks for (spec §3 "desired_outcome_type, desired_outcome_description")', () => {
  it('says the outcome chosen, then their own words when they gave any', () => {
    expect(disputeRequestText('replacement', '   ')).toBe('A replacement');
    expect(disputeRequestText('partial_refund', ' Half back, please. ')).toBe(
      'A partial refund: Half back, please.',
    );
  });
});
