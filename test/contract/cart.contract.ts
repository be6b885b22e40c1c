import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/shop/entities';
import type { CartKey, GuestCartRequest } from '../../src/ports/cart-repository';
import { nextValue, uniqueEmail, type ContractPorts, type PortsFactory } from './ports';

const USER_AGENT = { userAgent: 'contract-test', screenWidth: 1280, screenHeight: 800, language: 'en-US' };

export function cartContract(makePorts: PortsFactory) {
  describe('CartRepository', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    async function goodSkuIds(): Promise<string[]> {
      const goods = (await ports.catalog.productsByCategory('goods')).products;
      return goods.flatMap((p) => p.skus).filter((s) => s.status && s.type === 'one_time' && (s.inventory?.type === 'infinite' || (s.inventory?.quantity ?? 0) >= 5)).map((s) => s.id);
    }

    async function guestCart(): Promise<{ key: CartKey; cart: Cart; skus: string[] }> {
      const skus = await goodSkuIds();
      const email = uniqueEmail('cart');
      const request: GuestCartRequest = { email, phone: null, url: 'http://shop.test/goods', user_agent: USER_AGENT, input: { type: 'good', sku_id: skus[0], quantity: 1 } };
      const { id } = await ports.cart.createCartGuest(request);
      const key = { id, email };
      return { key, cart: await ports.cart.cart(key), skus };
    }

    it('creates a guest cart holding the item (its id answered), and reads it back', async () => {
      const { key, cart, skus } = await guestCart();
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0].sku?.id).toBe(skus[0]);
      expect(cart.total).toBeGreaterThan(0);
      const again = await ports.cart.cart(key);
      expect(again.id).toBe(cart.id);
      expect(again.items.map((i) => i.id)).toEqual(cart.items.map((i) => i.id));
    });

    it("the cart query rejects with 'Cart not found!' when the server has none", async () => {
      await expect(ports.cart.cart({ id: 'no-such-cart', email: uniqueEmail('nobody') })).rejects.toThrow(/^Cart not found!$/);
    });

    it('adds, updates, selects and removes items, answering the whole cart each time', async () => {
      const { key, cart, skus } = await guestCart();
      const added = await ports.cart.addCartItem({ key, input: { type: 'good', sku_id: skus[1], quantity: 2 } });
      expect(added.items).toHaveLength(2);
      const second = added.items.find((i) => i.sku?.id === skus[1])!;
      expect(second.quantity).toBe(2);
      const updated = await ports.cart.updateQuantity(key, second.id, 3);
      expect(updated.items.find((i) => i.id === second.id)?.quantity).toBe(3);
      const unselected = await ports.cart.selectItem(key, second.id, false);
      expect(unselected.items.find((i) => i.id === second.id)?.selected).toBe(false);
      const only = await ports.cart.selectOnlyItem(key, second.id);
      expect(only.items.map((i) => [i.id, i.selected])).toEqual([[cart.items[0].id, false], [second.id, true]]);
      const removed = await ports.cart.removeItem(key, second.id);
      expect(removed.items.map((i) => i.id)).toEqual([cart.items[0].id]);
    });

    it("a mutation on a missing cart rejects with 'Cart not found!'", async () => {
      const skus = await goodSkuIds();
      await expect(
        ports.cart.addCartItem({ key: { id: 'gone-cart', email: uniqueEmail('gone') }, input: { type: 'good', sku_id: skus[0], quantity: 1 } }),
      ).rejects.toThrow(/^Cart not found!$/);
    });

    it('keeps a dog box as a bundle whose inner items change one by one', async () => {
      const { key, skus } = await guestCart();
      const box = (await ports.catalog.productsByCategory('boxes')).products.find((p) => p.name === 'Treat and Chew Box')!.skus[0];
      const withBundle = await ports.cart.addCartItem({
        key,
        input: { type: 'bundle', sku_id: box.id, quantity: 1, name: 'Rex', sku_attributes: [{ label: 'Dog Name', value: 'Rex' }] },
      });
      const bundle = withBundle.items.find((i) => i.type === 'bundle')!;
      expect(bundle.quantity).toBe(1);
      // Named after the dog, whether the server takes the bundle's name or names it from its attributes (000 §1).
      expect(bundle.name).toBe('Rex');
      expect(bundle.items?.some((i) => i.sku.id === box.id)).toBe(true);
      const extra = skus.find((id) => !bundle.items?.some((i) => i.sku.id === id))!;
      const grown = await ports.cart.addItemToBundle(key, bundle.id, { type: 'good', sku_id: extra, quantity: 1 });
      expect(grown.items.find((i) => i.id === bundle.id)?.items?.find((i) => i.sku.id === extra)?.quantity).toBe(1);
      const more = await ports.cart.updateBundleQuantity(key, bundle.id, extra, 2);
      expect(more.items.find((i) => i.id === bundle.id)?.items?.find((i) => i.sku.id === extra)?.quantity).toBe(2);
      const less = await ports.cart.removeFromBundle(key, bundle.id, extra);
      expect(less.items.find((i) => i.id === bundle.id)?.items?.some((i) => i.sku.id === extra)).toBe(false);
    });

    it('tells a watcher when the cart changes on another device (cartChanged, where the server offers it)', async () => {
      const { key, cart } = await guestCart();
      const other = await makePorts();
      if (ports.servesExtensions === false) {
        // Without the extension the watch stays silent and harmless; reading the cart again (the re-sync on
        // cart-data-change and storage events) shows the other device's change.
        const heard: Cart[] = [];
        const stop = ports.cart.watch(key, (c) => heard.push(c));
        try {
          await other.cart.updateQuantity(key, cart.items[0].id, 3);
          expect((await ports.cart.cart(key)).items[0].quantity).toBe(3);
          expect(heard).toEqual([]);
        } finally {
          stop();
          await other.dispose();
        }
        return;
      }
      try {
        let heard: Cart | null = null;
        const changed = nextValue<Cart>((push) => ports.cart.watch(key, push));
        changed.then((c) => (heard = c), () => {});
        // The socket opens lazily: keep changing the cart from the other device until the watcher hears one.
        for (let round = 0; !heard && round < 50; round++) {
          await other.cart.updateQuantity(key, cart.items[0].id, 2 + (round % 2));
          await new Promise((r) => setImmediate(r));
        }
        const seen = await changed;
        expect(seen.id).toBe(key.id);
        expect([2, 3]).toContain(seen.items[0].quantity);
      } finally {
        await other.dispose();
      }
    });
  });
}
