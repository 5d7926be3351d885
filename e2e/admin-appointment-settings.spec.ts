import { expectAccessible } from './axe';
import { snap } from './checkout-steps';
import { readToken } from './orders-api';
import { signInStaff } from './staff';
import { expect, test, type APIRequestContext } from './test';

/** The API's sentences (packages/shared/src/schemas/appointments.ts). */
const A = {
  slotMinutes: 'Slot length must be a whole number of minutes from 15 to 240',
  pinPrefixes: 'PIN prefixes are 1 to 6 digits each, the first not 0 (at most 50)',
  slotTime: 'A slot time is written HH:MM',
  homeNotAvailable: 'Try at home is not available at this PIN yet',
};

interface Slots {
  slotMinutes: number;
  slots: Array<{ start: string; available: boolean }>;
}

/** A day so many days ahead in India, YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

async function slotsAnswer(request: APIRequestContext, query: Record<string, string>) {
  const answer = await request.get(`/api/public/appointments/slots?${new URLSearchParams(query).toString()}`);
  return { status: answer.status(), body: (await answer.json()) as { message: string; data: Slots } };
}

// The journeys share one store: the phone takes Bengaluru, the desktop Mumbai, and each puts back what it changed.
const SHOWROOMS = {
  phone: { name: 'Bengaluru, UB City', prefix: '562', pin: '562110' },
  desktop: { name: 'Mumbai, Zaveri Bazaar', prefix: '401', pin: '401107' },
};

test('staff set a showroom\'s slot length and try-at-home area, close and reopen one slot, and set the gift wrap price: shoppers see each at once', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const mine = SHOWROOMS[testInfo.project.name.includes('phone') ? 'phone' : 'desktop'];
  await signInStaff(page);
  const token = await readToken(page);
  const staff = { authorization: `Bearer ${token}` };
  const showrooms = ((await (await page.request.get('/api/public/appointments/showrooms')).json()) as { data: Array<{ _id: string; name: { en: string } }> }).data;
  const showroomId = showrooms.find((showroom) => showroom.name.en === mine.name)!._id;
  // The first day from three days ahead that has slots.
  let date = '';
  for (let ahead = 3; !date; ahead += 1) {
    const candidate = dayAhead(ahead);
    if ((await slotsAnswer(page.request, { kind: 'store', showroom: showroomId, date: candidate })).body.data.slots.length > 0) date = candidate;
  }
  const opening = ((await (await page.request.get('/api/admin/appointment-settings', { headers: staff })).json()) as { data: Array<{ showroomId: string; slotMinutes: number; pinPrefixes: string[] }> }).data.find((row) => row.showroomId === showroomId)!;
  const home = { kind: 'home', showroom: showroomId, date, pin: mine.pin };
  expect((await slotsAnswer(page.request, home)).body.message).toBe(A.homeNotAvailable);

  try {
    // Settings: a wrong slot length and a wrong prefix are refused beside their fields, then saved.
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Appointments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Day', exact: true })).toHaveAttribute('aria-current', 'page');
    await snap(page, testInfo, 'staff-appointments-day');
    await page.getByRole('navigation', { name: 'Appointment pages' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Showroom').selectOption({ label: mine.name });
    await expect(page.getByRole('heading', { level: 2, name: `How ${mine.name} books` })).toBeVisible();
    const slotLength = page.getByLabel('Slot length (minutes)');
    await expect(slotLength).toHaveValue('30');
    await expect(page.getByLabel('Consultants per slot')).toHaveValue('2');
    const adding = page.getByLabel('Add PIN prefixes');
    await adding.fill('0562');
    await adding.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: A.pinPrefixes })).toBeVisible();
    await adding.fill(mine.prefix);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: 'PIN prefixes' })).toContainText(mine.prefix);
    await expect(adding).toHaveValue('');
    await slotLength.fill('5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: A.slotMinutes })).toBeVisible();
    await expect(slotLength).toHaveAttribute('aria-invalid', 'true');
    await slotLength.fill('45');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toContainText('Appointment settings updated');
    await expect(page.getByRole('region', { name: 'Changes by staff' }).getByRole('listitem').first()).toContainText(/Slot minutes.*30 → 45/s);
    await snap(page, testInfo, 'staff-appointment-settings');
    await expectAccessible(page, 'staff appointment settings');

    // The shopper's slots: 45 minutes apart, and try at home at a PIN under the new prefix.
    const homeSlots = await slotsAnswer(page.request, home);
    expect(homeSlots.status, homeSlots.body.message).toBe(200);
    expect(homeSlots.body.data.slotMinutes).toBe(45);
    const [first, second] = homeSlots.body.data.slots;
    expect(Date.parse(second!.start) - Date.parse(first!.start)).toBe(45 * 60_000);

    // Closures: a wrong typed time is refused; the second slot of the day closed, then reopened after a question.
    await page.getByRole('navigation', { name: 'Appointment pages' }).getByRole('link', { name: 'Closures' }).click();
    await expect(page.getByLabel('Showroom')).toHaveValue(showroomId);
    await page.getByLabel('Date').fill(date);
    const what = page.getByLabel('What to close');
    await what.selectOption({ label: 'Another time…' });
    await page.getByLabel('Slot time').fill('25:00');
    await page.getByRole('button', { name: 'Close the slot' }).click();
    await expect(page.getByRole('alert').filter({ hasText: A.slotTime })).toBeVisible();
    const slotStart = second!.start.slice(11, 16);
    await expect(what.locator('option', { hasText: `${slotStart} – ` })).toHaveCount(1);
    await what.selectOption(slotStart);
    await page.getByLabel('Reason').fill('Stock count');
    await page.getByRole('button', { name: 'Close the slot' }).click();
    await expect(page.getByRole('status')).toContainText(`Closure saved: the slot at ${slotStart} on`);
    const row = page.getByRole('row').filter({ hasText: `Slot at ${slotStart}` });
    await expect(row).toContainText('Stock count');
    await expect(what.locator('option', { hasText: `${slotStart} – ` })).toContainText('(closed)');
    const closedSlot = async () => (await slotsAnswer(page.request, { kind: 'store', showroom: showroomId, date })).body.data.slots.find((slot) => slot.start === second!.start);
    expect(await closedSlot()).toMatchObject({ available: false });
    await snap(page, testInfo, 'staff-appointment-closures');
    await expectAccessible(page, 'staff appointment closures');

    await row.getByRole('button', { name: /^Reopen/ }).click();
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(`Reopen the slot at ${slotStart} on`);
    await snap(page, testInfo, 'staff-appointment-reopen', { fullPage: false });
    await question.getByRole('button', { name: 'Reopen' }).click();
    await expect(page.getByRole('status')).toContainText('Closure removed');
    await expect(row).toHaveCount(0);
    expect(await closedSlot()).toMatchObject({ available: true });

    // The gift wrap's price in the store settings: checkout charges it (the public settings answer says so).
    await page.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Settings' }).click();
    const wrap = page.getByLabel('Gift wrap price (₹)');
    await expect(wrap).toHaveValue('150');
    await wrap.fill('1250');
    await expect(page.getByText('Checkout shows ₹1,250.')).toBeVisible();
    await wrap.fill('6,000');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Gift wrap price must be rupees from 0 to 5000, to the paisa' })).toBeVisible();
    await wrap.fill('1,250');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status')).toContainText('Store settings saved');
    await wrap.scrollIntoViewIfNeeded();
    await snap(page, testInfo, 'staff-gift-wrap-price', { fullPage: false });
    const publicSettings = (await (await page.request.get('/api/public/settings')).json()) as { data: { giftWrapPrice: number } };
    expect(publicSettings.data.giftWrapPrice).toBe(1250);
  } finally {
    // Put back what this journey changed, through the API (other journeys expect the opening store).
    await page.request.patch(`/api/admin/appointment-settings/${showroomId}`, { headers: staff, data: { slotMinutes: opening.slotMinutes, pinPrefixes: opening.pinPrefixes } });
    const closures = ((await (await page.request.get(`/api/admin/appointment-closures?showroom=${showroomId}`, { headers: staff })).json()) as { data: Array<{ id: string }> }).data;
    for (const closure of closures) await page.request.delete(`/api/admin/appointment-closures/${closure.id}`, { headers: staff });
    const settings = ((await (await page.request.get('/api/admin/settings', { headers: staff })).json()) as { data: Record<string, unknown> }).data;
    await page.request.put('/api/admin/settings', { headers: staff, data: { ...settings, giftWrap: 150, updatedAt: undefined } });
  }
  expect((await slotsAnswer(page.request, home)).body.message).toBe(A.homeNotAvailable);
  expect(((await (await page.request.get('/api/public/settings')).json()) as { data: { giftWrapPrice: number } }).data.giftWrapPrice).toBe(150);
});
