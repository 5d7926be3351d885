import { expect, test } from './test';

/**
 * English ships with the store; Hindi, Tamil and Telugu load when chosen. A shopper who chose
 * one sees it from the first paint after a reload, on every screen (the cart included).
 */
test('a chosen language loads on demand, stays after a reload and covers the cart', async ({ page, isMobile }) => {
  await page.goto('/home');
  if (isMobile) {
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'தமிழ்' }).click();
  } else {
    await page.getByRole('button', { name: 'Language: English. Change language' }).click();
    await page.getByRole('button', { name: 'தமிழ்' }).click();
  }
  await expect(page.getByText('மொழி தமிழ் ஆக மாற்றப்பட்டது')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'உங்கள் கூடை காலியாக உள்ளது' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'உங்கள் கூடை காலியாக உள்ளது' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
});

/**
 * The server draws a page in the shopper's language (the language cookie, or `?lang=` on the
 * address) and the storefront hydrates it as drawn: the test fixture (e2e/test.ts) fails a
 * journey on any mismatch between the two.
 */
test.describe('drawn in the shopper’s language', () => {
  test('?lang=ta draws the listing in Tamil, the storefront hydrates it, and the next page is drawn in Tamil too', async ({ page }) => {
    const first = await page.goto('/products?category=rings&lang=ta');
    const drawn = await first!.text();
    expect(drawn).toMatch(/<html lang="ta"/);
    expect(drawn).toContain('அனைத்து நகைகளும்');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('main').getByRole('link', { name: 'அனைத்து நகைகளும்' })).toBeVisible();
    // Remembered: the shopper's choice from now on, for the server and the storefront alike.
    const next = await page.goto('/home');
    expect(await next!.text()).toMatch(/<html lang="ta"/);
    expect(await page.evaluate(() => window.localStorage.getItem('selectedLanguage'))).toBe('ta');
  });

  test('a language chosen before the cookie existed: the page drawn in English turns Telugu, and the next one is drawn in Telugu', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'te'));
    const first = await page.goto('/products?category=rings');
    expect(await first!.text()).toMatch(/<html lang="en"/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('main').getByRole('link', { name: 'అన్ని ఆభరణాలు' })).toBeVisible();
    const next = await page.goto('/products?category=rings');
    const drawn = await next!.text();
    expect(drawn).toMatch(/<html lang="te"/);
    expect(drawn).toContain('అన్ని ఆభరణాలు');
  });
});

/** Coupons and testimonials as staff wrote them in each language; neither page is drawn by the server (page-manifest.ts). */
test('the coupons and the testimonials show in the shopper’s language, as staff wrote them', async ({ page }) => {
  await page.goto('/coupons?lang=ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const rings = page.getByTestId('coupon-card').filter({ hasText: 'RINGS15' });
  await expect(rings.getByRole('heading', { level: 2, name: 'மோதிரங்களுக்கு 15% தள்ளுபடி' })).toBeVisible();
  await expect(rings.getByText('மோதிரங்களுக்கு மட்டும்')).toBeVisible();
  await expect(rings.getByText('Rings only')).toHaveCount(0);

  await page.goto('/testimonial?lang=te');
  await expect(page.getByText('నా టెంపుల్ నెక్లెస్ పెళ్లికి రెండు వారాల ముందే వచ్చేసింది', { exact: false })).toBeVisible();
  await expect(page.getByText('పెళ్లికూతురు, 2025, Chennai')).toBeVisible();
  await expect(page.getByText('Meera Iyer')).toBeVisible();
});
