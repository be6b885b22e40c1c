import { describe, expect, it } from 'vitest';
import { CART_FIELDS, harness, type Harness } from './backend-harness';

const GUEST = 'guest@pawprint.test';
// The guest's phone: calls that carry it (000 §7 cart, addCartItem, removeBundleCartItem) name it as the client does.
const PHONE = '+15125550199';
const createGuestCart = `mutation($email: String!, $input: CartItemInput!) {
  createCartGuest(email: $email, phone: "${PHONE}", url: "/meatballs", input: $input) { id lead { email } items { id } } }`;
const addItem = `mutation($id: ID!, $email: String, $input: CartItemInput!, $deleteCart: Boolean, $selectOnly: Boolean) {
  addCartItem(id: $id, email: $email, phone: "${PHONE}", input: $input, deleteCart: $deleteCart, selectOnly: $selectOnly) { ${CART_FIELDS} } }`;
const good = (sku_id: string, quantity = 1) => ({ type: 'good', sku_id, quantity });
const box = (name: string) => ({
  type: 'bundle', sku_id: 'sku-treat-and-chew-box', quantity: 1,
  sku_attributes: [{ label: 'Dog Name', value: name }, { label: 'Allergies', value: ['beef', 'grain'], val_label: ['Beef', 'Grain'] }],
  items: [good('sku-meatballs', 2)],
});

async function guestCart(h: Harness, input: object = good('sku-meatballs')) {
  const data = await h.data(createGuestCart, { email: ` ${GUEST.toUpperCase()} `, input });
  const created = data.createCartGuest as { id: string; lead: { email: string }; items: { id: string }[] };
  // 000 §7: createCartGuest answers id, lead and items; the cart itself is read with cart(id, email, phone).
  const { cart } = await h.data(`query($id: ID, $email: String) { cart(id: $id, email: $email, phone: "${PHONE}") { ${CART_FIELDS} } }`, { id: created.id, email: GUEST });
  expect(created.items.map((i) => i.id)).toEqual(cart.items.map((i: { id: string }) => i.id));
  return { ...created, cart };
}

describe('guest cart (000 §4 add-to-cart flow)', () => {
  it('creates a guest cart holding the item, keyed by the normalised e-mail', async () => {
    const h = harness();
    const created = await guestCart(h);
    expect(created.lead.email).toBe(GUEST);
    expect(created.cart.items).toHaveLength(1);
    expect(created.cart.items[0]).toMatchObject({ name: 'Meatballs', quantity: 1, selected: true, shipping_method: 'flat_rate' });
    const found = await h.data(`query($id: ID, $email: String) { cart(id: $id, email: $email, phone: "${PHONE}") { id } }`, { id: created.id, email: GUEST });
    expect(found.cart.id).toBe(created.id);
  });

  it('answers a null cart for an unknown id or another e-mail (the client then shows Cart not found!)', async () => {
    const h = harness();
    const { id } = await guestCart(h);
    expect((await h.data(`{ cart(id: "nope", email: "${GUEST}") { id } }`)).cart).toBeNull();
    expect((await h.data(`{ cart(id: "${id}", email: "someone@else.test") { id } }`)).cart).toBeNull();
  });

  it("gives 'Cart not found!' to a mutation on a missing cart", async () => {
    const h = harness();
    expect(await h.error(addItem, { id: 'missing', email: GUEST, input: good('sku-meatballs') })).toBe('Cart not found!');
    expect(await h.error(`mutation { removeCartItem(id: "missing", email: "${GUEST}", itemId: "x") { id } }`)).toBe('Cart not found!');
  });
});

