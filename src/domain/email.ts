// 000 §5, 001 §5: an e-mail is normalised by trimming, removing all whitespace and lower-casing. The one rule for every
// place that keeps or compares an e-mail: the page's forms, the mock API, the ingest's owners and a guest's recording name.
export function normalizeEmail(s: unknown): string {
  return typeof s === 'string' ? s.replace(/\s+/g, '').toLowerCase() : '';
}
