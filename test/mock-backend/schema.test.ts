import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../../src/server/mock-api/schema-sdl';
import { renderSchemaModule } from '../../src/server/http/generate-schema-sdl';
import { harness } from './backend-harness';

describe('the schema', () => {
  it('schema-sdl.ts is generated from schema.graphql (run generate-schema-sdl.ts after editing it)', () => {
    const sdl = readFileSync(new URL('../../src/server/mock-api/schema.graphql', import.meta.url), 'utf8');
    expect(schemaSdl).toBe(sdl);
    expect(readFileSync(new URL('../../src/server/mock-api/schema-sdl.ts', import.meta.url), 'utf8')).toBe(renderSchemaModule(sdl));
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
