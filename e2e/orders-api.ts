import { readMail } from './mailbox';
import { expect, type APIRequestContext, type Page } from './test';

interface ListedProduct {
  _id: string;
  pricing: { salePrice: number | null; basePrice: number };
  inventory: { quantity: number };
  shippingInfo?: { codAvailable: boolean };
}

/** The stored bearer token of the signed-in storefront, for API calls a test makes itself. */
export async function readToken(page: Page): Promise<string> {
  // Session storage without remember-me, local storage with it.
  const token = await page.evaluate(() => sessionStorage.getItem('auth_token') ?? localStorage.getItem('auth_token'));
  expect(token).toBeTruthy();
  return token!;
}

/** The cheapest piece with stock to spare that allows cash on delivery. */
async function cheapestCodPiece(request: APIRequestContext): Promise<string> {
  const listed = await request.get('/api/public/product?limit=50');
  expect(listed.ok()).toBe(true);
  const products = ((await listed.json()) as { data: ListedProduct[] }).data
    .filter((p) => p.inventory.quantity > 5 && p.shippingInfo?.codAvailable !== false)
    .sort((a, b) => (a.pricing.salePrice ?? a.pricing.basePrice) - (b.pricing.salePrice ?? b.pricing.basePrice));
  expect(products.length).toBeGreaterThan(0);
  return products[0]!._id;
}

/** Confirms the address's phone as the checkout does: a code to the account's e-mail (no SMS provider here), typed back. */
async function confirmPhone(request: APIRequestContext, headers: Record<string, string>, addressId: string): Promise<void> {
  const profile = await request.get('/api/auth/profile', { headers });
  const { email } = ((await profile.json()) as { data: { email: string } }).data;
  expect((await request.post('/api/phone-confirmations/send', { headers, data: { addressId } })).ok()).toBe(true);
  const mail = await readMail(request, email, (entry) => entry.subject === 'Your Aabhushan confirmation code');
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
  expect((await request.post('/api/phone-confirmations/confirm', { headers, data: { addressId, code } })).ok()).toBe(true);
}

/**
 * A cash-on-delivery order made through the API as the storefront makes it: the piece (else the
 * cheapest that allows COD) into the cart, a delivery address, the order, then the COD confirmation.
 */
export async function placeCodOrder(request: APIRequestContext, token: string, productId?: string): Promise<{ id: string; orderNumber: string }> {
  const headers = { Authorization: `Bearer ${token}` };
  const added = await request.post('/api/v1/cart/add', { headers, data: { productId: productId ?? (await cheapestCodPiece(request)), quantity: 1 } });
  expect(added.ok()).toBe(true);
  const address = await request.post('/api/address', {
    headers,
    data: {
      title: 'Home',
      address_type: 'HOME',
      formatted_address: '14 MI Road, Jaipur, Rajasthan 302001',
      address: '14 MI Road, near Panch Batti',
      contact_number: '9876501234',
      pin_code: '302001',
      coordinates: [75.8069, 26.9157],
      type: 'Point',
    },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  const key = `e2e-${Date.now()}-${Math.random()}`;
  const place = () => request.post('/api/orders', { headers: { ...headers, 'Idempotency-Key': key }, data: { addressId, shippingMethod: 'standard', paymentMethod: 'cod' } });
  let created = await place();
  // Above the store's set value cash on delivery needs the delivery phone confirmed first.
  if (created.status() === 403) {
    await confirmPhone(request, headers, addressId);
    created = await place();
  }
  expect(created.status()).toBe(201);
  const order = ((await created.json()) as { data: { id: string; orderNumber: string } }).data;
  const cod = await request.post('/api/payments/cod', { headers, data: { order_id: order.id } });
  expect(cod.ok()).toBe(true);
  return order;
}
