import { expect, test as storefrontTest, workerStore, type Page } from './test';
import type { StoreServer } from './store-server';
import { expectAccessible } from './axe';
import { saveAddressByApi, snap } from './checkout-steps';
import { interfaceText } from './interface-text';
import { readMail } from './mailbox';
import { registerShopper } from './shopper';

/**
 * A store of the journeys' own: other journeys' staff write texts in English only (a banner, a
 * coupon), which a Tamil page rightly shows in English, and the check below would count them.
 * The store registered again runs these journeys in a worker of their own, with its own store.
 */
const test = storefrontTest.extend<object, { store: StoreServer }>({ store: [...workerStore] });

/**
 * Latin-letter words a page in Tamil or Telugu may still show: names (the store's, the pieces'
 * brands, the payment networks'), acronyms and codes in capitals (BIS, HUID, PIN, UPI, a coupon
 * code), and units as jewellers write them in every language. Anything else in `main` is English
 * the shopper was not meant to read.
 */
const NAMES = ['Aabhushan', 'Chandni Silver Works', 'American Express', 'Google Pay', 'Amazon Pay', 'PhonePe', 'Paytm', 'Visa', 'Mastercard', 'RuPay'];
const UNITS = new Set(['g', 'mm', 'ct', 'Pt']);

/**
 * The words of the store's own text in `main` that are English: every text a shopper sees or a
 * screen reader reads, less what is marked `translate="no"` (an address as the courier writes
 * it, a logo) or hidden from screen readers, and an e-mail address.
 */
