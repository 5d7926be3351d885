import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { PriceBreakup } from '../../../features/catalogue/components/price-breakup';
import { useStoreSettings } from '../../../features/settings/api/get-store-settings';

type Breakup = NonNullable<Product['priceBreakup']>;

/** GST 3 % on jewellery (docs/decisions.md) until the settings arrive. */
const DEFAULT_GST_RATE_PERCENT = 3;

/** The price breakup with the store's GST rate and the date of its metal rates. */
export function ProductBreakup({ breakup }: { breakup: Breakup }) {
  const { data: settings } = useStoreSettings();
  return (
    <PriceBreakup
      breakup={breakup}
      gstRatePercent={settings?.gstRatePercent ?? DEFAULT_GST_RATE_PERCENT}
      ratesDate={settings?.metalRatesDate}
    />
  );
}
