import { useMe } from '@vouch/api-client';

/** Whether the signed-in viewer answers for the shop (one of its members): they reply, and do not follow or review it. */
export function useAnswersForShop(shopEncodedId: string | undefined): boolean {
  const { data: me } = useMe();
  return (
    shopEncodedId !== undefined && (me?.reviewer?.managed_shop_ids.includes(shopEncodedId) ?? false)
  );
}
