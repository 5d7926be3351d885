import { fileURLToPath } from 'node:url';
import { expectAccessible } from './axe';
import { expect, test, type Page } from './test';

/** Screenshots of the product page's certificates and both verify pages at 390 and 1280 px, looked at by a person. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? fileURLToPath(new URL('../.cache/screenshots', import.meta.url));

/** A diamond piece of the demo store: the seed gives it an IGI sample certificate (db/seed/certificates.ts). */
const DIAMOND_PIECE = 'diamond-eternity-bangle';

interface Certificate {
  lab: string;
  number: string;
  issuedOn: string;
  details: { stone?: string; shape?: string; carat?: number; colour?: string; clarity?: string; cut?: string };
  pdfUrl: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 2026-01-05 as the storefront writes it: 5 January 2026. */
const indianDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

const submitNumber = (page: Page) => page.getByRole('button', { name: 'Verify', exact: true }).click();

test('verify a certificate by number', async ({ page }, testInfo) => {
  // A long journey (product page, PDF, two verifications and a miss) on a shared 2-core machine.
  test.setTimeout(90_000);
  const size = testInfo.project.name;
  const product = ((await (await page.request.get(`/api/public/product/${DIAMOND_PIECE}`)).json()) as { data: { name: { en: string }; certificates: Certificate[] } }).data;
  const certificate = product.certificates[0]!;
  const name = product.name.en;
  expect(certificate.lab).toBe('IGI');

  // The product page shows the certificate below the fold, loaded as the shopper scrolls near it.
  await page.goto(`/product/${DIAMOND_PIECE}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  const section = page.getByTestId('product-certificates');
  await expect(section.getByRole('heading', { level: 2, name: 'Certificates' })).toBeVisible();
  const card = section.getByTestId('certificate').filter({ hasText: certificate.number });
  await expect(card.getByRole('heading', { name: 'International Gemological Institute' })).toBeVisible();
  await expect(card.getByTestId('certificate-number')).toHaveText(certificate.number);
  await expect(card).toContainText(`Issued on${indianDate(certificate.issuedOn)}`);
  const { carat, ...texts } = certificate.details;
  for (const text of Object.values(texts)) await expect(card).toContainText(text);
  if (carat !== undefined) await expect(card).toContainText(`Carat weight${carat} ct`);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: `${SHOTS}/certificates-product-section-${size}.png` });

  // The PDF opens in a new tab, and is a PDF.
  const pdf = card.getByRole('link', { name: /^View certificate \(PDF\)/ });
  await expect(pdf).toHaveAttribute('target', '_blank');
  const pdfAnswer = await page.request.get((await pdf.getAttribute('href'))!);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
  expect((await pdfAnswer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Verify: the certificate's own page names the same piece.
  await card.getByRole('link', { name: `Verify certificate ${certificate.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${certificate.number}$`));
  await expect(page.getByTestId('verified-number')).toHaveText(certificate.number);
  const piece = page.getByTestId('certificate-piece');
  await expect(piece.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(piece.getByRole('link', { name: 'View the piece' })).toHaveAttribute('href', `/product/${DIAMOND_PIECE}`);
  await expect(page.getByRole('link', { name: /^View certificate \(PDF\)/ })).toHaveAttribute('href', certificate.pdfUrl!);
  await page.screenshot({ path: `${SHOTS}/certificate-verified-${size}.png`, fullPage: true });
  await expectAccessible(page, 'a verified certificate');

  // A shopper with the paper certificate: the footer's help column, then the number typed by hand.
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verify a Certificate', exact: true }).click();
  await expect(page).toHaveURL(/\/certificate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a certificate' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certificate-form-${size}.png`, fullPage: true });
  await expectAccessible(page, '/certificate');
  const field = page.getByLabel('Certificate number');
  // What cannot be a number is refused beside the field, in the API's words, before anything is sent.
  await field.fill('ab#1');
  await submitNumber(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Type the certificate number as printed: 4 to 40 letters, digits or hyphens' })).toBeVisible();
  await expect(field).toBeFocused();
  // Lower case with spaces around the hyphens, as read off the paper: the same certificate.
  await field.fill(`  ${certificate.number.toLowerCase().replaceAll('-', ' - ')} `);
  await submitNumber(page);
  await expect(page).toHaveURL(new RegExp(`/certificate/${certificate.number}$`));
  await expect(page.getByTestId('certificate-piece').getByRole('heading', { level: 2, name })).toBeVisible();

  // An unknown number says so, with the form again holding what was typed.
  await page.getByRole('link', { name: 'Verify another certificate' }).click();
  await expect(page).toHaveURL(/\/certificate$/);
  await page.getByLabel('Certificate number').fill('demo-igi 99999');
  await submitNumber(page);
  await expect(page.getByRole('heading', { level: 1, name: 'No certificate with this number' })).toBeVisible();
  await expect(page.getByLabel('Certificate number')).toHaveValue('demo-igi 99999');
  await page.screenshot({ path: `${SHOTS}/certificate-not-found-${size}.png`, fullPage: true });
  await expectAccessible(page, 'an unknown certificate number');
});
