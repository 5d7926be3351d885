import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-error';
import { CircuitOpenError } from '../../../lib/circuit-breaker';
import { getCartErrorMessage } from './cart-error-message';

const { t } = createI18n('en');
const http = (status: number, message = '') => new ApiError('http', status, '/api/v1/cart/add', message);

describe('getCartErrorMessage (spec A section 8)', () => {
  it('words add failures as the spec does', () => {
    expect(getCartErrorMessage(http(401), 'add', t)).toBe('Please login again to continue');
    expect(getCartErrorMessage(http(429), 'add', t)).toBe('Too many requests - please wait a moment');
    expect(getCartErrorMessage(http(503), 'add', t)).toBe('Server error - please try again later');
    expect(getCartErrorMessage(new ApiError('network', 0, '/x', ''), 'add', t)).toBe('Network error - please check your connection');
    expect(getCartErrorMessage(new CircuitOpenError(), 'add', t)).toBe('Service temporarily unavailable. Please try again later.');
  });

  it('shows the server reason of a refused change', () => {
    expect(getCartErrorMessage(http(400, 'Maximum quantity available is 3'), 'update', t)).toBe('Maximum quantity available is 3');
    expect(getCartErrorMessage(http(400, 'Invalid coupon code'), 'coupon', t)).toBe('Invalid coupon code');
  });

  it('words update and remove failures as the spec does', () => {
    expect(getCartErrorMessage(new ApiError('timeout', 0, '/x', ''), 'update', t)).toBe('Request timeout - please try again');
    expect(getCartErrorMessage(http(401), 'remove', t)).toBe('Please login to manage your cart');
    expect(getCartErrorMessage(http(400), 'update', t)).toBe('Failed to update quantity. Please try again.');
    expect(getCartErrorMessage(new Error('odd'), 'remove', t)).toBe('Failed to remove item from cart. Please try again.');
  });
});
