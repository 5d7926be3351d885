import type { HelmetOptions } from 'helmet';
import type { Config } from './config';
import { mapContentSecurity } from './modules/delivery/maps-config.routes';
import { razorpayContentSecurity } from './modules/payments/razorpay-content-security';
import { EARLY_TAPS_SCRIPT_SOURCE } from './modules/pages/first-view/early-taps';
import { LATE_START_SCRIPT_SOURCE } from './modules/pages/first-view/late-start';

/**
 * The store's security headers (plugins/security-headers.ts applies them): a Content-Security-Policy
 * of the store's own origin, widened only for what is configured: the address map's tiles and (with
 * a key) the Google Maps script, and Razorpay Checkout's script and frame when Razorpay takes the
 * payments.
 */
export function storeSecurityHeaders(config: Partial<Pick<Config, 'GOOGLE_MAPS_API_KEY' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET'>>): HelmetOptions {
  const maps = mapContentSecurity(config.GOOGLE_MAPS_API_KEY);
  const razorpay = razorpayContentSecurity(Boolean(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET));
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps.imgSrc, ...razorpay.imgSrc],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps.styleSrc],
        fontSrc: ["'self'", 'data:', ...maps.fontSrc],
        // The drawn pages' two inline scripts, by their hashes (modules/pages/first-view/late-start.ts, early-taps.ts).
        scriptSrc: ["'self'", ...maps.scriptSrc, ...razorpay.scriptSrc, LATE_START_SCRIPT_SOURCE, EARLY_TAPS_SCRIPT_SOURCE],
        connectSrc: ["'self'", ...maps.connectSrc, ...razorpay.connectSrc],
        frameSrc: ["'self'", ...razorpay.frameSrc],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  };
}
