import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContractPorts, PortsFactory } from './ports';

export function catalogContract(makePorts: PortsFactory) {
  describe('CatalogRepository', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    it('settings hold the gift category id', async () => {
      const settings = await ports.catalog.settings();
      expect(settings.id).toBeTruthy();
      expect(settings.gift).toBe('gift');
    });

    it("names the SKU the 'First Month Free' line goes on, with or without the storefront extension", async () => {
      const settings = await ports.catalog.settings();
      const [deal] = await ports.catalog.promotions(['free_membership']);
      expect(deal).toBeTruthy();
      expect(settings.firstMonthFreeSkuId).toBe('sku-wellness-membership');
    });

    it('lists the boxes category with the menus’ boxes', async () => {
      const page = await ports.catalog.productsByCategory('boxes');
      expect(page.products.map((p) => p.name)).toEqual(expect.arrayContaining(['Treat and Chew Box', 'Treat Only Box', 'Chew Only Box', 'Mini Box']));
      expect(page.total).toBeGreaterThanOrEqual(page.products.length);
      for (const product of page.products) expect(product.skus.length).toBeGreaterThan(0);
    });

    it.each(['goods', 'membership', 'gift', 'retail'])('category %s has products', async (category) => {
      expect((await ports.catalog.productsByCategory(category)).products.length).toBeGreaterThan(0);
    });

    it('reads one product with its SKUs, and null for an unknown id', async () => {
      const [first] = (await ports.catalog.productsByCategory('goods')).products;
      const product = await ports.catalog.product(first.id);
      expect(product?.id).toBe(first.id);
      expect(product?.skus.every((s) => typeof s.unit_amount === 'number')).toBe(true);
      expect(await ports.catalog.product('no-such-product')).toBeNull();
    });

    it("a box's SKU group asks for the dog's name, and its SKUs are listed", async () => {
      const box = (await ports.catalog.productsByCategory('boxes')).products.find((p) => p.name === 'Treat and Chew Box')!;
      const groupId = box.skus[0].skuGroupId!;
      const group = await ports.catalog.skuGroup(groupId);
      const dogName = group?.attributes.find((a) => a.data.label === 'Dog Name');
      expect(dogName).toMatchObject({ required: true, type: 'text' });
      const skus = await ports.catalog.skusBySkuGroup(groupId);
      expect(skus.map((s) => s.id)).toContain(box.skus[0].id);
      // cache-first: asking again answers the same list
      expect((await ports.catalog.skusBySkuGroup(groupId)).map((s) => s.id)).toEqual(skus.map((s) => s.id));
    });

    it('promotions of the free_treat and free_membership types', async () => {
      const promotions = await ports.catalog.promotions(['free_treat', 'free_membership']);
      expect(new Set(promotions.map((p) => p.type))).toEqual(new Set(['free_treat', 'free_membership']));
      const one = await ports.catalog.promotions([], promotions[0].id);
      expect(one.map((p) => p.id)).toEqual([promotions[0].id]);
    });

    it("resolves referral codes: 'max' is a plain user, 'sarah' an affiliate", async () => {
      const max = await ports.catalog.dynamicData('max');
      expect(max).toMatchObject({ type: 'USER', data: { username: 'max' } });
      expect(max?.data?.roles?.some((r) => r.name === 'affiliate')).toBe(false);
      const sarah = await ports.catalog.dynamicData('sarah');
      expect(sarah?.data?.roles?.some((r) => r.name === 'affiliate')).toBe(true);
      expect(await ports.catalog.dynamicData('nobody-at-all')).toBeNull();
    });

    it('a content page names what it lists', async () => {
      const page = await ports.catalog.singlePage('/treat-and-chew-box');
      expect(page?.title).toBeTruthy();
      expect(await ports.catalog.singlePage('/no-such-page-here')).toBeNull();
    });
  });
}