describe('addCartItem', () => {
  it('merges the quantity of the same one-time SKU', async () => {
    const h = harness();
    const { id } = await guestCart(h);
    const cart = (await h.data(addItem, { id, email: GUEST, input: good('sku-meatballs', 2) })).addCartItem;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
    expect(cart.sub_total).toBe(3 * 899);
  });

  it('adds a bundle of quantity 1 named by the dog, with its own SKU first and the attributes', async () => {
    const h = harness();
    const { id } = await guestCart(h);
    const cart = (await h.data(addItem, { id, email: GUEST, input: box('Biscuit') })).addCartItem;
    const bundle = cart.items.find((i: any) => i.type === 'bundle');
    expect(bundle).toMatchObject({ name: 'Biscuit', quantity: 1, shipping_method: 'free' });
    expect(bundle.items.map((i: any) => [i.sku.id, i.quantity])).toEqual([['sku-treat-and-chew-box', 1], ['sku-meatballs', 2]]);
    expect(bundle.sku_attributes[1]).toEqual({ label: 'Allergies', value: ['beef', 'grain'] });
    // 000 §2 sub_total: the bundle counts as the sum of its inner items
    expect(cart.sub_total).toBe(899 + 3900 + 2 * 899);
  });

  it('empties the cart first when deleteCart is true (channel switch, 000 §4)', async () => {
    const h = harness();
    const { id } = await guestCart(h);
    const cart = (await h.data(addItem, { id, email: GUEST, input: good('sku-gift-card-25'), deleteCart: true })).addCartItem;
    expect(cart.items.map((i: any) => i.sku.id)).toEqual(['sku-gift-card-25']);
    expect(cart.items[0]).toMatchObject({ type: 'digital', shipping_method: 'free' });
  });

  it('selects only the new item with selectOnly', async () => {
    const h = harness();
    const { id } = await guestCart(h);
    const cart = (await h.data(addItem, { id, email: GUEST, input: good('sku-food-topper'), selectOnly: true })).addCartItem;
    expect(cart.items.map((i: any) => [i.sku.id, i.selected])).toEqual([['sku-meatballs', false], ['sku-food-topper', true]]);
    expect(cart.sub_total).toBe(1299);
  });

  it("refuses more than the stock with 'You have reached the maximum quantity for this product.'", async () => {
    const h = harness();
    const { id } = await guestCart(h);
    expect(await h.error(addItem, { id, email: GUEST, input: good('sku-super-chew-medium', 4) })).toBe('You have reached the maximum quantity for this product.');
  });

  it('refuses a sold-out SKU', async () => {
    const h = harness();
    const { id } = await guestCart(h);
    expect(await h.error(addItem, { id, email: GUEST, input: good('sku-super-chew-large') })).toBe('Sold Out');
  });
});

