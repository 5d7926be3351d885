import { z } from 'zod';
import { paginationQuerySchema } from './common';

/**
 * What sign-in answers a customer whose account staff disabled, said only to someone who proved
 * the account is theirs. Kept out of AUTH_ANSWERS, which every storefront page loads.
 */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact us to use it again.';

/** The staff side's customers, enquiries and newsletter (`/api/admin/customers`, `/enquiries`, `/newsletter`). */
export const ADMIN_PEOPLE_MESSAGES = {
  customerNotFound: 'Customer not found',
  staffNotDisabled: 'Staff accounts are not disabled here',
  disabled: 'Account disabled: its sessions have ended and it cannot sign in',
  enabled: 'Account enabled: it can sign in again',
  enquiryNotFound: 'Enquiry not found',
  handled: 'Enquiry marked as handled',
  reopened: 'Enquiry marked as open',
  search: 'Search terms can be at most 100 characters',
} as const;

const search = z.string({ error: ADMIN_PEOPLE_MESSAGES.search }).trim().max(100, { error: ADMIN_PEOPLE_MESSAGES.search }).optional();

export const adminCustomerListQuerySchema = paginationQuerySchema(25).extend({ q: search });
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
  /** Orders placed, and the value of those that count as sales (rupees). */
  orders: z.number().int(),
  spent: z.number(),
  disabledAt: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerStateSchema = z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) });

export const ENQUIRY_STATES = ['active', 'handled'] as const;
export const adminEnquiryListQuerySchema = paginationQuerySchema(25).extend({
  status: z.enum(ENQUIRY_STATES, { error: `status must be one of ${ENQUIRY_STATES.join(', ')}` }).optional(),
});
export type AdminEnquiryListQuery = z.infer<typeof adminEnquiryListQuerySchema>;

export const adminEnquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  number: z.string(),
  category: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATES),
  createdAt: z.string(),
});
export type AdminEnquiry = z.infer<typeof adminEnquirySchema>;

export const adminEnquiryStateSchema = z.object({ status: z.enum(ENQUIRY_STATES, { error: `status must be one of ${ENQUIRY_STATES.join(', ')}` }) });
