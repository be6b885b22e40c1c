// 001 §2 §5: nothing until more than 2 characters; case-insensitive match against the page links.
export const SEARCH_MIN_CHARACTERS = 3;

export function searchPages(links: string[], query: string): string[] {
  const q = typeof query === 'string' ? query.trim().toLowerCase() : '';
  if (q.length < SEARCH_MIN_CHARACTERS) return [];
  return (links ?? []).filter((link) => typeof link === 'string' && link.toLowerCase().includes(q));
}
