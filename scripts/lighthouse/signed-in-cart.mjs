// The cart page needs a signed-in shopper (the cart API takes a bearer token): this signs the
// demo customer in inside the browser Lighthouse will use, as the sign-in form would, and puts
// a piece in their cart.
import puppeteer from 'puppeteer-core';

const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'Demo@1234' };

/** A real product of the seeded catalogue, in stock: its slug for the product page, ids for the cart. */
export async function findProduct(origin) {
  const response = await fetch(`${origin}/api/public/product?limit=12`);
  if (!response.ok) throw new Error(`GET /api/public/product answered ${response.status}.`);
  const { data } = await response.json();
  const product = data.find((item) => item.inventory?.inStock);
  if (!product) throw new Error('The seeded catalogue has no piece in stock.');
  const variant = product.variants?.find((item) => item.inventory?.inStock);
  return { slug: product.slug, productId: product._id, variantId: variant?._id ?? null };
}

/**
 * Signs in with remember-me (the refresh cookie lands in the browser) and stores the access
 * token where the storefront keeps it (apps/web/src/lib/session/token-storage.ts), then adds
 * the piece. Lighthouse must then run with disableStorageReset, or it would sign the shopper out.
 */
export async function signInWithAPieceInTheCart(chromePort, origin, product) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    // A small static file of the store's origin: storage and cookies belong to that origin.
    await page.goto(`${origin}/favicon.svg`);
    const problem = await page.evaluate(async ({ customer, item }) => {
      const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
      const login = await fetch('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ ...customer, rememberMe: true }) });
      if (!login.ok) return `sign-in answered ${login.status}`;
      const { data } = await login.json();
      localStorage.setItem('auth_session', '1');
      localStorage.setItem('auth_token', data.accessToken);
      localStorage.setItem('auth_expires_at', String(Date.now() + data.expiresIn * 1000));
      localStorage.setItem('user_info', JSON.stringify({ id: data.user._id, name: data.user.name, email: data.user.email }));
      const add = await fetch('/api/v1/cart/add', {
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${data.accessToken}` },
        body: JSON.stringify({ productId: item.productId, variantId: item.variantId, quantity: 1 }),
      });
      return add.ok ? null : `adding to the cart answered ${add.status}`;
    }, { customer: DEMO_CUSTOMER, item: product });
    if (problem) throw new Error(`Could not prepare the signed-in cart: ${problem}.`);
    await page.close();
  } finally {
    // Only the connection: the browser stays for Lighthouse.
    await browser.disconnect();
  }
}