async function englishIn(page: Page): Promise<string[]> {
  let text = await page.getByRole('main').evaluate((main) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('[translate]')?.getAttribute('translate') === 'no') continue;
      if (parent.closest('[aria-hidden="true"], script, style, template') || !parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
  text = text.replace(/\S+@\S+/g, ' ');
  for (const name of NAMES) text = text.replaceAll(name, ' ');
  // A code with digits in it (a HUID, an order number, 22K) is no word; nor is one in capitals.
  const words = (text.match(/[A-Za-z0-9]+/g) ?? []).filter((word) => /[a-z]/.test(word) && !/\d/.test(word));
  return [...new Set(words.filter((word) => !UNITS.has(word)))];
}

async function expectNoEnglish(page: Page, where: string) {
  if (process.env.EXPLORE) return void console.log(where, JSON.stringify(await englishIn(page)));
  await expect.poll(() => englishIn(page), { message: `English words in main on ${where}`, timeout: 8000 }).toEqual([]);
  // Tamil and Telugu words run longer than English ones: the page still fits the screen, its
  // sections below the first screen drawn too (they are drawn when near: content-visibility).
  const widths = await page.evaluate(async () => {
    const top = window.scrollY;
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const measured = { page: document.documentElement.scrollWidth, screen: window.innerWidth };
    window.scrollTo(0, top);
    return measured;
  });
  expect(widths.page, `the page's width on ${where}`).toBeLessThanOrEqual(widths.screen);
}

const JOURNEYS = [
  {
    language: 'ta' as const,
    name: 'தமிழ்',
    /** "Blue-stone nose pin", as a shopper in Chennai would type it. */
    search: 'நீலக்கல் மூக்குத்தி',
    piece: 'நீலக்கல் வெள்ளி மூக்குத்தி',
    address: { title: 'வீடு', address: '12, வடக்கு உஸ்மான் சாலை, தியாகராய நகர்', formatted_address: 'தியாகராய நகர், சென்னை', pin_code: '600017', coordinates: [80.2337, 13.0418] },
    mailSubject: /ஆர்டர்/,
  },
  {
    language: 'te' as const,
    name: 'తెలుగు',
    /** "Blue nose pin", as a shopper in Hyderabad would type it. */
    search: 'నీలం ముక్కుపుడక',
    piece: 'నీలం వెండి ముక్కుపుడక',
    address: { title: 'ఇల్లు', address: '8-2-293, రోడ్ నం. 12, బంజారా హిల్స్', formatted_address: 'బంజారా హిల్స్, హైదరాబాద్', pin_code: '500034', coordinates: [78.4413, 17.4156] },
    mailSubject: /ఆర్డర్/,
  },
];

for (const journey of JOURNEYS) {
  test(`a ${journey.language === 'ta' ? 'Tamil' : 'Telugu'} shopper goes from home to a paid order reading their language`, async ({ page, isMobile }, testInfo) => {
    test.setTimeout(120_000);
    const say = await interfaceText(journey.language);
    const credentials = await registerShopper(page, testInfo, `journey-${journey.language}`);
    await saveAddressByApi(page, credentials, journey.address);

    // Home, in English; the shopper picks their language.
    await page.goto('/home');
    if (isMobile) {
      await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: journey.name }).click();
    } else {
      await page.getByRole('button', { name: 'Language: English. Change language' }).click();
      await page.getByRole('button', { name: journey.name }).click();
    }
    await expect(page.getByText(say('language.changed', { language: journey.name }))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', journey.language);
    await expectNoEnglish(page, 'home');
    // Drawn by the server in their language from now on.
    await page.reload();
    await expectNoEnglish(page, 'home, drawn again');

    // Sign in, in their language.
    await page.goto('/login');
    await page.getByLabel(say('auth.fields.email')).fill(credentials.email);
    await page.getByLabel(say('auth.fields.password'), { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: say('auth.login.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/profile$/);

    // Search in their script: the piece is found.
    await page.getByRole('banner').getByRole('button', { name: say('header.search') }).click();
    const overlay = page.getByRole('dialog', { name: say('search.title') });
    await overlay.getByRole('combobox').fill(journey.search);
    await overlay.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(/\/products\?search=/);
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(journey.piece) }).first();
    await expect(card).toBeVisible();
    await snap(page, testInfo, `${journey.language}-1-search`);
    await expectNoEnglish(page, 'the search results');
    await expectAccessible(page, `search results in ${journey.language}`);

    // The piece's page.
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.piece);
    // The sections below the first screen are drawn when near it (content-visibility: auto),
    // sized meanwhile at a guess that a card in Tamil outgrows: the shopper scrolls through
    // them before axe measures them drawn.
    await page.getByRole('heading', { level: 2, name: say('product.related') }).scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectAccessible(page, `product page in ${journey.language}`);
    await expectNoEnglish(page, 'the product page');
    await snap(page, testInfo, `${journey.language}-2-product`);
    await page.getByRole('button', { name: say('cart.add'), exact: true }).click();
    await expect(page.getByText(say('cart.added', { name: journey.piece }))).toBeVisible();

    // The cart.
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('link', { name: journey.piece })).toBeVisible();
    await snap(page, testInfo, `${journey.language}-3-cart`);
    await expectNoEnglish(page, 'the cart');
    await expectAccessible(page, `cart in ${journey.language}`);
    const cartTotal = await page.getByTestId('summary-total').textContent();

    // Checkout: the saved address, standard shipping, card through the test gateway.
    await page.getByRole('button', { name: say('cart.checkout.label') }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoEnglish(page, 'the checkout cart step');
    await expectAccessible(page, `checkout in ${journey.language}`);
    await page.getByRole('button', { name: say('checkout.review.continue') }).click();
    await expect(page.getByTestId('delivery-check')).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(`^${journey.address.title}`) })).toBeChecked();
    await snap(page, testInfo, `${journey.language}-4-info`);
    await expectNoEnglish(page, 'the checkout delivery step');
    await page.getByRole('button', { name: say('checkout.info.continue') }).click();
    await expect(page.getByRole('group', { name: say('checkout.payment.title') })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(`^${say('checkout.payment.methods.card')}`) })).toBeChecked();
    await snap(page, testInfo, `${journey.language}-5-payment`);
    await expectNoEnglish(page, 'the checkout payment step');
    await expectAccessible(page, `checkout payment in ${journey.language}`);
    await page.getByRole('button', { name: new RegExp(`^${say('checkout.payment.place', { amount: '' }).trim()}`) }).click();
    const gateway = page.getByRole('dialog', { name: say('payment.test.title') });
    await expect(gateway.getByTestId('test-gateway-amount')).toHaveText(cartTotal!);
    await gateway.getByRole('button', { name: say('payment.test.pay', { amount: cartTotal! }) }).click();

    // The confirmation, and the order's mail, in their language.
    await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
    await expect(page.getByRole('heading', { name: say('confirmation.title') })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toHaveText(say('confirmation.paymentStatuses.paid'));
    await expectNoEnglish(page, 'the order confirmation');
    await snap(page, testInfo, `${journey.language}-6-confirmation`);
    await expectAccessible(page, `order confirmation in ${journey.language}`);
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    const mail = await readMail(page.request, credentials.email, (entry) => entry.subject.includes(orderNumber));
    expect(mail.subject).toMatch(journey.mailSubject);
    expect(mail.text).toContain(journey.piece);
  });
}
