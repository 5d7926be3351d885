import { findSevereViolations } from './axe';
import { expect, test } from './test';

interface Estimate {
  ratePerGram: number;
  grossValue: number;
  exchangeValue: number;
  buybackValue: number;
  ratesDate: string;
}

/** ₹78,400: Indian digit grouping, as the storefront writes every amount. */
const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(amount)}`;

test('a shopper estimates 10 g of 22K gold and sees the values the API gives, and a bad weight says what is wrong', async ({ page, request }) => {
  const answer = await request.post('/api/public/old-gold/estimate', { data: { metal: 'gold', purity: '22K', weightGrams: 10 } });
  expect(answer.status()).toBe(200);
  const estimate = ((await answer.json()) as { data: Estimate }).data;

  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Old Gold Exchange', exact: true }).click();
  await expect(page).toHaveURL(/\/old-gold$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Value your old gold' })).toBeVisible();

  // A weight outside 0.1 to 1,000 g is refused before anything is sent, in words.
  const weight = page.getByLabel('Weight in grams');
  await weight.fill('1200');
  await page.getByRole('button', { name: 'Estimate' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the weight in grams, from 0.1 to 1000' })).toBeVisible();
  await expect(weight).toBeFocused();
  await expect(weight).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Metal').selectOption('gold');
  await page.getByLabel('Purity (hallmark)').selectOption('22K');
  await weight.fill('10');
  await page.getByRole('button', { name: 'Estimate' }).click();
  const result = page.getByTestId('old-gold-result');
  await expect(result.getByTestId('old-gold-gross')).toHaveText(rupees(estimate.grossValue));
  await expect(result.getByTestId('old-gold-rate')).toHaveText(`${rupees(estimate.ratePerGram)} per gram`);
  await expect(result.getByTestId('old-gold-exchange')).toHaveText(rupees(estimate.exchangeValue));
  await expect(result.getByTestId('old-gold-buyback')).toHaveText(rupees(estimate.buybackValue));
  await expect(result.getByTestId('old-gold-rates-date')).toContainText('Rates as on');
  await expect(weight).not.toHaveAttribute('aria-invalid');
  // The seed: 10 g of 22K at ₹7,840 is ₹78,400 against new jewellery; bought back, 3 % less.
  expect(estimate).toMatchObject({ grossValue: 78_400, exchangeValue: 78_400, buybackValue: 76_048 });

  // Silver offers only its own purity.
  await page.getByLabel('Metal').selectOption('silver');
  await expect(page.getByLabel('Purity (hallmark)').locator('option')).toHaveText(['925 sterling']);

  // What the showroom checks, and the showrooms to call for a valuation.
  await expect(page.getByRole('heading', { level: 3, name: 'Purity, on the karat meter' })).toBeVisible();
  const book = page.getByTestId('book-valuation');
  await expect(book.getByRole('heading', { level: 2, name: 'Book a valuation' })).toBeVisible();
  await expect(book.getByRole('link', { name: /^Call \+91/ }).first()).toHaveAttribute('href', /^tel:\+91\d+$/);

  expect(await findSevereViolations(page, '/old-gold with an estimate')).toEqual([]);
});

test('the estimate speaks Hindi: labels, values and the refusal of a bad weight', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('selectedLanguage', 'hi'));
  await page.goto('/old-gold');
  await expect(page.getByRole('heading', { level: 1, name: 'अपने पुराने सोने का मूल्य जानें' })).toBeVisible();
  await page.getByLabel('वज़न ग्राम में').fill('abc');
  await page.getByRole('button', { name: 'अनुमान लगाएँ' }).click();
  await expect(page.getByText('वज़न ग्राम में लिखें, 0.1 से 1000 तक')).toBeVisible();
  await page.getByLabel('वज़न ग्राम में').fill('10');
  await page.getByRole('button', { name: 'अनुमान लगाएँ' }).click();
  await expect(page.getByTestId('old-gold-gross')).toHaveText('₹78,400');
});
