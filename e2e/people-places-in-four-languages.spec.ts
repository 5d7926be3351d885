import { expect, test } from './test';

// The team, the workshop's services and the showrooms in the shopper's language: drawn by the
// server in it and taken over by the browser unchanged (the fixture fails a journey on a mismatch).
test('the team, the services and the showrooms in Tamil and Telugu, and the booking names the showrooms in Telugu', async ({ page }) => {
  await page.goto('/team?lang=ta');
  const founder = page.locator('main article').filter({ has: page.getByRole('heading', { level: 2, name: 'Rajendra Soni' }) });
  await expect(founder).toContainText('நிறுவனர், தலைமை நகைக் கலைஞர்');
  await expect(founder.getByRole('listitem').first()).toHaveText('தங்க மாற்று பார்த்தல்');

  await page.goto('/store-locator?lang=te');
  await expect(page.getByRole('heading', { level: 2, name: 'జైపూర్ ప్రధాన షోరూమ్, జోహరి బజార్' })).toBeVisible();
  await expect(page.getByText('14, జోహరి బజార్, జైపూర్, రాజస్థాన్ 302003').first()).toBeVisible();
  await expect(page.getByText('అదే రోజు').first()).toBeVisible();

  await page.goto('/appointments?lang=te');
  await expect(page.locator('option', { hasText: 'బెంగళూరు, యూబీ సిటీ' })).toHaveCount(1);
});
