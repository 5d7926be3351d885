import { describe, expect, it } from 'vitest';
import type { ProductForCart } from './cart.repository';
import { createPlainPieceMemo } from './plain-piece-memo';

const piece = (id: string, activeVariants = 0) => ({ product: { id }, activeVariants }) as unknown as ProductForCart;

describe('plain piece memo', () => {
  it('keeps pieces without variants by the key asked for, and forgets on request', () => {
    const memo = createPlainPieceMemo();
    memo.remember('ring-slug', piece('p1'));
    memo.remember('p1', piece('p1'));
    expect(memo.recall('ring-slug')?.product.id).toBe('p1');
    expect(memo.recall('p1')?.product.id).toBe('p1');
    memo.forget('ring-slug');
    expect(memo.recall('ring-slug')).toBeUndefined();
  });

  it('never keeps a piece sold in variants, and drops one that became so', () => {
    const memo = createPlainPieceMemo();
    memo.remember('p1', piece('p1', 2));
    expect(memo.recall('p1')).toBeUndefined();
    memo.remember('p2', piece('p2'));
    memo.remember('p2', piece('p2', 1));
    expect(memo.recall('p2')).toBeUndefined();
  });

  it('holds at most its capacity, the least recently read leaving first', () => {
    const memo = createPlainPieceMemo(2);
    memo.remember('a', piece('a'));
    memo.remember('b', piece('b'));
    memo.remember('a', piece('a'));
    memo.remember('c', piece('c'));
    expect(memo.size).toBe(2);
    expect(memo.recall('b')).toBeUndefined();
    expect(memo.recall('a')).toBeDefined();
    expect(memo.recall('c')).toBeDefined();
  });
});
