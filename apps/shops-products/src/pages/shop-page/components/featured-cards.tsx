import { Link } from 'react-router';
import styled from 'styled-components';
import type { FeaturedCard } from '@vouch/contracts';
import { useFormatPrice } from '@vouch/api-client';
import { Carousel } from '@vouch/design-system';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p {
    margin: 0;
  }
  s {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The shop's cards carousel: each card's lowest price, and its displayed price struck through when higher, in the chosen currency. */
export function FeaturedCards({ cards }: { cards: readonly FeaturedCard[] }) {
  const { price } = useFormatPrice();
  return (
    <Carousel title="Featured products">
      {cards.map((card) => (
        <li key={card.encoded_id}>
          <Card>
            <img
              src={card.image_url ?? undefined}
              srcSet={
                card.image_url && card.retina_image_url
                  ? `${card.image_url} 1x, ${card.retina_image_url} 2x`
                  : undefined
              }
              alt=""
              loading="lazy"
              width={200}
              height={200}
            />
            <h3>
              <Link to={card.internal_path}>{card.title}</Link>
            </h3>
            <p>
              <strong>{price(card.lowest_price, card.currency)}</strong>{' '}
              {card.displayed_price > card.lowest_price && (
                <s aria-label={`was ${price(card.displayed_price, card.currency)}`}>
                  {price(card.displayed_price, card.currency)}
                </s>
              )}
            </p>
          </Card>
        </li>
      ))}
    </Carousel>
  );
}
