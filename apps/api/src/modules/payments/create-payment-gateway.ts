import type { Config } from '../../config';
import type { PaymentGateway } from './payment-gateway';
import { createRazorpayGateway, type RazorpayClient } from './razorpay-gateway';
import { createTestGateway } from './test-gateway';

export type PaymentConfig = Partial<Pick<Config, 'NODE_ENV' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'>>;

/**
 * Razorpay when both keys are set, else the test gateway. Production without keys never gets
 * here (config.ts refuses to start); this refusal covers an app built by hand with such a config.
 */
export function createPaymentGateway(config: PaymentConfig, razorpayClient?: RazorpayClient): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayGateway({ keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET }, razorpayClient);
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production: the test gateway takes no real money');
  }
  return createTestGateway();
}
