import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartTotals, formatCents, shippingCharge } from '../../src/domain';
import { ADDRESS, DEMO_PASSWORD, TEST_CARD, uniqueEmail, type ContractPorts, type PortsFactory } from './ports';

export function checkoutContract(makePorts: PortsFactory) {
  describe('CheckoutRepository', () => {
    let ports: ContractPorts;
    beforeEach(async () => { ports = await makePorts(); });
    afterEach(async () => { await ports.dispose(); });

    /** The card as the shop's pages send it: to the processor, which answers a token. */
    async function tokenOf(card: { number: string; exp_month: number; exp_year: number; cvc: string }) {
      const result = await ports.payments.tokenize({ ...card, number: card.number.replace(/\s+/g, '') });
      if (!result.ok) throw new Error(result.message);
      return result.token;
    }

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
      const order = await ports.checkout.createCheckout({ cart: key, addressId: address.id, paymentToken: await tokenOf(TEST_CARD) });
      expect(order.id).toBeTruthy();
      expect(order.total_amount).toBeGreaterThan(0);
      expect(order.items.reduce((n, i) => n + i.quantity, 0)).toBe(2);
    });

    it('charges the total the page computes from the cart and rates; a server with the expected-total extension refuses any other', async () => {
      const key = await guestCart();
      const address = await ports.checkout.createAddress(ADDRESS, key);
      const rates = await ports.checkout.taxAndRates(address.id, key);
      const shown = cartTotals(rates.cart, {
        firstMonthFreeSkuId: null,
        tax: rates.taxes.tax,
        shipping: shippingCharge(rates.shipment_prices[0]),
      }).total;
      if (ports.servesExtensions !== false) {
        await expect(
          ports.checkout.createCheckout({ cart: key, addressId: address.id, paymentToken: await tokenOf(TEST_CARD), expectedTotal: shown + 1 }),
        ).rejects.toThrow(`Your order total has changed to ${formatCents(shown)}.`);
      }
      const order = await ports.checkout.createCheckout({ cart: key, addressId: address.id, paymentToken: await tokenOf(TEST_CARD), expectedTotal: shown });
      expect(order.total_amount).toBe(shown);
    });

    it('an edited address is saved and re-priced in one call; getRate and getTax answer the same cents as getTaxAndRates', async () => {
      const key = await guestCart();
      const address = await ports.checkout.createAddress(ADDRESS, key);
      const edited = await ports.checkout.updateAddressWithRates(address.id, { ...ADDRESS, line2: 'Unit 4' }, key);
      expect(edited.cart.id).toBe(key.id);
      const rates = await ports.checkout.taxAndRates(address.id, key);
      expect(edited.taxes.tax).toBe(rates.taxes.tax);
      expect(edited.shipment_prices.map((p) => p.shipmentCost)).toEqual(rates.shipment_prices.map((p) => p.shipmentCost));
      expect((await ports.checkout.tax(address.id)).tax).toBe(rates.taxes.tax);
      expect((await ports.checkout.shippingRates(address.id)).map((p) => p.shipmentCost)).toEqual(rates.shipment_prices.map((p) => p.shipmentCost));
      expect(Number.isInteger(rates.taxes.tax)).toBe(true);
      const shown = cartTotals(rates.cart, { firstMonthFreeSkuId: null, tax: rates.taxes.tax, shipping: shippingCharge(rates.shipment_prices[0]) }).total;
      const order = await ports.checkout.createCheckout({ cart: key, addressId: address.id, paymentToken: await tokenOf(TEST_CARD) });
      expect(order.total_amount).toBe(shown);
    });

    it('a declined card and one with insufficient funds are refused with the processor\'s words, and no order is placed', async () => {
      const key = await guestCart();
      const address = await ports.checkout.createAddress(ADDRESS, key);
      await ports.checkout.taxAndRates(address.id, key);
      for (const [number, message] of [['4000000000000002', 'Your card was declined.'], ['4000000000009995', 'Your card has insufficient funds.']]) {
        const paymentToken = await tokenOf({ ...TEST_CARD, number });
        await expect(ports.checkout.createCheckout({ cart: key, addressId: address.id, paymentToken })).rejects.toThrow(message);
      }
      const order = await ports.checkout.createCheckout({ cart: key, addressId: address.id, paymentToken: await tokenOf(TEST_CARD) });
      expect(order.items.reduce((n, i) => n + i.quantity, 0)).toBe(2);
    });

    it('an expired card gets no token', async () => {
      const result = await ports.payments.tokenize({ number: '4242424242424242', exp_month: 1, exp_year: 2020, cvc: '123' });
      expect(result).toEqual({ ok: false, message: 'Your card has expired.' });
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
