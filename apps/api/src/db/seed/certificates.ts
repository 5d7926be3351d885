import { inArray } from 'drizzle-orm';
import { indianDateOf } from '@aabhushan/shared/rules/indian-day';
import { SAMPLE_CERTIFICATE_PREFIX } from '@aabhushan/shared/rules/certificate-number';
import type { CertificateDetails, CertificateLab } from '@aabhushan/shared/schemas/certificates';
import type { Database } from '../client';
import { certificateFiles, productCertificates, products } from '../schema/index';
import { newId } from '../../lib/new-id';
import { renderSampleCertificatePdf } from '../../modules/certificates/sample-certificate-pdf';
import type { SeedProduct } from './seed-types';

/** A sample certificate the demo store gives a piece: clearly demo data (its number starts DEMO-). */
export interface SeedCertificate {
  slug: string;
  pieceName: string;
  lab: CertificateLab;
  number: string;
  issuedOn: string;
  details: CertificateDetails;
}

interface GemRule {
  pattern: RegExp;
  lab: CertificateLab;
  /** The part naming the stone ("diamonds 0.40 ct") and the whole attribute (its grades may follow in other parts). */
  details: (part: string, whole: string) => CertificateDetails;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const caratOf = (part: string): number | undefined => {
  const match = /(?:(\d+)\s*x\s*)?(\d+(?:\.\d+)?)\s*ct/i.exec(part);
  return match ? Math.round(Number(match[1] ?? 1) * Number(match[2]) * 1000) / 1000 : undefined;
};
const colourOf = (part: string, fallback: string) => /([D-K](?:-[D-K])?) colou?r/.exec(part)?.[1] ?? fallback;
const clarityOf = (part: string, fallback: string) => /((?:VVS|VS|SI|I)\d?(?:-(?:VVS|VS|SI|I)\d?)?) clarity/.exec(part)?.[1] ?? fallback;
const coloured = (stone: string, colour: string) => (part: string): CertificateDetails => ({ stone, shape: 'Oval', carat: caratOf(part), colour, clarity: 'Eye clean', cut: 'Mixed cut' });

/**
 * The stones a lab grades, as the catalogue's Stone attribute names them; glass, cubic zirconia,
 * onyx and beads get no certificate. Diamonds go to IGI (as the pieces' features say), coloured
 * stones to GIA, pearls to SGL.
 */
const GEM_RULES: GemRule[] = [
  { pattern: /polki/i, lab: 'IGI', details: (part) => ({ stone: 'Natural uncut diamonds (polki)', shape: 'Flat-cut polki', carat: caratOf(part), colour: 'G-J', clarity: 'SI-I', cut: 'Uncut' }) },
  { pattern: /diamond/i, lab: 'IGI', details: (part, whole) => ({ stone: 'Natural diamonds', shape: 'Round brilliant', carat: caratOf(part), colour: colourOf(whole, 'G-H'), clarity: clarityOf(whole, 'VS-SI'), cut: 'Excellent' }) },
  { pattern: /\brub(y|ies)\b/i, lab: 'GIA', details: coloured('Natural ruby', 'Red') },
  { pattern: /emerald/i, lab: 'GIA', details: coloured('Natural emerald', 'Green') },
  { pattern: /sapphire/i, lab: 'GIA', details: coloured('Natural blue sapphire', 'Blue') },
  { pattern: /pearl/i, lab: 'SGL', details: (part) => ({ stone: 'Cultured pearls', shape: /(\d+(?:\.\d+)?\s*mm)/.exec(part) ? `Round, ${/(\d+(?:\.\d+)?\s*mm)/.exec(part)![1]}` : 'Round', colour: 'White, rose overtone' }) },
];
const NOT_GRADED = /cubic zirconia|glass|kundan|onyx|beads/i;
/** The catalogue's diamond and gemstone pieces (kundan is set glass; 'none' has no stone). */
const GEM_PIECES = new Set<SeedProduct['gem']>(['diamond', 'polki', 'ruby', 'emerald', 'sapphire', 'pearl']);

/** The graded stones of a Stone attribute ("Rubies 2.2 ct, diamonds 0.40 ct"): one certificate each. */
function gradedStones(stone: string): Array<{ lab: CertificateLab; details: CertificateDetails }> {
  const graded: Array<{ lab: CertificateLab; details: CertificateDetails }> = [];
  for (const part of stone.split(',').map((text) => text.trim())) {
    if (NOT_GRADED.test(part)) continue;
    const rule = GEM_RULES.find((candidate) => candidate.pattern.test(part));
    if (!rule || graded.some((known) => known.details.stone === rule.details(part, stone).stone)) continue;
    const details = Object.fromEntries(Object.entries(rule.details(part, stone)).filter(([, value]) => value !== undefined)) as CertificateDetails;
    graded.push({ lab: rule.lab, details });
  }
  return graded;
}

/**
 * Every diamond and gemstone piece's sample certificates, numbered DEMO-{lab}-{n} in catalogue
 * order, issued a few weeks apart before `now` (Indian dates).
 */
export function planSeedCertificates(seedProducts: readonly SeedProduct[], now: Date): SeedCertificate[] {
  const planned: SeedCertificate[] = [];
  const counters: Record<CertificateLab, number> = { IGI: 24000, GIA: 55000, SGL: 31000, BIS: 10000 };
  for (const product of seedProducts) {
    const stone = product.attributes.find((attribute) => attribute.name === 'Stone')?.value;
    if (!stone || !GEM_PIECES.has(product.gem)) continue;
    for (const { lab, details } of gradedStones(stone)) {
      counters[lab] += 1;
      const issuedOn = indianDateOf(new Date(now.getTime() - (30 + planned.length * 5) * DAY_MS));
      planned.push({ slug: product.slug, pieceName: product.name.en, lab, number: `${SAMPLE_CERTIFICATE_PREFIX}${lab}-${counters[lab]}`, issuedOn, details });
    }
  }
  return planned;
}

/** Adds the sample certificates and their PDFs when the store has no certificate yet; true when it did. */
export async function seedCertificates(tx: Database, seedProducts: readonly SeedProduct[], now: Date): Promise<boolean> {
  if ((await tx.select({ id: productCertificates.id }).from(productCertificates).limit(1)).length > 0) return false;
  const planned = planSeedCertificates(seedProducts, now);
  const slugs = [...new Set(planned.map((certificate) => certificate.slug))];
  if (slugs.length === 0) return false;
  const ids = new Map((await tx.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs))).map((row) => [row.slug, row.id]));
  const rows = await Promise.all(
    planned
      .filter((certificate) => ids.has(certificate.slug))
      .map(async (certificate) => ({ certificate, fileId: newId(), pdf: await renderSampleCertificatePdf(certificate) })),
  );
  if (rows.length === 0) return false;
  await tx.insert(certificateFiles).values(rows.map(({ fileId, pdf }) => ({ id: fileId, bytes: pdf, byteSize: pdf.length, uploadedBy: null })));
  await tx.insert(productCertificates).values(
    rows.map(({ certificate, fileId }, index) => ({
      id: newId(),
      productId: ids.get(certificate.slug)!,
      lab: certificate.lab,
      number: certificate.number,
      issuedOn: certificate.issuedOn,
      details: certificate.details,
      pdfFileId: fileId,
      // In plan order, so a piece's certificates list as planned.
      createdAt: new Date(now.getTime() + index),
      updatedAt: now,
    })),
  );
  return true;
}
