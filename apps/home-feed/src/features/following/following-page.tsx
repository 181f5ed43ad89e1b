import { Link } from 'react-router';
import styled from 'styled-components';
import { followsArgs, useGetFollowingQuery, useMe } from '@vouch/api-client';
import { PlainList, Spinner } from '@vouch/design-system';
import { ReviewerCard } from '../../components/reviewer-card';
import { SignInInvitation } from '../../components/sign-in-invitation';
import { FollowedItem } from './components/followed-item';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  h1, h2 { margin: 0; }
  section { display: grid; gap: ${({ theme }) => theme.space.sm}; }
  ul { display: grid; gap: ${({ theme }) => theme.space.sm}; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec §2 /reviews/following: followed products, shops and reviewers, each unfollowable in place. */
export function FollowingPage() {
  const { data: me, isLoading } = useMe();
  if (isLoading) return <Spinner />;
  if (!me?.reviewer) return <SignInInvitation title="Following" reason="Sign in to see the shops, products and people you follow, and to follow more." />;
  return <FollowedLists />;
}

function FollowedLists() {
  const { data, isLoading, isError } = useGetFollowingQuery();
  if (isLoading) return <Spinner />;
  if (isError || !data) return <p role="alert">We could not load what you follow. Please try again in a moment.</p>;
  // One follow-state question for the whole page: every button reads (and updates) its answer.
  const stateArgs = followsArgs([
    ...data.shops.map((shop) => ({ followeeClass: 'Shop' as const, encodedId: shop.encoded_shop_id })),
    ...data.products.map((product) => ({ followeeClass: 'Product' as const, encodedId: product.encoded_product_id })),
    ...data.reviewers.map((reviewer) => ({ followeeClass: 'Reviewer' as const, encodedId: reviewer.encoded_id })),
  ]);
  return (
    <Page>
      <h1>Following</h1>
      <section aria-labelledby="followed-shops">
        <h2 id="followed-shops">Stores</h2>
        {data.shops.length === 0 ? (
          <Muted>
            No stores yet. <Link to="/reviews/store_search">Find stores</Link> to follow.
          </Muted>
        ) : (
          <PlainList>
            {data.shops.map((shop) => (
              <li key={shop.encoded_shop_id}>
                <FollowedItem followee={{ followeeClass: 'Shop', encodedId: shop.encoded_shop_id }} name={shop.name} path={shop.internal_path} image={shop.logo} rating={{ average: shop.average_rating, count: shop.reviews_count }} stateArgs={stateArgs} />
              </li>
            ))}
          </PlainList>
        )}
      </section>
      <section aria-labelledby="followed-products">
        <h2 id="followed-products">Products</h2>
        {data.products.length === 0 ? (
          <Muted>
            No products yet. <Link to="/reviews/categories">Browse categories</Link> to find some.
          </Muted>
        ) : (
          <PlainList>
            {data.products.map((product) => (
              <li key={product.encoded_product_id}>
                <FollowedItem
                  followee={{ followeeClass: 'Product', encodedId: product.encoded_product_id }}
                  name={product.title}
                  path={product.internal_path}
                  image={product.image_url}
                  detail={`From ${product.shop_name}`}
                  rating={{ average: product.average_rating, count: product.reviews_count }}
                  stateArgs={stateArgs}
                />
              </li>
            ))}
          </PlainList>
        )}
      </section>
      <section aria-labelledby="followed-people">
        <h2 id="followed-people">People</h2>
        {data.reviewers.length === 0 ? (
          <Muted>
            No one yet. <Link to="/reviews/people">Find people</Link> whose reviews you trust.
          </Muted>
        ) : (
          <PlainList>
            {data.reviewers.map((reviewer) => (
              <li key={reviewer.encoded_id}>
                <ReviewerCard reviewer={reviewer} stateArgs={stateArgs} />
              </li>
            ))}
          </PlainList>
        )}
      </section>
    </Page>
  );
}
