import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cachedByQuery } from '../../src/server/mock-api/query-cache';
import { harness } from './backend-harness';

describe('A query text read once', () => {
  it('is read again only after more other texts than the cache holds were used since it', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 60 }), fc.integer({ min: 1, max: 6 }), (uses, capacity) => {
      const reads: string[] = [];
      const read = cachedByQuery((query) => { reads.push(query); return `read ${query}`; }, capacity);
      // The model: texts in order of last use, the most recent last.
      let recent: string[] = [];
      for (const use of uses) {
        const query = `query Q${use} { a }`;
        const before = reads.length;
        expect(read(query)).toBe(`read ${query}`);
        expect(reads.length - before).toBe(recent.includes(query) ? 0 : 1);
        recent = [...recent.filter((q) => q !== query), query].slice(-capacity);
      }
    }));
  });

  it('gives a repeated document the same answer as its first use, an invalid one the same errors', async () => {
    const { backend } = harness();
    const query = 'query Product { getProduct(id: "p-mini-box") { id name skus { id unit_amount } } }';
    const first = await backend.execute({ query });
    const second = await backend.execute({ query });
    expect(second).toEqual(first);
    expect(first.errors).toBeUndefined();
    expect((first.data as { getProduct: { id: string } }).getProduct.id).toBe('p-mini-box');
    const invalid = 'query { noSuchField }';
    const refused = await backend.execute({ query: invalid });
    const again = await backend.execute({ query: invalid });
    expect(refused.errors?.map((e) => e.message)).toEqual(['Cannot query field "noSuchField" on type "Query".']);
    expect(again.errors?.map((e) => e.message)).toEqual(refused.errors?.map((e) => e.message));
    // Each answer has its own list: a caller changing one does not change the next.
    expect(again.errors).not.toBe(refused.errors);
  });
});
