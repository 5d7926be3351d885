import { CART_LINE_REASONS, maxQuantityMessage } from '../rules/cart-line';
import { COUPON_MESSAGES, couponDropped, minimumOrder, tooManyCouponAttempts } from '../rules/coupon';
import { ORDER_STATUS_MESSAGES, invalidTransitionMessage, returnWindowClosed } from '../rules/order-status';
import { PAYMENT_AMOUNT_MESSAGES, PAYMENT_LIMIT_MESSAGES } from '../rules/payment-amount';
import { ACCOUNT_DELETION_ANSWERS } from '../schemas/account-deletion';
import { ACCOUNT_FORM_ANSWERS } from '../schemas/account-form-answers';
import { ADDRESS_MESSAGES, tooManyAddresses } from '../schemas/address';
import { APPOINTMENT_MESSAGES } from '../schemas/appointments';
import { AUTH_ANSWERS, tooManyEmails, tooManyRequests, tooManySignIns } from '../schemas/auth-answers';
import { textTooLong } from '../schemas/auth';
import { AUTH_MESSAGES } from '../schemas/auth-messages';
import { ACCOUNT_DISABLED_MESSAGE } from '../schemas/admin-people';
import { CART_MESSAGES } from '../schemas/cart-messages';
import { CERTIFICATE_MESSAGES } from '../schemas/certificates';
import { CONTENT_MESSAGES } from '../schemas/content';
import { DELIVERY_MESSAGES } from '../schemas/delivery';
import { ENQUIRY_MESSAGES } from '../schemas/enquiry-messages';
import { GOLD_PLAN_MESSAGES } from '../schemas/gold-plans';
import { INVOICE_MESSAGES } from '../schemas/invoices';
import { NEWSLETTER_MESSAGES } from '../schemas/newsletter-messages';
import { OLD_GOLD_MESSAGES } from '../schemas/old-gold-messages';
import { ORDER_MESSAGES } from '../schemas/orders';
import { COD_REASONS, PAYMENT_MESSAGES } from '../schemas/payments';
import { PHONE_CONFIRMATION_MESSAGES } from '../schemas/phone-confirmation';
import { REQUEST_MESSAGES } from '../schemas/request-messages';
import { REVIEW_MESSAGES } from '../schemas/review-messages';
import { WISHLIST_MESSAGES } from '../schemas/wishlist-messages';
import { WISHLIST_SHARE_MESSAGES } from '../schemas/wishlist-share';
import { ENGRAVING_MESSAGES, engravingTooLong } from '../rules/engraving';
import { GIFT_MESSAGES } from '../rules/gift';
import type { CodedProducer } from './refusal-code';

/**
 * The groups of messages a shopper can meet, by their codes' prefix. The order matters only for
 * a text two groups share: the earlier group's code is the text's code. Prefixes never change
 * (the codes are a contract with every client).
 */
export const SHOPPER_GROUPS = {
  REQUEST: REQUEST_MESSAGES,
  AUTH: AUTH_MESSAGES,
  ACCOUNT: AUTH_ANSWERS,
  ACCOUNT_FORM: ACCOUNT_FORM_ANSWERS,
  ACCOUNT_STATE: { disabled: ACCOUNT_DISABLED_MESSAGE },
  ACCOUNT_DELETION: ACCOUNT_DELETION_ANSWERS,
  ADDRESS: ADDRESS_MESSAGES,
  CART: CART_MESSAGES,
  CART_LINE: CART_LINE_REASONS,
  COUPON: COUPON_MESSAGES,
  ORDER: ORDER_MESSAGES,
  ORDER_STATUS: ORDER_STATUS_MESSAGES,
  PAYMENT: PAYMENT_MESSAGES,
  COD: COD_REASONS,
  PAYMENT_AMOUNT: PAYMENT_AMOUNT_MESSAGES,
  PAYMENT_LIMIT: PAYMENT_LIMIT_MESSAGES,
  PHONE_CONFIRMATION: PHONE_CONFIRMATION_MESSAGES,
  DELIVERY: DELIVERY_MESSAGES,
  INVOICE: INVOICE_MESSAGES,
  WISHLIST: WISHLIST_MESSAGES,
  WISHLIST_SHARE: WISHLIST_SHARE_MESSAGES,
  REVIEW: REVIEW_MESSAGES,
  ENQUIRY: ENQUIRY_MESSAGES,
  NEWSLETTER: NEWSLETTER_MESSAGES,
  CONTENT: CONTENT_MESSAGES,
  GOLD_PLAN: GOLD_PLAN_MESSAGES,
  OLD_GOLD: OLD_GOLD_MESSAGES,
  APPOINTMENT: APPOINTMENT_MESSAGES,
  ENGRAVING: ENGRAVING_MESSAGES,
  GIFT: GIFT_MESSAGES,
  CERTIFICATE: CERTIFICATE_MESSAGES,
} as const;

/** Texts made with values that belong to no group. */
export const SHOPPER_PRODUCERS = [
  tooManySignIns,
  tooManyEmails,
  tooManyRequests,
  textTooLong,
  tooManyAddresses,
  maxQuantityMessage,
  tooManyCouponAttempts,
  minimumOrder,
  couponDropped,
  returnWindowClosed,
  invalidTransitionMessage,
  engravingTooLong,
] as unknown as ReadonlyArray<CodedProducer<Array<string | number>>>;
