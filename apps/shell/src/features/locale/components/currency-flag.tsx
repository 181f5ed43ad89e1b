import { currencyFlagPath } from '@vouch/domain';
import { RetryingImage } from '@vouch/design-system';

/** A currency's flag from the site's flag set; none for a currency of no one country, and none once it fails to load (spec §4, §8). */
export function CurrencyFlag({ code }: { code: string }) {
  const path = currencyFlagPath(code);
  return path ? <RetryingImage src={path} alt="" width={20} height={15} /> : null;
}
