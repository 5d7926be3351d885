import { and, eq, ne } from 'drizzle-orm';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { ADMIN_PRODUCT_MESSAGES as PM } from '@aabhushan/shared/schemas/admin-products';
import { ADMIN_CERTIFICATE_MESSAGES as M, type AdminCertificate, type AdminCertificateInput } from '@aabhushan/shared/schemas/certificates';
import type { Database } from '../../../db/client';
import { certificateFiles, productCertificates, products } from '../../../db/schema/index';
import { newId } from '../../../lib/new-id';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { ProductChanged } from '../../catalogue/product-changed';
import { toCertificateJson } from '../../certificates/certificates.mapper';
import { findProductCertificates, type CertificateRow } from '../../certificates/certificates.repository';
import { recordAudit } from '../audit';

export type CertificatesOutcome =
  | { ok: true; certificates: AdminCertificate[]; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string };
type Refusal = Extract<CertificatesOutcome, { ok: false }>;

const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });
const toAdminCertificate = (row: CertificateRow): AdminCertificate => ({ id: row.id, pdfId: row.pdfFileId, ...toCertificateJson(row) });
const columnsOf = (input: AdminCertificateInput) => ({ lab: input.lab, number: input.number, issuedOn: input.issuedOn, details: input.details, pdfFileId: input.pdfId });

/**
 * A piece's certificates on the staff side. Each change is audited as a change of the piece
 * (the certificate before and after) in the change's transaction, and drops the piece's public
 * answers and every certificate verification (product-changed.ts), so the product page and the
 * verify page show it at once.
 */
export function createAdminCertificatesService(db: Database, { productChanged }: { productChanged: ProductChanged }) {
  /** Refuses what the schema cannot judge alone: a date after today (in India), a PDF never uploaded, a number another certificate has. */
  async function checkInput(tx: Database, input: AdminCertificateInput, now: Date, exceptId?: string): Promise<Refusal | undefined> {
    if (input.issuedOn > indianDateOf(now)) return refuse(400, M.issuedOn);
    if (input.pdfId) {
      const [file] = await tx.select({ id: certificateFiles.id }).from(certificateFiles).where(eq(certificateFiles.id, input.pdfId)).limit(1);
      if (!file) return refuse(400, M.pdfNotFound);
    }
    const sameNumber = eq(productCertificates.number, input.number);
    const [taken] = await tx.select({ id: productCertificates.id }).from(productCertificates).where(exceptId ? and(sameNumber, ne(productCertificates.id, exceptId)) : sameNumber).limit(1);
    return taken ? refuse(409, M.numberTaken) : undefined;
  }

  async function change(
    actorId: string,
    productId: string,
    { action, message }: { action: string; message: string },
    write: (tx: Database, current: CertificateRow[]) => Promise<{ before: AdminCertificate | null; after: AdminCertificate | null } | Refusal>,
  ): Promise<CertificatesOutcome> {
    let outcome: CertificatesOutcome;
    try {
      outcome = await db.transaction(async (tx) => {
        // The piece locked: two staff changing its certificates at once take turns.
        const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update').limit(1);
        if (!product) return refuse(404, PM.notFound);
        const written = await write(tx, await findProductCertificates(tx, productId));
        if ('ok' in written) return written;
        await recordAudit(tx, { actorId, action, entityType: 'product', entityId: productId, ...written });
        return { ok: true as const, certificates: (await findProductCertificates(tx, productId)).map(toAdminCertificate), message };
      });
    } catch (error) {
      // Another staff member saved the same number a moment earlier.
      if (isUniqueViolation(error)) return refuse(409, M.numberTaken);
      throw error;
    }
    if (outcome.ok) await productChanged(productId);
    return outcome;
  }

  return {
    async list(productId: string): Promise<AdminCertificate[] | undefined> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
      return product && (await findProductCertificates(db, productId)).map(toAdminCertificate);
    },

    create: (actorId: string, productId: string, input: AdminCertificateInput, now = new Date()) =>
      change(actorId, productId, { action: 'product.certificate.create', message: M.created }, async (tx) => {
        const refused = await checkInput(tx, input, now);
        if (refused) return refused;
        const [row] = await tx.insert(productCertificates).values({ id: newId(), productId, ...columnsOf(input), createdAt: now, updatedAt: now }).returning();
        return { before: null, after: toAdminCertificate(row!) };
      }),

    update: (actorId: string, productId: string, certificateId: string, input: AdminCertificateInput, now = new Date()) =>
      change(actorId, productId, { action: 'product.certificate.update', message: M.updated }, async (tx, current) => {
        const existing = current.find((row) => row.id === certificateId);
        if (!existing) return refuse(404, M.notFound);
        const refused = await checkInput(tx, input, now, certificateId);
        if (refused) return refused;
        const [row] = await tx.update(productCertificates).set({ ...columnsOf(input), updatedAt: now }).where(eq(productCertificates.id, certificateId)).returning();
        return { before: toAdminCertificate(existing), after: toAdminCertificate(row!) };
      }),

    remove: (actorId: string, productId: string, certificateId: string) =>
      change(actorId, productId, { action: 'product.certificate.delete', message: M.deleted }, async (tx, current) => {
        const existing = current.find((row) => row.id === certificateId);
        if (!existing) return refuse(404, M.notFound);
        await tx.delete(productCertificates).where(eq(productCertificates.id, certificateId));
        return { before: toAdminCertificate(existing), after: null };
      }),
  };
}

export type AdminCertificatesService = ReturnType<typeof createAdminCertificatesService>;
