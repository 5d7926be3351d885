import { describe, expect, it } from 'vitest';
import { changedFields } from './admin-audit';

describe('changedFields', () => {
  it('lists the fields a change touched, leaving out bookkeeping', () => {
    expect(changedFields({ salePrice: 100, name: { en: 'Ring' }, updatedAt: 'a' }, { salePrice: 90, name: { en: 'Ring' }, updatedAt: 'b' })).toEqual([
      { field: 'salePrice', before: 100, after: 90 },
    ]);
  });

  it('shows every field of a new record, and nested changes as the whole field', () => {
    expect(changedFields(null, { code: 'DIWALI', value: 10 })).toEqual([
      { field: 'code', before: null, after: 'DIWALI' },
      { field: 'value', before: null, after: 10 },
    ]);
    expect(changedFields({ hours: [{ days: 'sun', closes: '18:00' }] }, { hours: [{ days: 'sun', closes: '18:30' }] })).toEqual([
      { field: 'hours', before: [{ days: 'sun', closes: '18:00' }], after: [{ days: 'sun', closes: '18:30' }] },
    ]);
  });

  it('compares whole values that are not records (a list of metal rates)', () => {
    expect(changedFields([{ purity: '22K', rate: 1 }], [{ purity: '22K', rate: 2 }])).toEqual([{ field: 'value', before: [{ purity: '22K', rate: 1 }], after: [{ purity: '22K', rate: 2 }] }]);
    expect(changedFields([1], [1])).toEqual([]);
  });
});
