// 001 §9: levels are shown in roman numerals up to XV. Roman numerals have no zero: 0 and anything
// outside 1..15 (or not an integer) is shown as the plain number (spec silent).
const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];

export const MAX_ROMAN = NUMERALS.length;

export function toRoman(n: number): string {
  return Number.isInteger(n) && n >= 1 && n <= MAX_ROMAN ? NUMERALS[n - 1] : String(n);
}
