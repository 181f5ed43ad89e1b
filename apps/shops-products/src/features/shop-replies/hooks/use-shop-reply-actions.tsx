import type { ReactNode } from 'react';
import type { Review, ShopData } from '@vouch/contracts';
import { ShopReplyControls } from '../components/shop-reply-controls';
import { useAnswersForShop } from '../../../hooks/use-answers-for-shop';

/** The reply tools for each of a shop's reviews when the viewer answers for the shop; none for anyone else. */
export function useShopReplyActions(
  shop: Pick<ShopData, 'encoded_id' | 'name'>,
): ((review: Review) => ReactNode) | undefined {
  if (!useAnswersForShop(shop.encoded_id)) return undefined;
  return (review) => <ShopReplyControls review={review} shopName={shop.name} />;
}
