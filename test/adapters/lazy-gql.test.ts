import { describe, expect, it } from 'vitest';
import { createRequest, formatDocument, gql as urqlGql, stringifyDocument } from '@urql/core';
import { print } from 'graphql';
import { gql } from '../../src/adapters/graphql/documents/gql';
import { CartQuery } from '../../src/adapters/graphql/documents/cart';

const TEXT = `
  query Product($id: ID!) {
    product(id: $id) { id name skus { id price } }
  }
`;

describe('GraphQL documents parsed at their first use', () => {
  it('is not parsed when it is written: a broken document fails only when it is sent', () => {
    const broken = gql('query Broken { product(id: ');
    expect(() => createRequest(broken, {})).toThrow();
  });

  it('is the document urql would have parsed: same request key, same printed text, same text sent', () => {
    const lazy = gql<unknown, { id: string }>(TEXT);
    const eager = urqlGql<unknown, { id: string }>(TEXT);
    expect(createRequest(lazy, { id: 'p1' }).key).toBe(createRequest(eager, { id: 'p1' }).key);
    expect(print(lazy)).toBe(print(eager));
    expect(stringifyDocument(formatDocument(lazy))).toBe(stringifyDocument(formatDocument(eager)));
  });

  it('reads as a document node: kind, definitions and the operation name', () => {
    expect(CartQuery.kind).toBe('Document');
    const [operation] = CartQuery.definitions;
    expect(operation.kind).toBe('OperationDefinition');
    expect({ ...CartQuery }.definitions).toBe(CartQuery.definitions);
  });
});
