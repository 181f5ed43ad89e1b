import { Link } from 'react-router';
import styled from 'styled-components';
import type { ShopDisputeRecord } from '@vouch/contracts';
import { useMe } from '@vouch/api-client';
import { disputeStandingLabel, pagePath, profileTabQuery, SHOP_ANSWER_DAYS } from '@vouch/domain';
import { FigureCard, FigureList } from './figure-list';

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The shop's public dispute record: how many were opened in 12 months, how they ended, how fast, how often it answered in time. */
export function DisputeRecord({
  record,
  shopSlug,
  shopName,
  ownShop,
}: {
  record: ShopDisputeRecord;
  shopSlug: string;
  shopName: string;
  ownShop: boolean;
}) {
  const { data: me } = useMe();
  const figures = [
    ['Opened', record.opened],
    [disputeStandingLabel('decided', 'reviewer', 'for_reviewer'), record.for_reviewer],
    [disputeStandingLabel('decided', 'reviewer', 'for_shop'), record.for_shop],
    [disputeStandingLabel('decided', 'reviewer', 'partial'), record.partial],
    ['Median days to a decision', record.median_days_to_decision ?? '—'],
    [
      `Answered within ${SHOP_ANSWER_DAYS} days`,
      record.answered_in_time_percent === null ? '—' : `${record.answered_in_time_percent}%`,
    ],
  ] as const;
  return (
    <FigureCard aria-labelledby="dispute-record-heading">
      <h2 id="dispute-record-heading">Disputes in the last {record.months} months</h2>
      {record.opened === 0 ? (
        <p>
          Nobody opened a dispute with {shopName} in the last {record.months} months.
        </p>
      ) : (
        <FigureList>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </FigureList>
      )}
      <Note>
        Counted from every dispute on Vouch, with no personal details. Our arbitrators decide the
        ones a shop and its customer cannot settle.
      </Note>
      {ownShop && me?.reviewer ? (
        <p>
          You answer for {shopName}: its disputes are in{' '}
          <Link
            to={pagePath(
              'privateProfile',
              { slug: me.reviewer.slug },
              { query: `tab=${profileTabQuery('disputes')}` },
            )}
          >
            your profile
          </Link>
          .
        </p>
      ) : (
        <p>
          Something wrong with an order?{' '}
          <Link to={pagePath('shopDisputeNew', { shopSlug })}>Open a dispute</Link>
        </p>
      )}
    </FigureCard>
  );
}
