import { expect, test } from './test';

/** Each project (phone, desktop) writes as its own sender: enquiries are limited per e-mail. */
const sender = (projectName: string) => `meera.${projectName}.${Date.now()}@example.in`;

test('the contact form shows its errors, then sends, resets and mails the store and the sender', async ({ page, request }, testInfo) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Monday to Saturday')).toBeVisible();

  const send = page.getByRole('button', { name: 'Send message' });
  // Marked disabled while invalid, yet a press says what is missing.
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  await send.click({ force: true });
  await expect(page.getByText('Please fill all required fields correctly')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  const email = sender(testInfo.project.name);
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile number').fill('98765');
  await page.getByLabel('Mobile number').blur();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('What is it about?').selectOption('custom');
  await page.getByLabel('Message', { exact: true }).fill('Could you make a temple necklace in 22K gold?');
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');
  await send.click();

  await expect(page.getByText('Contact form submission successful')).toBeVisible();
  await expect(page.getByText('Thank you for contacting us! We will reply within 24 hours.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  const outbox = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { data: { subject: string }[] };
  expect(outbox.data.map((mail) => mail.subject)).toContain('We have received your message');
});

test('the journal loads 6 posts, then 3 more per Load More to the end, and each tab shows its category', async ({ page, request }) => {
  const total = ((await (await request.get('/api/public/blog?limit=1')).json()) as { pagination: { totalItems: number } }).pagination.totalItems;
  await page.goto('/blog');
  const grid = page.locator('main ul').filter({ has: page.getByRole('article') }).first();
  const cards = grid.getByRole('article');
  await expect(page.getByText('Featured')).toBeVisible();
  await expect(cards).toHaveCount(6);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  let expected = 6;
  while (expected < total - 1) {
    await loadMore.click();
    expected = Math.min(expected + 3, total - 1);
    await expect(cards).toHaveCount(expected);
  }
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByText(`Showing ${total - 1} of ${total - 1}`)).toBeVisible();

  await page.getByRole('button', { name: 'Guides', exact: true }).click();
  await expect(page).toHaveURL(/category=guides/);
  await expect(page.getByText('Featured')).toHaveCount(0);
  await expect(cards.first()).toContainText('Guides');
  const guides = await cards.count();
  expect(guides).toBeGreaterThanOrEqual(3);
  for (let i = 0; i < guides; i += 1) await expect(cards.nth(i)).toContainText('Guides');
});

test('an article opens by its slug with its body, tags, share links and a sidebar search that asks the server', async ({ page }) => {
  await page.goto('/blog/understanding-bis-hallmark-and-huid');
  await expect(page.getByRole('heading', { level: 1, name: 'Understanding the BIS Hallmark and HUID' })).toBeVisible();
  await expect(page).toHaveTitle(/Understanding the BIS Hallmark and HUID/);
  await expect(page.getByRole('heading', { name: 'The three marks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(page.getByRole('link', { name: '#HUID' })).toBeVisible();

  const search = page.getByRole('search').filter({ has: page.getByRole('searchbox', { name: 'Search the journal' }) });
  await search.getByRole('searchbox').fill('silver');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Cleaning Silver Jewellery at Home, Safely' }).first().click();
  await expect(page).toHaveURL(/\/blog\/clean-silver-jewellery-at-home$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cleaning Silver Jewellery at Home, Safely' })).toBeVisible();

  await page.goto('/blog/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found.' })).toBeVisible();
});

test('the FAQ opens the first answer and works from the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('button', { expanded: true }).or(page.getByRole('button', { expanded: false })).filter({ hasText: '?' });
  const first = questions.first();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /Is all your gold jewellery BIS hallmarked/ })).toContainText('HUID');

  await first.focus();
  await page.keyboard.press('ArrowDown');
  const second = questions.nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /verify the HUID/ })).toContainText('BIS CARE');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(questions.last()).toBeFocused();

  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('the FAQ in Telugu: each question and its answer in Telugu, the links as in English', async ({ page }) => {
  await page.goto('/faq?lang=te');
  const answer = page.getByRole('region', { name: /మీ బంగారు నగలన్నింటికీ BIS హాల్‌మార్క్ ఉంటుందా/ });
  await expect(answer).toContainText('HUID మీ బిల్లు మీద ముద్రించి ఉంటుంది');
  await page.getByRole('button', { name: /నా ఆర్డర్‌ను ఎలా ట్రాక్ చేయాలి/ }).click();
  await expect(page.getByRole('region', { name: /నా ఆర్డర్‌ను ఎలా ట్రాక్ చేయాలి/ }).getByRole('link', { name: 'నా ఆర్డర్లు' })).toBeVisible();
});

