import { useCallback } from 'react';
import { clickTrackingAllowed } from '@vouch/domain';
import { useTrackClickMutation } from '../endpoints/reviewer-api';
import { cookieConsent, journeyStorage } from './journey-storage';

/** Reports a click through to a shop (spec §7 `POST /reviews/click`), only when consent is not false. */
export function useShopClickTracker(): (click: { shopId: string; productId?: string }) => void {
  const [trackClick] = useTrackClickMutation();
  return useCallback(
    ({ shopId, productId }) => {
      if (!clickTrackingAllowed(cookieConsent())) return;
      const firstVisit = journeyStorage.firstVisit();
      trackClick({
        shop_id: shopId,
        ...(productId ? { product_id: productId } : {}),
        referral: document.referrer || undefined,
        referral_page: window.location.pathname,
        tracking_data: {
          journey: journeyStorage.journey(),
          first_referrer: firstVisit?.referrer ?? null,
          landing_page_params: firstVisit?.landingPageParams ?? {},
        },
      });
    },
    [trackClick],
  );
}
