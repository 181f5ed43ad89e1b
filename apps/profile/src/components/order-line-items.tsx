import { Link } from 'react-router';
import styled from 'styled-components';
import type { OrderLineItem } from '@vouch/contracts';
import { pagePath } from '@vouch/domain';
import { PlainList, RetryingImage, cardSurface } from '@vouch/design-system';
import { useDateFormat } from '@vouch/api-client';

const Item = styled.li`
  ${cardSurface}
  display: grid;
  grid-template-columns: 64px 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.tabletMin - 1}px) {
    grid-template-columns: 64px 1fr;
    > :last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Action = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &[data-done] {
    background: none;
    color: ${({ theme }) => theme.colors.brandStrong};
    text-decoration: underline;
  }
`;

export interface OrderLineItemsProps {
  items: readonly OrderLineItem[];
  /** Where "See your review" leads: the reviewer's own reviews. */
  ownReviewsPath: string;
}

/** Spec §3 order line items: picture, title, shop, placed date, and "Write a review" or "See your review". */
export function OrderLineItems({ items, ownReviewsPath }: OrderLineItemsProps) {
  const { date } = useDateFormat();
  return (
    <PlainList aria-label="Your orders">
      {items.map((item) => (
        <Item key={item.public_id}>
          {item.product_image_url ? (
            <RetryingImage
              src={item.product_image_url}
              alt=""
              width={64}
              height={64}
              loading="lazy"
            />
          ) : (
            <span />
          )}
          <div>
            <Link to={item.product_internal_path}>{item.product_title}</Link>
            <p>
              <Link to={item.shop.internal_path}>{item.shop.name}</Link> · ordered{' '}
              <time dateTime={item.placed_at}>{date(item.placed_at)}</time>
            </p>
          </div>
          {item.product_reviewable ? (
            <Action
              to={pagePath(
                'writeReviewNew',
                {},
                { query: new URLSearchParams({ line_item_public_id: item.public_id }).toString() },
              )}
              aria-label={`Write a review of ${item.product_title}`}
            >
              Write a review
            </Action>
          ) : (
            <Action
              to={ownReviewsPath}
              data-done=""
              aria-label={`See your review of ${item.product_title}`}
            >
              See your review
            </Action>
          )}
        </Item>
      ))}
    </PlainList>
  );
}