describe('quantities, removal and selection', () => {
  async function cartWithBundle(h: Harness) {
    const { id } = await guestCart(h);
    const cart = (await h.data(addItem, { id, email: GUEST, input: box('Rex') })).addCartItem;
    return { id, cart, goodId: cart.items[0].id as string, bundleId: cart.items[1].id as string };
  }

  it('updates a quantity, and quantity 0 removes the item', async () => {
    const h = harness();
    const { id, goodId } = await cartWithBundle(h);
    const q = `mutation($id: ID!, $itemId: ID!, $q: Int!) { updateCartItemQuantity(id: $id, email: "${GUEST}", itemId: $itemId, quantity: $q) { sub_total items { id quantity } } }`;
    expect((await h.data(q, { id, itemId: goodId, q: 5 })).updateCartItemQuantity.items[0].quantity).toBe(5);
    expect((await h.data(q, { id, itemId: goodId, q: 0 })).updateCartItemQuantity.items.map((i: any) => i.id)).not.toContain(goodId);
  });

  it("keeps a box's own item: removing it is refused, the box and its add-ons stay", async () => {
    const h = harness();
    const { id, bundleId } = await cartWithBundle(h);
    const refused = await h.error(`mutation($id: ID!, $b: ID!) { removeBundleCartItem(id: $id, email: "${GUEST}", phone: "${PHONE}", bundleId: $b, skuId: "sku-treat-and-chew-box") { id } }`, { id, b: bundleId });
    expect(refused).toBe('A box keeps its own item: remove the box to take it out of the cart.');
    const { cart } = await h.data(`query($id: ID) { cart(id: $id, email: "${GUEST}", phone: "${PHONE}") { items { id items { sku { id } } } } }`, { id });
    expect(cart.items.find((i: any) => i.id === bundleId).items.map((i: any) => i.sku.id)).toEqual(['sku-treat-and-chew-box', 'sku-meatballs']);
  });

  it('adds, updates and removes items inside a bundle', async () => {
    const h = harness();
    const { id, bundleId } = await cartWithBundle(h);
    const add = await h.data(`mutation($id: ID!, $b: ID!) { addItemToBundleCart(id: $id, email: "${GUEST}", bundleId: $b, item: { type: "good", sku_id: "sku-food-topper", quantity: 1 }) { items { id items { quantity sku { id } } } } }`, { id, b: bundleId });
    expect(add.addItemToBundleCart.items[1].items.map((i: any) => i.sku.id)).toContain('sku-food-topper');
    const upd = await h.data(`mutation($id: ID!, $b: ID!) { updateBundleCartItemQuantity(id: $id, email: "${GUEST}", bundleId: $b, skuId: "sku-food-topper", quantity: 3) { items { items { quantity sku { id } } } } }`, { id, b: bundleId });
    expect(upd.updateBundleCartItemQuantity.items[1].items.find((i: any) => i.sku.id === 'sku-food-topper').quantity).toBe(3);
    const rem = await h.data(`mutation($id: ID!, $b: ID!) { removeBundleCartItem(id: $id, email: "${GUEST}", phone: "${PHONE}", bundleId: $b, skuId: "sku-food-topper") { items { items { sku { id } } } } }`, { id, b: bundleId });
    expect(rem.removeBundleCartItem.items[1].items.map((i: any) => i.sku.id)).toEqual(['sku-treat-and-chew-box', 'sku-meatballs']);
  });

  it('removes an item', async () => {
    const h = harness();
    const { id, bundleId } = await cartWithBundle(h);
    const data = await h.data(`mutation($id: ID!, $i: ID!) { removeCartItem(id: $id, email: "${GUEST}", itemId: $i) { items { id } } }`, { id, i: bundleId });
    expect(data.removeCartItem.items).toHaveLength(1);
  });

  it('totals only the selected items; selectOnly keeps one', async () => {
    const h = harness();
    const { id, goodId, bundleId } = await cartWithBundle(h);
    const sel = await h.data(`mutation($id: ID!, $i: ID!) { selectCartItem(id: $id, email: "${GUEST}", itemId: $i, value: false) { sub_total total } }`, { id, i: bundleId });
    expect(sel.selectCartItem).toEqual({ sub_total: 899, total: 899 });
    const only = await h.data(`mutation($id: ID!, $i: ID!) { selectOnlyCartItem(id: $id, email: "${GUEST}", itemId: $i) { items { id selected } } }`, { id, i: bundleId });
    expect(only.selectOnlyCartItem.items).toEqual([{ id: goodId, selected: false }, { id: bundleId, selected: true }]);
  });
});

describe('promotions and wallet on the cart', () => {
  it("takes the 2200 'First Month Free' off the membership SKU with the free_membership deal (000 §9)", async () => {
    const h = harness();
    const { id } = await guestCart(h, good('sku-wellness-membership'));
    const cart = (await h.data(`mutation($id: ID!) { setPromotionToCart(id: $id, guest: true, promotionId: "promo-free-membership", email: "${GUEST}", phone: "${PHONE}") { ${CART_FIELDS} } }`, { id })).setPromotionToCart;
    expect(cart.promotion).toEqual({ id: 'promo-free-membership', type: 'free_membership' });
    expect(cart).toMatchObject({ sub_total: 2200, discounted_total: 0, total: 0 });
  });

  it('applies wallet coins at 1 cent each, capped at the total', async () => {
    const h = harness();
    await h.login();
    const { id } = (await h.data(`mutation { addCartItem(id: "", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }`)).addCartItem;
    const cart = (await h.data(`mutation($id: ID!) { calculateWalletDiscount(id: $id) { ${CART_FIELDS} } }`, { id })).calculateWalletDiscount;
    expect(cart).toMatchObject({ sub_total: 899, wallet_discount: 899, total: 0 });
  });
});

describe('signed-in cart', () => {
  it('answers the user their own cart with no id, and null before they have one', async () => {
    const h = harness();
    await h.login();
    expect((await h.data('{ cart { id } }')).cart).toBeNull();
    const { id } = (await h.data(`mutation { addCartItem(id: "new", input: { type: "good", sku_id: "sku-meatballs", quantity: 1 }) { id } }`)).addCartItem;
    expect((await h.data('{ cart { id } }')).cart.id).toBe(id);
  });
});
