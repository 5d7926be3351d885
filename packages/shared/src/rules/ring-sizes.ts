/**
 * Ring sizes for the size guide. Indian sizes follow the Japanese scale that Indian jewellers
 * use: size 1 is 40.8 mm around the inside and each size adds 1.047 mm (a third of a millimetre
 * of diameter). US sizes come from the diameter: 11.63 mm for size 0 plus 0.8128 mm per size.
 */
export interface RingSize {
  indian: number;
  /** US size to the nearest quarter. */
  us: number;
  diameterMm: number;
  circumferenceMm: number;
}

export const INDIAN_SIZE_RANGE = { first: 1, last: 30 } as const;
const SIZE_1_CIRCUMFERENCE_MM = 40.8;
const MM_PER_INDIAN_SIZE = 1.047;
const US_ZERO_DIAMETER_MM = 11.63;
const MM_PER_US_SIZE = 0.8128;

const round = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(2));

export function getRingSize(indian: number): RingSize {
  const circumference = SIZE_1_CIRCUMFERENCE_MM + (indian - 1) * MM_PER_INDIAN_SIZE;
  const diameter = circumference / Math.PI;
  return {
    indian,
    us: round((diameter - US_ZERO_DIAMETER_MM) / MM_PER_US_SIZE, 0.25),
    diameterMm: round(diameter, 0.1),
    circumferenceMm: round(circumference, 0.1),
  };
}

/** The whole chart, Indian sizes 1 to 30. */
export function getRingSizeChart(): RingSize[] {
  const chart: RingSize[] = [];
  for (let size = INDIAN_SIZE_RANGE.first; size <= INDIAN_SIZE_RANGE.last; size += 1) chart.push(getRingSize(size));
  return chart;
}

/**
 * The size for a thread measurement (circumference in mm): the smallest size at least as large,
 * so a measurement between two sizes gets the larger. Undefined outside the chart.
 */
export function findRingSize(circumferenceMm: number): RingSize | undefined {
  if (!Number.isFinite(circumferenceMm) || circumferenceMm <= 0) return undefined;
  // Half a millimetre of tolerance: a thread measurement is never that precise.
  return getRingSizeChart().find((size) => size.circumferenceMm >= circumferenceMm - 0.5);
}
