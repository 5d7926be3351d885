import { HALLMARK_PURITIES, PURITIES_OF_METAL, type HallmarkPurity } from '@aabhushan/shared/rules/hallmark-purities';
import { oldGoldEstimateBodySchema, type OldGoldEstimateBody, type OldGoldMetal } from '@aabhushan/shared/schemas/old-gold';

/** The calculator as typed: the weight is text until it is sent. */
export interface OldGoldFormValues {
  metal: OldGoldMetal;
  purity: HallmarkPurity;
  weight: string;
}

export type OldGoldField = keyof OldGoldFormValues;

export const INITIAL_OLD_GOLD_VALUES: OldGoldFormValues = { metal: 'gold', purity: '22K', weight: '' };

/** The purities the form offers for a metal, in the hallmark's order. */
export function puritiesOf(metal: OldGoldMetal): readonly HallmarkPurity[] {
  return HALLMARK_PURITIES.filter((purity) => PURITIES_OF_METAL[metal].includes(purity));
}

/** A new metal keeps the purity when the metal has it, else takes the metal's first. */
export function withMetal(values: OldGoldFormValues, metal: OldGoldMetal): OldGoldFormValues {
  const purities = puritiesOf(metal);
  return { ...values, metal, purity: purities.includes(values.purity) ? values.purity : purities[0]! };
}

/** Grams as typed: digits with one decimal point (a comma is read as the point); anything else is not a number. */
export function gramsOf(text: string): number {
  const typed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/** The body to send, or the schema's sentence for each field that is wrong (the same the API answers). */
export function readOldGoldForm(values: OldGoldFormValues): { body: OldGoldEstimateBody } | { errors: Partial<Record<OldGoldField, string>> } {
  const parsed = oldGoldEstimateBodySchema.safeParse({ metal: values.metal, purity: values.purity, weightGrams: gramsOf(values.weight) });
  if (parsed.success) return { body: parsed.data };
  const errors: Partial<Record<OldGoldField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'weightGrams' ? 'weight' : (issue.path[0] as OldGoldField);
    errors[field] ??= issue.message;
  }
  return { errors };
}
