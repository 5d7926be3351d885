import { guestTrackSchema } from '@aabhushan/shared/schemas/orders';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface TrackFormValues {
  orderNumber: string;
  contact: string;
}

export interface TrackFormErrors {
  orderNumber?: 'orderNumberRequired' | 'orderNumberInvalid';
  contact?: 'contactRequired' | 'contactInvalid';
}

/**
 * A phone as the store keeps it: 10 digits starting 6 to 9, after dropping spaces, dashes and
 * a +91 or 0 prefix; null when it is not a phone number.
 */
export function normalisePhone(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '').replace(/^(\+91|0091|0)/, '');
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

/** The values as sent: trimmed, the order number upper-cased, a phone reduced to its 10 digits. */
export function normaliseTrackValues(values: TrackFormValues): TrackFormValues {
  const contact = values.contact.trim();
  return {
    orderNumber: values.orderNumber.trim().toUpperCase(),
    contact: normalisePhone(contact) ?? contact.toLowerCase(),
  };
}

/** Inline validation of the tracking form (message keys under orders.track). */
export function validateTrackForm(values: TrackFormValues): TrackFormErrors {
  const errors: TrackFormErrors = {};
  const orderNumber = values.orderNumber.trim();
  const contact = values.contact.trim();
  if (!orderNumber) errors.orderNumber = 'orderNumberRequired';
  // The server's own rule (AB-2026-000123, any case), so the form never sends what it refuses.
  else if (!guestTrackSchema.shape.orderNumber.safeParse(orderNumber).success) errors.orderNumber = 'orderNumberInvalid';
  if (!contact) errors.contact = 'contactRequired';
  else if (contact.length > 254 || (!EMAIL.test(contact) && normalisePhone(contact) === null)) errors.contact = 'contactInvalid';
  return errors;
}
