// The rules the server holds on createCheckout whatever the page sends (000 §5), and the property that the money the
// cart panel and checkout show is the money the server records.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, orderFigures, shippingCharge } from '../../src/domain';
import { harness, NOW, tokenFor, type Harness } from './backend-harness';

const address = { first_name: 'Rita', last_name: 'Nguyen', line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' };
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const PRICE = 'unit_amount discount_amount discount_perc';
const MONEY_CART = `id sub_total discounted_total total wallet_discount promotion { id type }
  taxes { tax } shipment_prices { shipmentCost freeShipment }
  items { id type quantity selected sku { id ${PRICE} } items { quantity sku { id ${PRICE} } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { createCheckout(input: $input) { id total_amount } }`;
const ADD = `mutation($id: ID!, $input: CartItemInput!) { addCartItem(id: $id, input: $input) { ${MONEY_CART} } }`;
const RATES = `mutation($a: ID!, $c: ID) { getTaxAndRates(address_id: $a, cartId: $c) { cart { ${MONEY_CART} } taxes { tax } shipment_prices { shipmentCost freeShipment } } }`;
const MEMBERSHIP = 'sku-wellness-membership';
const ORDERS = `{ orders { id subtotal_amount shipping_amount tax used_coins_amount total_amount items { unit_amount quantity discount_perc discount_amount } } }`;

async function add(h: Harness, input: Record<string, unknown>, id = '') {
  return (await h.data(ADD, { id, input })).addCartItem;
}

async function newAddress(h: Harness) {
  return (await h.data(`mutation($a: AddressInput!) { createAddress(input: $a) { id } }`, { a: address })).createAddress.id as string;
}

/** What the checkout page shows as Total for the cart getTaxAndRates answered: the domain's cartTotals. */
function shownTotal(rates: any) {
  return cartTotals(rates.cart, {
    firstMonthFreeSkuId: MEMBERSHIP,
    tax: rates.taxes.tax,
    shipping: shippingCharge(rates.shipment_prices[0]),
  });
}

describe('Retail minimum order on the server (000 §5)', () => {
  it('refuses a $119.99 retail order sent straight to createCheckout, with the spec text, and keeps the cart', async () => {
    const h = harness();
    await h.login('retailer@pawprint.test');
    const cart = await add(h, { type: 'good', sku_id: 'sku-wholesale-super-chew', quantity: 1 });
    const addressId = await newAddress(h);
    expect(await h.error(CHECKOUT, { input: { cartId: cart.id, address_id: addressId, source: tokenFor(h.backend, card) } })).toBe(
      'Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.',
    );
    expect((await h.data('{ cart { items { quantity } } orders { id } }')).cart.items).toEqual([{ quantity: 1 }]);
  });

  it('places it once the retail goods reach $200', async () => {
    const h = harness();
    await h.login('retailer@pawprint.test');
    const cart = await add(h, { type: 'good', sku_id: 'sku-wholesale-super-chew', quantity: 2 });
    const addressId = await newAddress(h);
    expect((await h.data(CHECKOUT, { input: { cartId: cart.id, address_id: addressId, source: tokenFor(h.backend, card) } })).createCheckout.id).toBeTruthy();
  });
});

describe('The total the shopper saw', () => {
  it('refuses the order when the charge differs from expected_total, charging nothing, and names the new total', async () => {
    const h = harness();
    await h.login();
    const cart = await add(h, { type: 'good', sku_id: 'sku-meatballs', quantity: 1 });
    const addressId = await newAddress(h);
    const rates = (await h.data(RATES, { a: addressId, c: cart.id })).getTaxAndRates;
    const seen = shownTotal(rates).total;
    await add(h, { type: 'good', sku_id: 'sku-meatballs', quantity: 1 }, cart.id);
    const message = await h.error(CHECKOUT, { input: { cartId: cart.id, address_id: addressId, source: tokenFor(h.backend, card), expected_total: seen } });
    const now = shownTotal((await h.data(RATES, { a: addressId, c: cart.id })).getTaxAndRates).total;
    expect(message).toBe(`Your order total has changed to $${(now / 100).toFixed(2)}. Please check the updated total and place your order again.`);
    expect((await h.data('{ cart { items { quantity } } }')).cart.items).toEqual([{ quantity: 2 }]);
    const order = (await h.data(CHECKOUT, { input: { cartId: cart.id, address_id: addressId, source: tokenFor(h.backend, card), expected_total: now } })).createCheckout;
    expect(order.total_amount).toBe(now);
  });
});

describe('Deals and plans', () => {
  it("a free_membership deal charges $22.00 less for the membership", async () => {
    const h = harness();
    await h.login();
    const cart = await add(h, { type: 'digital', sku_id: MEMBERSHIP, quantity: 1 });
    await add(h, { type: 'good', sku_id: 'sku-meatballs', quantity: 1 }, cart.id);
    const addressId = await newAddress(h);
    const before = shownTotal((await h.data(RATES, { a: addressId, c: cart.id })).getTaxAndRates).total;
    await h.data(`mutation($id: ID!) { setPromotionToCart(id: $id, guest: false, promotionId: "promo-free-membership") { id } }`, { id: cart.id });
    const after = shownTotal((await h.data(RATES, { a: addressId, c: cart.id })).getTaxAndRates).total;
    expect(before - after).toBe(2200);
    expect((await h.data(CHECKOUT, { input: { cartId: cart.id, address_id: addressId, source: tokenFor(h.backend, card), expected_total: after } })).createCheckout.total_amount).toBe(after);
  });

  it('a promotion that has ended is no longer on the cart and takes nothing off (000 §4)', async () => {
    const h = harness();
    await h.login();
    const cart = await add(h, { type: 'digital', sku_id: MEMBERSHIP, quantity: 1 });
    await h.data(`mutation($id: ID!) { setPromotionToCart(id: $id, guest: false, promotionId: "promo-free-membership") { id } }`, { id: cart.id });
    const promo = h.backend.state.promotions.find((p) => p.id === 'promo-free-membership')!;
    promo.end_at = Math.floor(NOW / 1000) - 1;
    const after = (await h.data(`{ cart { ${MONEY_CART} } }`)).cart;
    expect(after.promotion).toBeNull();
    expect(after.discounted_total).toBe(2200);
    expect(cartTotals(after, { firstMonthFreeSkuId: MEMBERSHIP }).discountedTotal).toBe(2200);
  });

  it('only one plan of the membership: adding Yearly after Monthly replaces it', async () => {
    const h = harness();
    await h.login();
    const cart = await add(h, { type: 'digital', sku_id: MEMBERSHIP, quantity: 1 });
    const after = await add(h, { type: 'digital', sku_id: 'sku-wellness-membership-yearly', quantity: 1 }, cart.id);
    expect(after.items.map((i: any) => i.sku.id)).toEqual(['sku-wellness-membership-yearly']);
  });

  it('a digital-only order needs no shipping address; a physical one does', async () => {
    const h = harness();
    await h.login();
    const cart = await add(h, { type: 'digital', sku_id: MEMBERSHIP, quantity: 1 });
    const order = (await h.data(CHECKOUT, { input: { cartId: cart.id, source: tokenFor(h.backend, card), expected_total: 2200 } })).createCheckout;
    expect(order.total_amount).toBe(2200);
    const goods = await add(h, { type: 'good', sku_id: 'sku-meatballs', quantity: 1 }, cart.id);
    expect(await h.error(CHECKOUT, { input: { cartId: goods.id, source: tokenFor(h.backend, card) } })).toBe('Please enter a shipping address.');
  });
});

// Random carts: goods in quantities, dog boxes with add-ons, the membership, a promotion, the wallet.
const cartArb = fc.record({
  goods: fc.array(fc.record({ sku: fc.constantFrom('sku-meatballs', 'sku-food-topper', 'sku-mystery-chew'), quantity: fc.integer({ min: 1, max: 3 }) }), { maxLength: 3 }),
  boxes: fc.array(fc.record({ sku: fc.constantFrom('sku-treat-and-chew-box', 'sku-mini-box'), addOns: fc.subarray(['sku-meatballs', 'sku-food-topper', 'sku-super-chew-medium']), quantity: fc.integer({ min: 1, max: 2 }) }), { maxLength: 2 }),
  membership: fc.constantFrom(null, MEMBERSHIP, 'sku-wellness-membership-yearly'),
  promotion: fc.constantFrom(null, 'promo-free-membership', 'promo-free-treat'),
  wallet: fc.boolean(),
  unselectFirst: fc.boolean(),
});

describe('Property: the cart panel, checkout and the recorded order agree in cents', () => {
  it('for random carts, drawer Subtotal = cart discounted_total, checkout Total = order total_amount', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async (spec) => {
        const h = harness();
        await h.login();
        let cart: any = null;
        const into = async (input: Record<string, unknown>) => { cart = await add(h, input, cart?.id ?? ''); };
        for (const g of spec.goods) await into({ type: 'good', sku_id: g.sku, quantity: g.quantity });
        for (const b of spec.boxes) {
          await into({ type: 'bundle', sku_id: b.sku, quantity: b.quantity, name: 'Rex', items: b.addOns.map((s) => ({ type: 'good', sku_id: s, quantity: 1 })) });
        }
        if (spec.membership) await into({ type: 'digital', sku_id: spec.membership, quantity: 1 });
        if (!cart) return;
        if (spec.unselectFirst && cart.items.length > 1) {
          await h.data(`mutation($c: ID!, $i: ID!) { selectCartItem(id: $c, itemId: $i, value: false) { id } }`, { c: cart.id, i: cart.items[0].id });
        }
        if (spec.promotion) await h.data(`mutation($id: ID!, $p: ID) { setPromotionToCart(id: $id, guest: false, promotionId: $p) { id } }`, { id: cart.id, p: spec.promotion });
        if (spec.wallet) await h.data(`mutation($id: ID!) { calculateWalletDiscount(id: $id) { id } }`, { id: cart.id });
        const addressId = await newAddress(h);
        const rates = (await h.data(RATES, { a: addressId, c: cart.id })).getTaxAndRates;
        const drawer = cartTotals(rates.cart, { firstMonthFreeSkuId: MEMBERSHIP });
        expect(drawer.discountedTotal).toBe(rates.cart.discounted_total);
        const shown = shownTotal(rates);
        expect(shown.total).toBe(rates.cart.total);
        if (!rates.cart.items.some((i: any) => i.selected)) return;
        const order = (await h.data(CHECKOUT, { input: { cartId: cart.id, address_id: addressId, source: tokenFor(h.backend, card), expected_total: shown.total } })).createCheckout;
        expect(order.total_amount).toBe(shown.total);
        // The orders page reads the same charge back: its lines make its subtotal, its rows make the total.
        const placed = (await h.data(ORDERS)).orders.find((o: any) => o.id === order.id);
        const figures = orderFigures(placed);
        expect(figures.lines.reduce((sum, l) => sum + l, 0)).toBe(figures.subtotal);
        expect(figures.subtotal - figures.discount + figures.shipping + figures.tax - figures.coins).toBe(figures.total);
        expect(figures.total).toBe(shown.total);
        expect(figures.discount).toBe(shown.promotionDiscount);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});

describe('Addresses saved again', () => {
  it('createAddress with the same address answers the saved record instead of a second one', async () => {
    const h = harness();
    await h.login();
    const first = await newAddress(h);
    const again = (await h.data(`mutation($a: AddressInput!) { createAddress(input: $a) { id } }`, { a: { ...address, city: ' austin ' } })).createAddress.id;
    expect(again).toBe(first);
    expect((await h.data('{ getAddresses { id } }')).getAddresses.filter((a: any) => a.id === first)).toHaveLength(1);
  });
});
