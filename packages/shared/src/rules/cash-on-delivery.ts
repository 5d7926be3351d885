import { COD_REASONS } from '../schemas/payments';
import { formatInr, paiseToRupees } from './money';

/**
 * What decides cash on delivery (docs/decisions.md): the pieces, the delivery PIN's courier and
 * the store's limit. One rule for every place that judges it: the payment methods, order
 * placement and the switch of an unpaid online order to cash on delivery.
 */
export interface CodFacts {
  /** Every item's product allows cash on delivery (shippingInfo.codAvailable). */
  itemsAllowCod: boolean;
  /** The delivery PIN allows it; undefined when no PIN is known yet (not judged). */
  pinAllowsCod?: boolean;
  /** The order's total; undefined when not known yet (not judged). */
  totalPaise?: number;
  /** The store's limit, from the settings of the request judging it. */
  codLimitPaise: number;
}

/** Why cash on delivery is refused, or undefined when it is allowed. */
export function codRefusal(facts: CodFacts): string | undefined {
  if (!facts.itemsAllowCod) return COD_REASONS.items;
  if (facts.pinAllowsCod === false) return COD_REASONS.pin;
  if (facts.totalPaise !== undefined && facts.totalPaise > facts.codLimitPaise) return COD_REASONS.limit(formatInr(paiseToRupees(facts.codLimitPaise)));
  return undefined;
}
