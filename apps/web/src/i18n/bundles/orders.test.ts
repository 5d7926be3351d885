import { describe, expect, it } from 'vitest';
import { createI18n, getResources } from '../i18n';
import './orders';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('orders strings', () => {
  it('exist in Hindi, Tamil and Telugu for every English key, translated', () => {
    const resources = getResources();
    const english = keysOf(resources.en!.translation).filter((key) => key.startsWith('orders.')).sort();
    expect(english).toContain('orders.track.notFound');
    for (const code of ['hi', 'ta', 'te'] as const) {
      const keys = keysOf(resources[code]!.translation).filter((key) => key.startsWith('orders.')).sort();
      expect(keys).toEqual(english);
      const instance = createI18n(code);
      expect(instance.t('orders.list.empty')).not.toBe('No orders found');
      expect(instance.t('orders.track.title')).not.toBe('Track your order');
    }
  });

  it('keep the spec messages word for word in English', () => {
    const t = createI18n('en').t;
    expect(t('orders.list.empty')).toBe('No orders found');
    expect(t('orders.list.loadFailed')).toBe('Failed to fetch orders');
    expect(t('orders.detail.notFound')).toBe('Order not found');
    expect(t('orders.cancel.failed')).toBe('Failed to cancel order');
    expect(t('orders.return.failed')).toBe('Failed to request return');
    expect(t('orders.detail.historyEmpty')).toBe('Failed to fetch status history');
    expect(t('orders.stats.failed')).toBe('Failed to fetch order stats');
    expect(t('orders.invoice.done')).toBe('Invoice downloaded successfully');
    expect(t('orders.invoice.failed')).toBe('Failed to download invoice');
    expect(t('orders.status.out_for_delivery')).toBe('Out for Delivery');
    expect(t('orders.status.unknown')).toBe('Unknown');
  });
});
