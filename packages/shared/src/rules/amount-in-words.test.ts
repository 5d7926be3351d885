import { describe, expect, it } from 'vitest';
import { amountInWords, numberInIndianWords } from './amount-in-words';

describe('numberInIndianWords', () => {
  it('spells units, teens and hyphenated tens', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(7)).toBe('Seven');
    expect(numberInIndianWords(13)).toBe('Thirteen');
    expect(numberInIndianWords(40)).toBe('Forty');
    expect(numberInIndianWords(99)).toBe('Ninety-Nine');
  });

  it('spells hundreds without "and"', () => {
    expect(numberInIndianWords(100)).toBe('One Hundred');
    expect(numberInIndianWords(101)).toBe('One Hundred One');
    expect(numberInIndianWords(999)).toBe('Nine Hundred Ninety-Nine');
  });

  it('groups by thousand, lakh and crore', () => {
    expect(numberInIndianWords(1_000)).toBe('One Thousand');
    expect(numberInIndianWords(25_050)).toBe('Twenty-Five Thousand Fifty');
    expect(numberInIndianWords(99_999)).toBe('Ninety-Nine Thousand Nine Hundred Ninety-Nine');
    expect(numberInIndianWords(1_00_000)).toBe('One Lakh');
    expect(numberInIndianWords(1_23_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(numberInIndianWords(15_00_000)).toBe('Fifteen Lakh');
    expect(numberInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberInIndianWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(numberInIndianWords(99_00_00_001)).toBe('Ninety-Nine Crore One');
  });

  it('spells crores of crores with the crore count in Indian words', () => {
    expect(numberInIndianWords(100 * 1_00_00_000)).toBe('One Hundred Crore');
    expect(numberInIndianWords(1_00_000 * 1_00_00_000)).toBe('One Lakh Crore');
    expect(numberInIndianWords(1_00_00_000 * 1_00_00_000)).toBe('One Crore Crore');
    // 2,50,00,003 crore and 5: the crore count is itself in crores and lakhs.
    expect(numberInIndianWords(2_50_00_000 * 1_00_00_000 + 3_00_00_005)).toBe('Two Crore Fifty Lakh Three Crore Five');
    expect(numberInIndianWords(12_345 * 1_00_00_000 + 6_78_90_123)).toBe('Twelve Thousand Three Hundred Fifty-One Crore Seventy-Eight Lakh Ninety Thousand One Hundred Twenty-Three');
  });

  it('refuses negative, fractional and unsafe numbers', () => {
    expect(() => numberInIndianWords(-1)).toThrow(RangeError);
    expect(() => numberInIndianWords(1.5)).toThrow(RangeError);
    expect(() => numberInIndianWords(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => numberInIndianWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('amountInWords', () => {
  it('prints rupees and paise the way Indian invoices do', () => {
    expect(amountInWords(1_23_456_70)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only');
    expect(amountInWords(2_50_000_00)).toBe('Rupees Two Lakh Fifty Thousand Only');
    expect(amountInWords(15_00_000_00)).toBe('Rupees Fifteen Lakh Only');
    expect(amountInWords(1_00_00_000_05)).toBe('Rupees One Crore and Five Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
  });

  it('handles zero, paise only and a single paisa', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(70)).toBe('Seventy Paise Only');
    expect(amountInWords(1)).toBe('One Paisa Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paisa Only');
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(10.5)).toThrow(RangeError);
  });
});
