import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CERTIFICATE_MESSAGES as AM, CERTIFICATE_MESSAGES as M, MAX_CERTIFICATE_PDF_BYTES, type AdminCertificate, type AdminCertificatePdf, type CertificateVerification } from '@aabhushan/shared/schemas/certificates';
import type { Product } from '@aabhushan/shared/schemas/catalogue';
import { auditEvents, productCertificates, products } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { signIn, signInStaff } from '../../test/signed-in-customer';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInStaff(t)).authorization;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const productOf = async (slug: string) => (await get(`/api/public/product/${slug}`)).json().data as Product;
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, authorization = staff) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization } });
const uploadPdf = (bytes: Buffer, contentType = 'application/pdf', authorization = staff) =>
  t.app.inject({ method: 'POST', url: '/api/admin/media/certificates', payload: bytes, headers: { authorization, 'content-type': contentType } });
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const idOf = async (slug: string) => (await t.database.db.select({ id: products.id }).from(products).where(eq(products.slug, slug)))[0]!.id;

describe('the seeded sample certificates', () => {
  it('are on the diamond piece\'s own answer with their details and a PDF marked as sample data', async () => {
    const product = await productOf('diamond-eternity-bangle');
    expect(product.certificates).toEqual([
      { lab: 'IGI', number: expect.stringMatching(/^DEMO-IGI-\d+$/), issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), details: { stone: 'Natural diamonds', shape: 'Round brilliant', carat: 1.2, colour: 'G-H', clarity: 'SI', cut: 'Excellent' }, pdfUrl: expect.stringMatching(/^\/media\/certificates\/.+\.pdf$/) },
    ]);
    const pdf = await get(product.certificates![0]!.pdfUrl!);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.headers['content-security-policy']]).toEqual([200, 'application/pdf', 'sandbox']);
    // The document says what it is in its own properties (the pages are drawn in compressed streams).
    const info = pdf.rawPayload.toString('latin1');
    expect(info).toContain(`Sample certificate ${product.certificates![0]!.number}`);
    expect(info).toContain('Sample certificate: demonstration data, not a laboratory report');
  });

  it('are left out of listings (the page\'s own answer names them) and a piece without stones has none', async () => {
    const listing = (await get('/api/public/product?search=diamond&limit=3')).json().data as Product[];
    expect(listing.length).toBeGreaterThan(0);
    for (const item of listing) expect(item.certificates).toBeUndefined();
    const plain = await t.database.db.select({ slug: products.slug }).from(products).where(eq(products.slug, 'silver-zircon-tennis-bracelet'));
    expect(plain).toHaveLength(1);
    expect((await productOf('silver-zircon-tennis-bracelet')).certificates).toEqual([]);
  });
});

