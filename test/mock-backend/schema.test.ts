import { existsSync, readFileSync } from 'node:fs';
import { buildSchema, findBreakingChanges, type GraphQLInputObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../../src/server/mock-api/schema-sdl';
import { renderSchemaModule } from '../../src/server/http/generate-schema-sdl';
import { composeServedSchema } from '../../src/server/mock-api/compose-schema';
import { harness } from './backend-harness';

describe('the schema', () => {
  it('serves the contract with the extensions composed in: schema-sdl.ts is made from the two .graphql files and nothing else', () => {
    const contract = readFileSync(new URL('../../src/server/mock-api/spec-contract.graphql', import.meta.url), 'utf8');
    const extensions = readFileSync(new URL('../../src/server/mock-api/extensions.graphql', import.meta.url), 'utf8');
    const sdl = composeServedSchema(contract, extensions);
    expect(schemaSdl).toBe(sdl);
    expect(readFileSync(new URL('../../src/server/mock-api/schema-sdl.ts', import.meta.url), 'utf8')).toBe(renderSchemaModule(sdl));
    expect(existsSync(new URL('../../src/server/mock-api/schema.graphql', import.meta.url)), 'no hand-kept copy of the served schema').toBe(false);
    // Everything the contract declares is served as the contract declares it, or widened: no request it allows is refused.
    expect(findBreakingChanges(buildSchema(contract), buildSchema(schemaSdl))).toEqual([]);
    // And every extension is in it.
    const served = buildSchema(schemaSdl);
    expect(served.getQueryType()?.getFields().storefrontSettings).toBeDefined();
    expect(served.getSubscriptionType()?.getFields().cartChanged).toBeDefined();
    expect(served.getMutationType()?.getFields().setPromotionToCart.args.map((a) => a.name)).toEqual(['id', 'guest', 'promotionId', 'email', 'phone']);
  });

  describe('composing the contract with the extensions', () => {
    const contract = 'type Query { cart(id: ID!): Cart } type Cart { id: ID! total: Int! } input CheckoutInput { cartId: ID! address_id: ID! }';
    const query = 'type Mutation { pay(input: CheckoutInput!): Cart }';
    const base = `${contract} ${query}`;

    it('adds types and fields, optional arguments and optional input fields, and makes a required input field optional', () => {
      const sdl = composeServedSchema(base, 'extend type Cart { email: String } extend type Query { cart(id: ID!, email: String): Cart } extend input CheckoutInput { address_id: ID expected_total: Int } type Extra { ok: Boolean }');
      const schema = buildSchema(sdl);
      expect(Object.keys((schema.getType('Cart') as GraphQLObjectType).getFields())).toEqual(['id', 'total', 'email']);
      expect(schema.getQueryType()!.getFields().cart.args.map((a) => `${a.name}: ${a.type}`)).toEqual(['id: ID!', 'email: String']);
      expect(String((schema.getType('CheckoutInput') as GraphQLInputObjectType).getFields().address_id.type)).toBe('ID');
      expect(schema.getType('Extra')).toBeDefined();
    });

    it.each([
      ['a field given another type', 'extend type Cart { total: Float! }', /Cart.total keeps the contract's type Int!/],
      ['an argument the contract has, dropped', 'extend type Query { cart(email: String): Cart }', /keeps its argument id: ID!/],
      ['a required argument added', 'extend type Query { cart(id: ID!, email: String!): Cart }', /only optional arguments \(email is required\)/],
      ['a new required input field', 'extend input CheckoutInput { expected_total: Int! }', /CheckoutInput.expected_total is new, so it must be optional/],
      ['an input field made stricter', 'extend input CheckoutInput { cartId: String! }', /CheckoutInput.cartId may only become optional/],
    ])('refuses %s: the served schema would turn away what the contract allows', (_, extension, message) => {
      expect(() => composeServedSchema(base, extension)).toThrow(message);
    });
  });

  it('has a resolver for every query, mutation and subscription', () => {
    const { schema } = harness().backend;
    const missing = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]
      .flatMap((type) => Object.values(type!.getFields()).filter((f) => !f.resolve && !f.subscribe).map((f) => `${type!.name}.${f.name}`));
    expect(missing).toEqual([]);
  });

  it.each([
    '/box', '/treat-and-chew-box', '/treat-only-box', '/chew-only-box', '/mini-box', '/super-chew', '/meatballs',
    '/food-topper', '/wellness', '/gift', '/retailer-shop', '/secretshop',
  ])('getSinglePage maps the menu path %s to a category or a product', async (url) => {
    const page = (await harness().data('query($u: String!) { getSinglePage(url: $u) { title category { id } productId } }', { u: url })).getSinglePage;
    expect(page.title).not.toBe('');
    expect(page.category?.id ?? page.productId).toBeTruthy();
  });

  it('offers only client options to the storefront and a max-2 Allergies selectbox (000 §5)', async () => {
    const group = (await harness().data('{ getSkuGroupById(id: "sg-box") { attributes { type required data { label max min options { value display } } } } }')).getSkuGroupById;
    const [dogName, size, allergies, sensitive] = group.attributes;
    expect(dogName).toMatchObject({ type: 'text', required: true, data: { label: 'Dog Name', min: 2, max: 20 } });
    expect(size.data.max).toBe(1);
    expect(size.data.options.filter((o: any) => !o.display.includes('client'))).toHaveLength(1);
    expect(allergies.data).toMatchObject({ label: 'Allergies', max: 2 });
    expect(sensitive).toMatchObject({ type: 'checkbox', data: { label: 'Sensitive stomach' } });
  });
});