test('the ring size guide opens from a ring\'s page and names the size for a measurement', async ({ page, request }) => {
  const rings = (await (await request.get('/api/public/product?category=rings&limit=1')).json()) as { data: { slug: string }[] };
  await page.goto(`/product/${rings.data[0]!.slug}`);
  await page.getByRole('button', { name: 'Ring size guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ring Size Guide' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Indian size' })).toBeVisible();
  await dialog.getByLabel('Your thread measurement (mm)').fill('49.2');
  await expect(dialog.getByText('Your size: Indian 9, US 5')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Ring size guide' })).toBeFocused();
});

test('testimonials, team and showrooms come from the store\'s content', async ({ page }) => {
  await page.goto('/testimonial');
  await expect(page.getByText('Verified Buyer').first()).toBeVisible();
  await expect(page.getByText('Customer, New Delhi')).toBeVisible();
  await page.getByRole('link', { name: 'Read all testimonials' }).click();
  await expect(page).toHaveURL(/\/all-testimonial$/);
  await expect(page.getByText('Verified Buyer')).toHaveCount(12);

  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 2, name: 'Rajendra Soni' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(6);

  await page.goto('/store-locator');
  await expect(page.getByRole('heading', { level: 2, name: 'Jaipur Flagship, Johari Bazaar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get directions' }).first()).toHaveAttribute('href', /google\.com\/maps\/dir/);
});

test('the footer links the content pages, order tracking and coupons, and the desktop top bar the showrooms', async ({ page }, testInfo) => {
  await page.goto('/home');
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('link', { name: 'Stores', exact: true })).toHaveAttribute('href', '/store-locator');
    await expect(page.getByRole('link', { name: 'Track Order', exact: true }).first()).toHaveAttribute('href', '/track-order');
    await expect(page.getByRole('link', { name: 'Coupons', exact: true }).first()).toHaveAttribute('href', '/coupons');
  }
  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['Contact', '/contact'],
    ['Track Order', '/track-order'],
    ['Coupons', '/coupons'],
    ['FAQ', '/faq'],
    ['Store Locator', '/store-locator'],
    ['Ring Size Guide', '/ring-size-guide'],
    ['Old Gold Exchange', '/old-gold'],
    ['Gold Plan', '/gold-plan'],
    ['Verify a Certificate', '/certificate'],
    ['About Us', '/about'],
    ['Journal', '/blog'],
    ['Testimonials', '/testimonial'],
    ['Our Team', '/team'],
    ['Brand Partners', '/brand'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});

test('the about page tells the story with the team, a testimonial carousel and counters that count up', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Aabhushan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'A counter in Johari Bazaar' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(3);
  const carousel = page.getByRole('region', { name: 'What our customers say' });
  // The carousel starts (and draws its dots) as it nears the viewport.
  await carousel.last().scrollIntoViewIfNeeded();
  await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  const years = String(new Date().getFullYear() - 1985);
  const counters = page.getByRole('region', { name: 'Our story in numbers' }).or(page.locator('section[aria-labelledby="about-impact"]'));
  await counters.scrollIntoViewIfNeeded();
  await expect(counters.getByText(years, { exact: true })).toBeVisible();
});

test('the brand partners need a sign-in, then turn by themselves and answer their dots', async ({ page }) => {
  await page.goto('/brand');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fbrand/);
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/brand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Brand Partners' })).toBeVisible();
  await expect(page.getByText('Premium Partner').first()).toBeVisible();

  const carousel = page.getByRole('region', { name: 'Our Brand Partners' });
  const dots = carousel.getByRole('button', { name: /^Go to brand/ });
  await dots.nth(2).click();
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  // Autoplay carries on after the click: within a few seconds another dot is current.
  await expect(dots.nth(2)).not.toHaveAttribute('aria-current', 'true', { timeout: 6000 });
});

test('the offers page is built from the live offer and the pieces really on sale, at both of its paths', async ({ page, request }) => {
  const sale = (await (await request.get('/api/public/product?tag=sale&limit=1')).json()) as { pagination: { totalItems: number } };
  for (const path of ['/offer', '/offers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Offers and Collections' })).toBeVisible();
    await expect(page.getByText(/^Seconds?$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On sale now' })).toBeVisible();
  }
  expect(sale.pagination.totalItems).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'See every piece on sale' }).click();
  await expect(page).toHaveURL(/\/products\?tag=sale$/);

  await page.goto('/social');
  await expect(page.getByRole('heading', { level: 2, name: 'Instagram' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow Instagram' })).toHaveAttribute('href', /instagram\.com/);
  await expect(page.locator('main a[href^="/product/"]')).toHaveCount(6);
});

test('the mobile menu leads to the collections, order tracking and coupons', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu is the phone header');
  await page.goto('/home');
  await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Categories', exact: true })).toHaveAttribute('href', '/categories');
  await expect(menu.getByRole('link', { name: 'Track Order', exact: true })).toHaveAttribute('href', '/track-order');
  await menu.getByRole('link', { name: 'Coupons', exact: true }).click();
  await expect(page).toHaveURL(/\/coupons$/);
});
