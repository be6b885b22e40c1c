// 001 §9: web vitals thresholds (good up to the first, poor above the second), in milliseconds but CLS.
export type VitalName = 'FCP' | 'LCP' | 'CLS' | 'INP' | 'TTFB';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  TTFB: [800, 1800],
};

export const VITAL_NAMES = Object.keys(VITAL_THRESHOLDS) as VitalName[];

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The WebVitals message's value: the measure and its rating, as JSON text. */
export function vitalValue(name: VitalName, value: number): string {
  const rounded = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  return JSON.stringify({ value: rounded, rating: rateVital(name, value) });
}

/** The value written by vitalValue, read back (the replay); null when it is not one. */
export function readVitalValue(text: string): { value: number; rating: VitalRating } | null {
  try {
    const parsed = JSON.parse(text) as { value?: unknown; rating?: unknown };
    if (typeof parsed.value !== 'number' || typeof parsed.rating !== 'string') return null;
    return { value: parsed.value, rating: parsed.rating as VitalRating };
  } catch {
    return null;
  }
}
