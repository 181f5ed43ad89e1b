import { Link } from 'react-router';
import styled from 'styled-components';
import { followsArgs, useMe } from '@vouch/api-client';
import { useGetFollowingQuery } from '../../api/people-api';
import { Spinner } from '@vouch/design-system';
import { NarrowPage } from '../../components/narrow-page';
import { ReviewerCard } from '../../components/reviewer-card';
import { SignInInvitation } from '../../components/sign-in-invitation';
import { FollowedItem } from '../../features/following/components/followed-item';
import { FollowedSection } from '../../features/following/components/followed-section';
import { pagePath } from '@vouch/domain';

const Page = styled(NarrowPage)`
  gap: ${({ theme }) => theme.space.xl};
`;

/** Spec §2 /reviews/following: followed products, shops and reviewers, each unfollowable in place. */
export function FollowingPage() {
  const { data: me, isLoading } = useMe();
  if (isLoading) return <Spinner />;
  if (!me?.reviewer)
    return (
      <SignInInvitation
        title="Following"
        reason="Sign in to see the shops, products and people you follow, and to follow more."
      />
    );
  return <FollowedLists />;
}

function FollowedLists() {
  const { data, isLoading, isError } = useGetFollowingQuery();
  if (isLoading) return <Spinner />;
  if (isError || !data)
    return <p role="alert">We could not load what you follow. Please try again in a moment.</p>;
  // One follow-state question for the whole page: every button reads (and updates) its answer.
  const stateArgs = followsArgs([
    ...data.shops.map((shop) => ({
      followeeClass: 'Shop' as const,
      encodedId: shop.encoded_shop_id,
    })),
    ...data.products.map((product) => ({
      followeeClass: 'Product' as const,
      encodedId: product.encoded_product_id,
    })),
    ...data.reviewers.map((reviewer) => ({
      followeeClass: 'Reviewer' as const,
      encodedId: reviewer.encoded_id,
    })),
  ]);
  return (
    <Page>
      <h1>Following</h1>
      <FollowedSection
        id="followed-shops"
        title="Stores"
        items={data.shops}
        keyOf={(shop) => shop.encoded_shop_id}
        renderItem={(shop) => (
          <FollowedItem
            followee={{ followeeClass: 'Shop', encodedId: shop.encoded_shop_id }}
            name={shop.name}
            path={shop.internal_path}
            image={shop.logo}
            rating={{ average: shop.average_rating, count: shop.reviews_count }}
            stateArgs={stateArgs}
          />
        )}
        empty={
          <>
            No stores yet. <Link to={pagePath('storeSearch')}>Find stores</Link> to follow.
          </>
        }
      />
      <FollowedSection
        id="followed-products"
        title="Products"
        items={data.products}
        keyOf={(product) => product.encoded_product_id}
        renderItem={(product) => (
          <FollowedItem
            followee={{ followeeClass: 'Product', encodedId: product.encoded_product_id }}
            name={product.title}
            path={product.internal_path}
            image={product.image_url}
            detail={`From ${product.shop_name}`}
            rating={{ average: product.average_rating, count: product.reviews_count }}
            stateArgs={stateArgs}
          />
        )}
        empty={
          <>
            No products yet. <Link to={pagePath('categoryIndex')}>Browse categories</Link> to find
            some.
          </>
        }
      />
      <FollowedSection
        id="followed-people"
        title="People"
        items={data.reviewers}
        keyOf={(reviewer) => reviewer.encoded_id}
        renderItem={(reviewer) => <ReviewerCard reviewer={reviewer} stateArgs={stateArgs} />}
        empty={
          <>
            No one yet. <Link to={pagePath('people')}>Find people</Link> whose reviews you trust.
          </>
        }
      />
    </Page>
  );
}
