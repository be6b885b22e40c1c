import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartTotals, formatCents, shippingCharge } from '../../src/domain';
import { ADDRESS, DEMO_PASSWORD, TEST_CARD, uniqueEmail, type ContractPorts, type PortsFactory } from './ports';

export function checkoutContract(makePorts: PortsFactory) {
  describe('CheckoutRepository', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    async function guestCart() {
      const sku = (await ports.catalog.productsByCategory('goods')).products.flatMap((p) => p.skus).find((s) => s.status && s.type === 'one_time' && s.inventory?.type !== 'finite')!;
      const email = uniqueEmail('checkout');
      const cart = await ports.cart.createCartGuest({
        email, url: 'http://shop.test/goods', user_agent: { userAgent: 't', screenWidth: 1, screenHeight: 1, language: 'en' },
        input: { type: 'good', sku_id: sku.id, quantity: 2 },
      });
      return { id: cart.id, email };
    }

    it('a guest saves an address, gets tax and rates, and places the order with the test card', async () => {
      const key = await guestCart();
      const address = await ports.checkout.createAddress(ADDRESS, key);
      expect(address).toMatchObject({ first_name: 'Dana', city: 'Austin', postal_code: '78701' });
      const rates = await ports.checkout.taxAndRates(address.id, key);
      expect(rates.cart.id).toBe(key.id);
      expect(typeof rates.taxes.tax).toBe('number');
      expect(rates.shipment_prices.length).toBeGreaterThan(0);
      const order = await ports.checkout.createCheckout({ cart: key, addressId: address.id, card: TEST_CARD });
      expect(order.id).toBeTruthy();
      expect(order.total_amount).toBeGreaterThan(0);
      expect(order.items.reduce((n, i) => n + i.quantity, 0)).toBe(2);
    });

    it('charges the total the page computes from the cart and rates, and refuses any other expected total', async () => {
      const key = await guestCart();
      const address = await ports.checkout.createAddress(ADDRESS, key);
      const rates = await ports.checkout.taxAndRates(address.id, key);
      const shown = cartTotals(rates.cart, {
        firstMonthFreeSkuId: null,
        tax: rates.taxes.tax,
        shipping: shippingCharge(rates.shipment_prices[0]),
      }).total;
      await expect(
        ports.checkout.createCheckout({ cart: key, addressId: address.id, card: TEST_CARD, expectedTotal: shown + 1 }),
      ).rejects.toThrow(`Your order total has changed to ${formatCents(shown)}.`);
      const order = await ports.checkout.createCheckout({ cart: key, addressId: address.id, card: TEST_CARD, expectedTotal: shown });
      expect(order.total_amount).toBe(shown);
    });

    it('saving the same address again answers the saved record', async () => {
      const key = await guestCart();
      const first = await ports.checkout.createAddress(ADDRESS, key);
      const again = await ports.checkout.createAddress({ ...ADDRESS }, key);
      expect(again.id).toBe(first.id);
    });

    it('updates an address', async () => {
      const key = await guestCart();
      const address = await ports.checkout.createAddress(ADDRESS, key);
      const moved = await ports.checkout.updateAddress(address.id, { ...ADDRESS, city: 'Dallas', postal_code: '75201' }, key);
      expect(moved).toMatchObject({ id: address.id, city: 'Dallas' });
    });

    it("a signed-in customer's saved addresses", async () => {
      await ports.account.login('demo@pawprint.test', DEMO_PASSWORD);
      const addresses = await ports.checkout.addresses();
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses[0].line1).toBeTruthy();
    });
  });
}
