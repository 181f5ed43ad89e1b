import { Link } from 'react-router';
import styled from 'styled-components';
import type { UnreviewedProduct } from '@vouch/contracts';
import { PlainList, RetryingImage } from '@vouch/design-system';
import { pagePath } from '@vouch/domain';

const Prompt = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    margin: 0;
  }
`;

/** Spec §3 current_reviewer_unreviewed_products: what the reviewer bought and could tell others about. */
export function UnreviewedProductsPrompt({ products }: { products: readonly UnreviewedProduct[] }) {
  if (products.length === 0) return null;
  return (
    <Prompt aria-labelledby="unreviewed-title">
      <h2 id="unreviewed-title">How were your recent orders?</h2>
      <PlainList>
        {products.map((product) => (
          <li key={product.line_item_public_id}>
            <RetryingImage
              src={product.product_image_url ?? undefined}
              alt=""
              width={56}
              height={56}
              loading="lazy"
            />
            <p>
              <Link to={product.product_internal_path}>{product.product_title}</Link> from{' '}
              {product.shop_name}
              <br />
              <Link
                to={pagePath(
                  'writeReviewNew',
                  {},
                  {
                    query: new URLSearchParams({
                      line_item_public_id: product.line_item_public_id,
                    }).toString(),
                  },
                )}
              >
                Review {product.product_title}
              </Link>
            </p>
          </li>
        ))}
      </PlainList>
    </Prompt>
  );
}
