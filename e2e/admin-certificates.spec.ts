import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './test';
import { expectAccessible } from './axe';
import { signInStaff } from './staff';

/**
 * A piece's engraving and certificates on the staff product editor, on a phone and a
 * desktop: staff let the piece be engraved, add a lab's certificate with its PDF, correct its
 * carat and remove it; the store's answers follow each change at once.
 */
test.describe.configure({ timeout: 90_000 });

/** Where the panel's pictures go when asked for (CERTIFICATE_SHOTS=/tmp/shots), to look at them. */
const SHOTS = process.env.CERTIFICATE_SHOTS;
const PIECE = { name: 'Ruby Polki Bridal Bangles (Pair)', slug: 'ruby-polki-bridal-bangles-pair' };

/** The smallest document a PDF reader opens: one empty page, its trailer and the end marker. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function shoot(page: Page, region: string, name: string, width: number) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.getByRole('region', { name: region }).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

test('staff let a piece be engraved, and add, correct and remove its certificate with a PDF', async ({ page }, testInfo) => {
  const width = page.viewportSize()!.width;
  const number = `E2E-GIA-${testInfo.project.name.toUpperCase()}-${Date.now()}`;
  await signInStaff(page);
  await page.goto('/admin/products');
  await page.getByLabel('Search by name, slug or HUID').fill(PIECE.slug);
  await page.getByLabel('Search by name, slug or HUID').press('Enter');
  await page.getByRole('link', { name: PIECE.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: PIECE.name })).toBeVisible();

  // Engraving: up to 10 characters; the store's answer says so at once.
  await page.getByLabel('Engraving: most characters').fill('41');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Engraving length must be a whole number of characters from 1 to 40, or empty when the piece is not engraved')).toBeVisible();
  await page.getByLabel('Engraving: most characters').fill('10');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Product updated');
  await shoot(page, 'Stock, delivery and engraving', 'engraving', width);
  const piece = await (await page.request.get(`/api/public/product/${PIECE.slug}`)).json();
  expect(piece.data.engraving).toEqual({ maxLength: 10 });

  // A certificate: what is missing is said before anything is sent; a file that is not a PDF is refused before it is sent.
  const panel = page.getByRole('region', { name: 'Certificates' });
  await panel.getByRole('button', { name: 'Add a certificate' }).click();
  await panel.getByRole('button', { name: 'Add certificate' }).click();
  await expect(panel.getByLabel('Lab')).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText('Choose the lab: IGI, GIA, SGL, BIS')).toBeVisible();
  await panel.getByLabel('Lab').selectOption('GIA');
  await panel.getByLabel('Certificate number').fill(number.toLowerCase());
  await panel.getByLabel('Issued on').fill('2026-03-14');
  await panel.getByLabel('Stone').fill('Natural ruby');
  await panel.getByLabel('Shape').fill('Oval');
  await panel.getByLabel('Carat').fill('1.2');
  await panel.getByLabel('Colour').fill('Pigeon blood red');
  await panel.getByLabel('Upload the PDF').setInputFiles({ name: 'ruby.pdf', mimeType: 'application/pdf', buffer: Buffer.from('\xff\xd8\xff\xe0 a photograph, not a certificate') });
  await expect(panel.getByText('Certificates must be PDF files')).toBeVisible();
  await panel.getByLabel('Upload the PDF').setInputFiles({ name: 'ruby.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(panel.getByRole('form', { name: 'Add a certificate' }).getByRole('link', { name: 'View the PDF (opens in a new tab)' })).toHaveAttribute('href', /^\/media\/certificates\/.+\.pdf$/);
  await expectAccessible(page, 'staff certificate form');
  await shoot(page, 'Certificates', 'certificate-form', width);
  await panel.getByRole('button', { name: 'Add certificate' }).click();
  await expect(panel.getByRole('status')).toHaveText('Certificate added');

  const item = panel.getByRole('listitem').filter({ hasText: number });
  await expect(item).toContainText('GIA (Gemological Institute of America), issued 14 Mar 2026');
  await expect(item).toContainText('Natural ruby · Oval · 1.2 ct · Colour Pigeon blood red');
  const pdfAddress = await item.getByRole('link', { name: `View the PDF of certificate ${number} (opens in a new tab)` }).getAttribute('href');
  const pdf = await page.request.get(pdfAddress!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await pdf.body()).equals(TINY_PDF)).toBe(true);
  await expectAccessible(page, 'staff certificates');
  await shoot(page, 'Certificates', 'certificates', width);

  // Its carat corrected: the store's check of the number shows the new weight at once.
  await item.getByRole('button', { name: `Edit certificate ${number}` }).click();
  await expect(panel.getByLabel('Certificate number')).toHaveValue(number);
  await panel.getByLabel('Carat').fill('1.25');
  await panel.getByRole('button', { name: 'Save certificate' }).click();
  await expect(panel.getByRole('status')).toHaveText('Certificate updated');
  await expect(item).toContainText('1.25 ct');
  const verified = await (await page.request.get(`/api/public/certificates/${number}`)).json();
  expect(verified.data).toMatchObject({ lab: 'GIA', number, issuedOn: '2026-03-14', details: { stone: 'Natural ruby', carat: 1.25 }, piece: { slug: PIECE.slug } });
  expect(verified.data.pdfUrl).toBe(pdfAddress);

  // Removed, once staff confirm: the number is no longer found.
  await item.getByRole('button', { name: `Remove certificate ${number}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove certificate' }).click();
  await expect(panel.getByRole('status')).toHaveText('Certificate removed');
  await expect(item).toHaveCount(0);
  expect((await page.request.get(`/api/public/certificates/${number}`)).status()).toBe(404);
});
