/** The list of page paths used by page search (GET /api/links). */
export interface PageLinks {
  links(): Promise<string[]>;
}

export const PageLinks = Symbol.for('PageLinks');
