import { expect, test, type Page } from './test';
import { signInNewShopper } from './shopper';

/** Fills the add form for one address; the PIN fills city, district and state. */
async function fillAddress(page: Page, { title, type, pin, city, state, street }: { title: string; type: string; pin: string; city: string; state: string; street: string }) {
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Address title').fill(title);
  await form.getByText(type, { exact: true }).click();
  await form.getByLabel('Contact number').fill('98290 19850');
  await form.getByLabel('PIN code').fill(pin);
  await expect(form.getByLabel('City')).toHaveValue(city);
  await expect(form.getByLabel('State')).toHaveValue(state);
  await form.getByLabel('House, flat, street and area').fill(street);
  await expect(form.getByLabel('Full address')).toHaveValue(`${street}, ${city}, ${state} ${pin}`);
  // Offline here: the map says so, and the point comes from the PIN code.
  await expect(form.getByTestId('map-status')).toHaveText(
    /Location taken from PIN code \d{6}\.|The map could not load here, so the location comes from your PIN code\. You can still save the address\./,
  );
  return form;
}

test('a customer keeps an address book: PIN autofill, default, a second default, delete after confirming', async ({ page }, testInfo) => {
  // A long journey (two addresses, each with its PIN looked up) on a busy machine.
  test.setTimeout(90_000);
  await signInNewShopper(page, testInfo, 'addresses');
  await page.goto('/profile?tab=addresses');
  await expect(page.getByRole('heading', { name: 'No saved addresses' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a new address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await form.getByLabel('Contact number').fill('12345');
  await form.getByLabel('Contact number').blur();
  await expect(form.getByText('Valid contact number is required')).toBeVisible();

  await fillAddress(page, { title: 'Home', type: 'Home', pin: '302003', city: 'Jaipur', state: 'Rajasthan', street: 'Flat 2, 14 Johari Bazaar' });
  await expect(form.getByText(/Delivers to Jaipur, Rajasthan in about 5 days/)).toBeVisible();
  await form.screenshot({ path: testInfo.outputPath('address-form.png') });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  await expect(form).toBeHidden();
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Home (Default)');
  await expect(cards.first()).toContainText('Flat 2, 14 Johari Bazaar, Jaipur, Rajasthan 302003');

  await page.getByRole('button', { name: 'Add a new address' }).click();
  await fillAddress(page, { title: 'Office', type: 'Office', pin: '560001', city: 'Bangalore', state: 'Karnataka', street: '3rd floor, 12 MG Road' });
  await page.getByRole('form', { name: 'New address' }).getByRole('button', { name: 'Save' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('Office');
  await expect(cards.nth(1)).not.toContainText('(Default)');

  await page.getByRole('button', { name: 'Make Office the default address' }).click();
  await expect(cards.nth(1)).toContainText('Office (Default)');
  await expect(cards.nth(0)).not.toContainText('(Default)');
  await expect(page.getByRole('button', { name: 'Make Home the default address' })).toBeVisible();
  await page.getByRole('list', { name: 'Saved addresses' }).screenshot({ path: testInfo.outputPath('address-book.png') });

  await page.getByRole('button', { name: 'Delete Home' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this address?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Office (Default)');

  await page.reload();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
});
