import { asc, eq, inArray } from 'drizzle-orm';
import type { CertificateVerification } from '@aabhushan/shared/schemas/certificates';
import type { Database } from '../../db/client';
import { certificateFiles, productCertificates, products } from '../../db/schema/index';
import { toCertificateJson } from './certificates.mapper';

export type CertificateRow = typeof productCertificates.$inferSelect;

/** A product's certificates in the order staff added them. */
export async function findProductCertificates(db: Database, productId: string): Promise<CertificateRow[]> {
  return db.select().from(productCertificates).where(eq(productCertificates.productId, productId)).orderBy(asc(productCertificates.createdAt), asc(productCertificates.number));
}

/** The certificate with this stored-form number and its piece, or undefined. */
export async function findCertificateByNumber(db: Database, number: string): Promise<CertificateVerification | undefined> {
  const [row] = await db
    .select({ certificate: productCertificates, piece: { id: products.id, name: products.name, slug: products.slug, images: products.images } })
    .from(productCertificates)
    .innerJoin(products, eq(productCertificates.productId, products.id))
    .where(eq(productCertificates.number, number))
    .limit(1);
  if (!row) return undefined;
  const image = row.piece.images.find((candidate) => candidate.isPrimary) ?? row.piece.images[0];
  return {
    ...toCertificateJson(row.certificate),
    piece: { _id: row.piece.id, name: row.piece.name, slug: row.piece.slug, image: image ? { url: image.url, altText: image.altText } : null },
  };
}

/** A certificate PDF's bytes by its file id. */
export async function readCertificateFile(db: Database, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select({ bytes: certificateFiles.bytes }).from(certificateFiles).where(eq(certificateFiles.id, id)).limit(1);
  return row?.bytes;
}

/** The certificates of these pieces as the invoice prints them ("IGI DEMO-IGI-24018"), by product id. */
export async function findCertificateNumbers(db: Database, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productCertificates.productId, lab: productCertificates.lab, number: productCertificates.number })
    .from(productCertificates)
    .where(inArray(productCertificates.productId, [...new Set(productIds)]))
    .orderBy(asc(productCertificates.createdAt), asc(productCertificates.number));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), `${row.lab} ${row.number}`]);
  return byProduct;
}
