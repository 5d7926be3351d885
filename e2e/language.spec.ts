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
