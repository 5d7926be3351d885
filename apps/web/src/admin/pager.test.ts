import { describe, expect, it } from 'vitest';
import { countOf } from './pager';

describe('countOf', () => {
  it('says one of a thing in the singular and any other count in the plural', () => {
    expect(['pages', 'enquiries', 'categories', 'orders', 'team members'].map((noun) => countOf(1, noun))).toEqual(['1 page', '1 enquiry', '1 category', '1 order', '1 team member']);
    expect(countOf(0, 'orders')).toBe('0 orders');
    expect(countOf(163, 'enquiries')).toBe('163 enquiries');
  });
});
