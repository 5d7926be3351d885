import { describe, expect, it } from 'vitest';
import { ADMIN_CERTIFICATE_MESSAGES as M, adminCertificateInputSchema, CERTIFICATE_MESSAGES, type AdminCertificate } from '@aabhushan/shared/schemas/certificates';
import {
  certificateBodyOf,
  certificateDetailsLine,
  certificateErrorsOf,
  certificateFieldOfRefusal,
  certificateValuesOf,
  EMPTY_CERTIFICATE_FORM,
  type CertificateFormValues,
} from './certificate-form-values';

const igi: AdminCertificate = {
  id: 'c1',
  lab: 'IGI',
  number: 'LG-58213407',
  issuedOn: '2026-10-02',
  details: { stone: 'Natural diamonds', shape: 'Round brilliant', carat: 0.42, colour: 'G-H', clarity: 'VS-SI', cut: 'Excellent' },
  pdfUrl: '/media/certificates/f1.pdf',
  pdfId: 'f1',
};

const errorsOf = (values: CertificateFormValues) => {
  const parsed = adminCertificateInputSchema.safeParse(certificateBodyOf(values));
  return parsed.success ? {} : certificateErrorsOf(parsed.error.issues);
};

describe('the certificate form values', () => {
  it('shows a saved certificate as typed text and sends it back unchanged', () => {
    const values = certificateValuesOf(igi);
    expect(values).toMatchObject({ lab: 'IGI', number: 'LG-58213407', issuedOn: '2026-10-02', carat: '0.42', cut: 'Excellent', pdf: { id: 'f1', url: '/media/certificates/f1.pdf' } });
    expect(certificateBodyOf(values)).toEqual({ lab: 'IGI', number: 'LG-58213407', issuedOn: '2026-10-02', details: igi.details, pdfId: 'f1' });
  });

  it('leaves blank details out, as a hallmark certificate has none, and sends no PDF as null', () => {
    const hallmark = { ...EMPTY_CERTIFICATE_FORM, lab: 'BIS', number: 'HM 2026 0042', issuedOn: '2026-11-01', stone: '  ', carat: '' };
    expect(certificateBodyOf(hallmark)).toEqual({ lab: 'BIS', number: 'HM 2026 0042', issuedOn: '2026-11-01', details: {}, pdfId: null });
    expect(errorsOf(hallmark)).toEqual({});
    expect(certificateValuesOf({ ...igi, details: {}, pdfId: null, pdfUrl: null })).toMatchObject({ stone: '', carat: '', pdf: null });
  });

  it("refuses with the shared schema's sentences, each beside its own field (a detail by its name)", () => {
    expect(errorsOf(EMPTY_CERTIFICATE_FORM)).toEqual({ lab: M.lab, number: CERTIFICATE_MESSAGES.number, issuedOn: M.issuedOn });
    const typed = { ...certificateValuesOf(igi), issuedOn: '2026-02-30', carat: 'half', colour: 'x'.repeat(61) };
    expect(errorsOf(typed)).toEqual({ issuedOn: M.issuedOn, carat: M.details, colour: M.details });
    expect(errorsOf({ ...certificateValuesOf(igi), carat: '0' })).toEqual({ carat: M.details });
  });

  it("puts the API's refusals beside the field they are about, and any other above the form", () => {
    expect(certificateFieldOfRefusal(M.numberTaken)).toBe('number');
    expect(certificateFieldOfRefusal(CERTIFICATE_MESSAGES.number)).toBe('number');
    expect(certificateFieldOfRefusal(M.issuedOn)).toBe('issuedOn');
    expect(certificateFieldOfRefusal(M.lab)).toBe('lab');
    expect(certificateFieldOfRefusal(M.details)).toBe('details');
    for (const message of [M.pdfNotFound, M.pdfTooLarge, M.pdfWrongType]) expect(certificateFieldOfRefusal(message)).toBe('pdf');
    expect(certificateFieldOfRefusal(M.notFound)).toBeUndefined();
    expect(certificateFieldOfRefusal('Product not found')).toBeUndefined();
  });

  it('reads the graded details in one line, leaving out those not given', () => {
    expect(certificateDetailsLine(igi.details)).toBe('Natural diamonds · Round brilliant · 0.42 ct · Colour G-H · Clarity VS-SI · Cut Excellent');
    expect(certificateDetailsLine({ stone: 'Cultured pearls', colour: 'White' })).toBe('Cultured pearls · Colour White');
    expect(certificateDetailsLine({})).toBe('');
  });
});
