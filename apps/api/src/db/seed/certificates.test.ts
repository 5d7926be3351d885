import { describe, expect, it } from 'vitest';
import { isCertificateNumber, isSampleCertificateNumber } from '@aabhushan/shared/rules/certificate-number';
import { certificateDetailsSchema } from '@aabhushan/shared/schemas/certificates';
import { planSeedCertificates } from './certificates';
import { seedProducts } from './products';

const now = new Date('2026-11-29T06:00:00Z');
const planned = planSeedCertificates(seedProducts, now);
const stoneOf = (slug: string) => seedProducts.find((product) => product.slug === slug)!.attributes.find((attribute) => attribute.name === 'Stone')?.value ?? '';

describe('the demo store sample certificates', () => {
  it('gives every piece with a diamond, polki, ruby, emerald, sapphire or pearl a certificate, and none to glass or cubic zirconia', () => {
    const certified = new Set(planned.map((certificate) => certificate.slug));
    for (const product of seedProducts) {
      const stone = stoneOf(product.slug);
      const real = /diamond|polki|rub(y|ies)\b|emerald|sapphire|pearl/i.test(stone.replace(/[^,]*(cubic zirconia|glass|onyx|beads)[^,]*/gi, ''));
      const gemPiece = !['none', 'kundan'].includes(product.gem);
      expect(certified.has(product.slug), `${product.slug}: ${stone}`).toBe(real && gemPiece);
    }
    expect(certified.size).toBeGreaterThan(30);
  });

  it('numbers each as sample data (DEMO-), once, and valid as a certificate number', () => {
    const numbers = planned.map((certificate) => certificate.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      expect(isSampleCertificateNumber(number)).toBe(true);
      expect(isCertificateNumber(number)).toBe(true);
    }
  });

  it('sends diamonds to IGI, coloured stones to GIA and pearls to SGL, with details the schema takes', () => {
    const bangle = planned.filter((certificate) => certificate.slug === 'diamond-eternity-bangle');
    expect(bangle).toEqual([expect.objectContaining({ lab: 'IGI', details: { stone: 'Natural diamonds', shape: 'Round brilliant', carat: 1.2, colour: 'G-H', clarity: 'SI', cut: 'Excellent' } })]);
    const rubyBracelet = planned.filter((certificate) => certificate.slug === 'ruby-line-gold-bracelet').map((certificate) => [certificate.lab, certificate.details.stone, certificate.details.carat]);
    expect(rubyBracelet).toEqual([
      ['GIA', 'Natural ruby', 2.2],
      ['IGI', 'Natural diamonds', 0.4],
    ]);
    expect(planned.find((certificate) => certificate.details.stone === 'Cultured pearls')?.lab).toBe('SGL');
    for (const certificate of planned) expect(certificateDetailsSchema.parse(certificate.details)).toEqual(certificate.details);
  });

  it('dates every certificate before the day it is seeded', () => {
    for (const certificate of planned) expect(certificate.issuedOn < '2026-11-29').toBe(true);
  });
});
