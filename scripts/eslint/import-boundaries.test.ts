import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { getBoundaryViolation } from './import-boundaries.mjs';

const feature = '/repo/apps/web/src/features/catalogue/components/product-card.tsx';

describe('getBoundaryViolation', () => {
  it('refuses a feature importing another feature', () => {
    expect(getBoundaryViolation(feature, '../../cart/api/add-to-cart')).toMatch(/must not import feature "cart"/);
  });

  it('refuses a feature importing the shell (toasts and other services live in lib/)', () => {
    expect(getBoundaryViolation(feature, '../../../shell/toasts/toast-container')).toMatch(/must not import the shell/);
    expect(getBoundaryViolation(feature, '../../../lib/toast/toast')).toBeUndefined();
  });

  it('allows imports inside a feature and from shared places', () => {
    expect(getBoundaryViolation(feature, '../api/get-products')).toBeUndefined();
    expect(getBoundaryViolation(feature, '../../../components/ui/button')).toBeUndefined();
    expect(getBoundaryViolation(feature, '@aabhushan/shared/rules/money')).toBeUndefined();
  });

  it('keeps packages/shared free of the apps', () => {
    const shared = '/repo/packages/shared/src/rules/money.ts';
    expect(getBoundaryViolation(shared, '@aabhushan/api/app')).toMatch(/must not import the apps/);
    expect(getBoundaryViolation(shared, '../../../apps/api/src/app')).toMatch(/outside itself/);
    expect(getBoundaryViolation(shared, './discount')).toBeUndefined();
    expect(getBoundaryViolation(shared, 'zod')).toBeUndefined();
  });
});
