import type { z } from 'zod';
import {
  ADMIN_CERTIFICATE_MESSAGES as M,
  CERTIFICATE_DETAIL_KEYS,
  CERTIFICATE_MESSAGES,
  type AdminCertificate,
  type AdminCertificateFormInput,
  type CertificateDetails,
  type CertificateLab,
} from '@aabhushan/shared/schemas/certificates';
import { numberTyped } from '../admin-format';

/** The labs by their full names, as staff choose one. */
export const LAB_LABELS: Record<CertificateLab, string> = {
  IGI: 'IGI (International Gemological Institute)',
  GIA: 'GIA (Gemological Institute of America)',
  SGL: 'SGL (Solitaire Gemmological Laboratories)',
  BIS: 'BIS hallmark certificate',
};

type DetailKey = (typeof CERTIFICATE_DETAIL_KEYS)[number];

/** A certificate's form as typed: text per field, and the PDF once uploaded. */
export interface CertificateFormValues extends Record<DetailKey, string> {
  lab: string;
  number: string;
  /** YYYY-MM-DD, as a date input gives it. */
  issuedOn: string;
  /** The uploaded PDF: its id for the API, its address to view it. */
  pdf: { id: string; url: string } | null;
}

/** Where a message is shown: beside a field, or beside the graded details as a group. */
export type CertificateField = keyof CertificateFormValues | 'details';
export type CertificateErrors = Partial<Record<CertificateField, string>>;

export const EMPTY_CERTIFICATE_FORM: CertificateFormValues = { lab: '', number: '', issuedOn: '', stone: '', shape: '', carat: '', colour: '', clarity: '', cut: '', pdf: null };

export function certificateValuesOf(certificate: AdminCertificate): CertificateFormValues {
  const { details } = certificate;
  return {
    lab: certificate.lab,
    number: certificate.number,
    issuedOn: certificate.issuedOn,
    stone: details.stone ?? '',
    shape: details.shape ?? '',
    carat: details.carat === undefined ? '' : String(details.carat),
    colour: details.colour ?? '',
    clarity: details.clarity ?? '',
    cut: details.cut ?? '',
    pdf: certificate.pdfId && certificate.pdfUrl ? { id: certificate.pdfId, url: certificate.pdfUrl } : null,
  };
}

/** The API body: blank details are left out (a hallmark certificate has none); a carat that is not a number is NaN, which the schema refuses. */
export function certificateBodyOf(values: CertificateFormValues): AdminCertificateFormInput {
  const details: CertificateDetails = {};
  for (const key of CERTIFICATE_DETAIL_KEYS) {
    if (values[key].trim() === '') continue;
    if (key === 'carat') details.carat = numberTyped(values.carat);
    else details[key] = values[key].trim();
  }
  return { lab: values.lab as CertificateLab, number: values.number, issuedOn: values.issuedOn, details, pdfId: values.pdf?.id ?? null };
}

const isDetailKey = (key: unknown): key is DetailKey => (CERTIFICATE_DETAIL_KEYS as readonly unknown[]).includes(key);

/** The shared schema's first message for each field, keyed by the form's fields (a detail by its own name). */
export function certificateErrorsOf(issues: readonly z.core.$ZodIssue[]): CertificateErrors {
  const errors: CertificateErrors = {};
  for (const issue of issues) {
    const [first, second] = issue.path;
    const field: CertificateField = first === 'details' ? (isDetailKey(second) ? second : 'details') : first === 'pdfId' ? 'pdf' : (String(first ?? '') as CertificateField);
    errors[field] ??= issue.message;
  }
  return errors;
}

const FIELD_BY_MESSAGE: Record<string, CertificateField> = {
  [M.lab]: 'lab',
  [CERTIFICATE_MESSAGES.number]: 'number',
  [M.numberTaken]: 'number',
  [M.issuedOn]: 'issuedOn',
  [M.details]: 'details',
  [M.pdfNotFound]: 'pdf',
  [M.pdfTooLarge]: 'pdf',
  [M.pdfWrongType]: 'pdf',
};

/** The field an API refusal is about, to show it beside that field; undefined for the others (shown above the form). */
export const certificateFieldOfRefusal = (message: string): CertificateField | undefined => FIELD_BY_MESSAGE[message];

/** The graded details in a line, as staff glance at them: "Natural diamonds · Round brilliant · 0.42 ct · Colour G-H · Clarity VS-SI · Cut Excellent". */
export function certificateDetailsLine(details: AdminCertificate['details']): string {
  return [
    details.stone,
    details.shape,
    details.carat === undefined ? undefined : `${details.carat} ct`,
    details.colour && `Colour ${details.colour}`,
    details.clarity && `Clarity ${details.clarity}`,
    details.cut && `Cut ${details.cut}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
