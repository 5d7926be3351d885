import { z } from 'zod';
import { openingHoursSchema } from './content';

const shippingMethodSchema = z.object({
  code: z.enum(['standard', 'express', 'overnight']),
  label: z.string(),
  estimate: z.string(),
  /** Fee in rupees. */
  fee: z.number(),
  /** Free from this discounted subtotal in rupees; null when never free. */
  freeFrom: z.number().nullable(),
});

/** The store settings the front end shows (docs/decisions.md); amounts in rupees. */
export const storeSettingsSchema = z.object({
  currency: z.literal('INR'),
  gstRatePercent: z.number(),
  taxInclusive: z.boolean(),
  shippingMethods: z.array(shippingMethodSchema),
  freeShippingThreshold: z.number(),
  codLimit: z.number(),
  /** Cash-on-delivery orders above this total need the delivery phone confirmed by a code. */
  codConfirmAbove: z.number(),
  /** Minutes a placed order holds its pieces while it waits for its payment. */
  paymentHoldMinutes: z.number().int(),
  returnWindowDays: z.number().int(),
  /** A gift wrap's price at checkout, rupees, GST included. */
  giftWrapPrice: z.number(),
  defaultDeliveryEstimate: z.string(),
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    addressLines: z.array(z.string()),
  }),
  /** The flagship's opening hours (24-hour IST): the one set the contact and store pages show. */
  hours: z.array(openingHoursSchema),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }),
  foundedYear: z.number().int(),
  /** Metal rates behind the price breakup, rupees per gram by metal and hallmark purity. */
  metalRates: z.array(z.object({ metal: z.enum(['gold', 'silver', 'platinum']), purity: z.string(), ratePerGram: z.number() })),
  /** ISO date (YYYY-MM-DD) the rates were set. */
  metalRatesDate: z.string(),
  /** The registered seller on every GST tax invoice (docs/decisions.md: store GSTIN and state). */
  seller: z.object({ legalName: z.string(), gstin: z.string(), state: z.string(), stateCode: z.string() }),
  /** Policy pages staff published at addresses of their own (shipping, returns, ...), linked from the footer. */
  policyPages: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