describe('GET /api/public/certificates/{number}', () => {
  it('answers the certificate with its piece, whatever the case and spacing of the typed number', async () => {
    const [certificate] = (await productOf('diamond-eternity-bangle')).certificates!;
    const typed = `  ${certificate!.number.toLowerCase().replace('-', ' - ')} `;
    const answer = await get(`/api/public/certificates/${encodeURIComponent(typed)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, message } = answer.json() as { data: CertificateVerification; message: string };
    expect(message).toBe(M.found);
    expect(data).toMatchObject({ ...certificate, piece: { slug: 'diamond-eternity-bangle', name: { en: expect.any(String) }, image: { url: expect.any(String) } } });
  });

  it("answers 404 'No certificate with this number' for an unknown number, and a sentence for one that cannot be a number", async () => {
    const unknown = await get('/api/public/certificates/DEMO-IGI-99999');
    expect([unknown.statusCode, unknown.json().message, unknown.json().code]).toEqual([404, 'No certificate with this number', 'CERTIFICATE_NOT_FOUND']);
    for (const bad of ['ab', encodeURIComponent('<script>'), 'x'.repeat(41)]) {
      const answer = await get(`/api/public/certificates/${bad}`);
      expect([answer.statusCode, answer.json().message]).toEqual([400, M.number]);
    }
  });

  it('serves no PDF for a name that is not a stored file', async () => {
    expect((await get('/media/certificates/nothing-here.pdf')).statusCode).toBe(404);
    expect((await get('/media/certificates/..%2Fsecret')).statusCode).toBe(404);
  });
});

describe('staff keep a piece\'s certificates', () => {
  it('upload a PDF, add a certificate, edit and remove it; the product page and the verify page follow at once, and each change is audited', async () => {
    const productId = await idOf('solitaire-diamond-stud-earrings');
    const before = await productOf('solitaire-diamond-stud-earrings');
    // Both answers cached before the change: the change must drop them.
    await get('/api/public/certificates/LG-600100200');

    const uploaded = await uploadPdf(tinyPdf);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const pdf = (uploaded.json() as { data: AdminCertificatePdf }).data;
    expect((await get(pdf.url)).rawPayload.equals(tinyPdf)).toBe(true);

    const created = await admin('POST', `/products/${productId}/certificates`, { lab: 'GIA', number: ' lg-600100200 ', issuedOn: '2026-01-15', details: { carat: 0.5, colour: 'F', clarity: 'VVS2', cut: 'Excellent' }, pdfId: pdf.id });
    expect(created.statusCode, created.body).toBe(201);
    const list = (created.json() as { data: AdminCertificate[] }).data;
    const added = list.find((certificate) => certificate.number === 'LG-600100200')!;
    expect(added).toMatchObject({ lab: 'GIA', issuedOn: '2026-01-15', pdfId: pdf.id, pdfUrl: pdf.url });
    expect((await productOf('solitaire-diamond-stud-earrings')).certificates).toHaveLength(before.certificates!.length + 1);
    expect((await get('/api/public/certificates/LG-600100200')).json().data.piece.slug).toBe('solitaire-diamond-stud-earrings');

    const edited = await admin('PUT', `/products/${productId}/certificates/${added.id}`, { lab: 'IGI', number: 'LG-600100200', issuedOn: '2026-01-16', details: { carat: 0.52 }, pdfId: null });
    expect(edited.statusCode, edited.body).toBe(200);
    const verified = (await get('/api/public/certificates/lg-600100200')).json().data as CertificateVerification;
    expect(verified).toMatchObject({ lab: 'IGI', issuedOn: '2026-01-16', details: { carat: 0.52 }, pdfUrl: null });

    const removed = await admin('DELETE', `/products/${productId}/certificates/${added.id}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, AM.deleted]);
    expect((await get('/api/public/certificates/LG-600100200')).statusCode).toBe(404);
    expect((await productOf('solitaire-diamond-stud-earrings')).certificates).toEqual(before.certificates);

    const audit = await t.database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, productId));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['product.certificate.create', 'product.certificate.update', 'product.certificate.delete']));
  });

  it('refuse a number another certificate has, a date in the future, an unknown PDF and a lab outside the list, each with its sentence', async () => {
    const productId = await idOf('diamond-tennis-bracelet');
    const [seeded] = await t.database.db.select({ number: productCertificates.number }).from(productCertificates).limit(1);
    const add = (body: object) => admin('POST', `/products/${productId}/certificates`, { lab: 'IGI', number: 'LG-7000001', issuedOn: '2026-01-01', ...body });
    const taken = await add({ number: seeded!.number.toLowerCase() });
    expect([taken.statusCode, taken.json().message]).toEqual([409, AM.numberTaken]);
    const future = await add({ issuedOn: '2099-01-01' });
    expect([future.statusCode, future.json().message]).toEqual([400, AM.issuedOn]);
    const notDate = await add({ issuedOn: '2026-02-30' });
    expect([notDate.statusCode, notDate.json().message]).toEqual([400, AM.issuedOn]);
    const noPdf = await add({ pdfId: 'not-uploaded' });
    expect([noPdf.statusCode, noPdf.json().message]).toEqual([400, AM.pdfNotFound]);
    const lab = await add({ lab: 'XYZ' });
    expect([lab.statusCode, lab.json().message]).toEqual([400, AM.lab]);
    const number = await add({ number: 'no' });
    expect([number.statusCode, number.json().message]).toEqual([400, M.number]);
    const missing = await admin('PUT', `/products/${productId}/certificates/nope`, { lab: 'IGI', number: 'LG-7000002', issuedOn: '2026-01-01' });
    expect([missing.statusCode, missing.json().message]).toEqual([404, AM.notFound]);
  });

  it('take only a PDF, up to 5 MB, and only from staff', async () => {
    const picture = await uploadPdf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(64).fill(1)]), 'application/octet-stream');
    expect([picture.statusCode, picture.json().message]).toEqual([415, AM.pdfWrongType]);
    const cut = await uploadPdf(tinyPdf.subarray(0, 30));
    expect([cut.statusCode, cut.json().message]).toEqual([415, AM.pdfWrongType]);
    const huge = await uploadPdf(Buffer.concat([tinyPdf, Buffer.alloc(MAX_CERTIFICATE_PDF_BYTES, 32)]));
    expect([huge.statusCode, huge.json().message]).toEqual([413, AM.pdfTooLarge]);
    const customer = (await signIn(t)).authorization;
    expect((await uploadPdf(tinyPdf, 'application/pdf', customer)).statusCode).toBe(403);
    expect((await admin('GET', `/products/${await idOf('diamond-tennis-bracelet')}/certificates`, undefined, customer)).statusCode).toBe(403);
  });
});
