import { paiseToRupees, rupeesToPaise } from '@aabhushan/shared/rules/money';
import { DELIVERY_FALLBACK, DELIVERY_MESSAGES, type DeliveryCheck } from '@aabhushan/shared/schemas/delivery';
import { getShippingPaise, type ShippingSettings } from '@aabhushan/shared/rules/order-totals';
import { findPin } from './pin-directory';

/**
 * The delivery check for a PIN (docs/addresses-and-delivery.md): standard
 * shipping's cost under `settings` (the request's snapshot; free from the threshold when the order value is
 * given), the days and cash on delivery from the PIN's zone. An unknown or malformed PIN gets
 * the spec's fallback: deliverable, 7 days, ₹50.
 */
export function checkDelivery(pin: string, amountRupees: number | undefined, settings: ShippingSettings): DeliveryCheck {
  const place = findPin(pin);
  if (!place) {
    return {
      pin, ...DELIVERY_FALLBACK, message: DELIVERY_MESSAGES.unavailable,
      city: null, district: null, state: null, stateCode: null, codAvailable: false, coordinates: null, zone: null,
    };
  }
  // Without an order value the fee itself: the threshold cannot be judged.
  const shippingPaise = amountRupees === undefined ? settings.standard.feePaise : getShippingPaise('standard', rupeesToPaise(amountRupees), true, false, settings);
  const days = place.estimatedDays;
  return {
    pin: place.pin,
    available: true,
    estimatedDays: days,
    shippingCost: paiseToRupees(shippingPaise),
    message: `Delivery to ${place.city}, ${place.state} in about ${days} days`,
    city: place.city,
    district: place.district,
    state: place.state,
    stateCode: place.stateCode,
    codAvailable: place.codAvailable,
    coordinates: place.coordinates,
    zone: place.zone,
  };
}
