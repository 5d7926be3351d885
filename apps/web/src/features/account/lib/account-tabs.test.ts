import { describe, expect, it } from 'vitest';
import { parseAccountTab } from './account-tabs';

describe('account tabs', () => {
  it('reads a known tab from the query', () => {
    expect(parseAccountTab('security')).toBe('security');
    expect(parseAccountTab('orders')).toBe('orders');
    expect(parseAccountTab('gold-plans')).toBe('gold-plans');
  });

  it('falls back to the dashboard for a missing or unknown tab', () => {
    expect(parseAccountTab(null)).toBe('dashboard');
    expect(parseAccountTab('admin')).toBe('dashboard');
    for (const hostile of ['__proto__', 'constructor', 'orders\u0000', '\ufffd', 'security'.repeat(700), ' orders']) {
      expect(parseAccountTab(hostile)).toBe('dashboard');
    }
  });
});
