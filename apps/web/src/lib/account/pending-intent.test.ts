import { afterEach, describe, expect, it } from 'vitest';
import { savePendingIntent, takePendingIntent } from './pending-intent';

describe('pending intent', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps what a guest wanted until it is taken, once', () => {
    savePendingIntent({ action: 'cart', productId: 'p1', name: 'Ruby Jhumka', quantity: 2, variantId: 'v1' });
    expect(takePendingIntent()).toEqual({ action: 'cart', productId: 'p1', name: 'Ruby Jhumka', quantity: 2, variantId: 'v1' });
    expect(takePendingIntent()).toBeNull();
  });

  it('keeps the text a guest typed to engrave, and drops blank or malformed text', () => {
    savePendingIntent({ action: 'cart', productId: 'p1', name: 'Band', quantity: 1, variantId: null, engraving: 'A ♥ R' });
    expect(takePendingIntent()).toEqual({ action: 'cart', productId: 'p1', name: 'Band', quantity: 1, variantId: null, engraving: 'A ♥ R' });
    window.sessionStorage.setItem('pendingIntent', '{"action":"cart","productId":"p1","name":"Band","quantity":1,"engraving":"   "}');
    expect(takePendingIntent()).toEqual({ action: 'cart', productId: 'p1', name: 'Band', quantity: 1, variantId: null });
    window.sessionStorage.setItem('pendingIntent', '{"action":"cart","productId":"p1","name":"Band","quantity":1,"engraving":7}');
    expect(takePendingIntent()).not.toHaveProperty('engraving');
  });

  it('keeps a wishlist wish too, and ignores anything malformed', () => {
    savePendingIntent({ action: 'wishlist', productId: 'p2', name: 'Anklet' });
    expect(takePendingIntent()).toEqual({ action: 'wishlist', productId: 'p2', name: 'Anklet' });
    window.sessionStorage.setItem('pendingIntent', '{"action":"delete","productId":"x","name":"y"}');
    expect(takePendingIntent()).toBeNull();
    window.sessionStorage.setItem('pendingIntent', 'not json');
    expect(takePendingIntent()).toBeNull();
  });
});
