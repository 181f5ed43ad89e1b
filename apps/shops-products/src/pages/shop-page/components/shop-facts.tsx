import styled from 'styled-components';
import type { ShopData } from '@vouch/contracts';
import { COUNTRY_NAMES, formatCount, scorePercent } from '@vouch/domain';
import { PlainList, media } from '@vouch/design-system';
import { FigureList } from './figure-list';

const Facts = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0;
  ${media.tabletUp} {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  address {
    font-style: normal;
  }
`;

const BillingNote = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const percent = (share: number) => `${scorePercent(share)}%`;

function responseTimeText(responseTime: ShopData['contact_info']['response_time']): string {
  if (!responseTime) return 'Response time not known yet';
  const unit = responseTime.value === 1 ? responseTime.unit.replace(/s$/, '') : responseTime.unit;
  return `Usually replies within ${responseTime.value} ${unit}`;
}

/** Spec §3 contact info (response time, confirmed contact, confirmed addresses) and the shop's metrics. */
export function ShopFacts({ shop }: { shop: ShopData }) {
  const { contact_info: contact, shop_metrics: metrics } = shop;
  return (
    <Facts>
      <div>
        <h2>Contact</h2>
        <PlainList $gap="sm">
          <li>{responseTimeText(contact.response_time)}</li>
          <li>
            {contact.confirmed_contact
              ? 'Contact details confirmed by Vouch'
              : 'Contact details not confirmed yet'}
          </li>
          {contact.confirmed_addresses.map((address) => (
            <li key={`${address.address_line_1}-${address.postcode}`}>
              <address>
                {address.address_line_1}
                {address.address_line_2 && `, ${address.address_line_2}`}, {address.city}{' '}
                {address.postcode}, {COUNTRY_NAMES[address.country] ?? address.country}
              </address>
              {address.billing && <BillingNote>Billing address</BillingNote>}
            </li>
          ))}
        </PlainList>
      </div>
      <div>
        <h2>In numbers</h2>
        <FigureList>
          <div>
            <dt>Reviews</dt>
            <dd>{formatCount(metrics.reviews_count)}</dd>
          </div>
          <div>
            <dt>From verified buyers</dt>
            <dd>{formatCount(metrics.verified_reviews_count)}</dd>
          </div>
          <div>
            <dt>Orders on Vouch</dt>
            <dd>{formatCount(metrics.orders_count)}</dd>
          </div>
          <div>
            <dt>Transparency</dt>
            <dd>{percent(metrics.transparency_score)}</dd>
          </div>
          <div>
            <dt>Authenticity</dt>
            <dd>{percent(metrics.authenticity_score)}</dd>
          </div>
        </FigureList>
      </div>
    </Facts>
  );
}
