import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCartSummary } from '../../../src/ui/cart/cart-hooks';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { BULK_FOOD, LEASH, MEMBERSHIP, MINI_BOX, SEED_SKUS, TREAT_PACK } from '../../fakes/fake-catalog-repository';
import { RETAILER_ROLE, aUser } from '../../fakes/fake-user-session';
import { renderWithCart } from './cart-ui-harness';

function OpenCartButton() {
  const summary = useCartSummary();
  return (
    <button type="button" onClick={summary.open}>
      Cart ({summary.itemCount})
    </button>
  );
}

const box = {
  type: 'bundle' as const,
  sku_id: MINI_BOX.id,
  quantity: 1,
  name: 'Rex',
  sku_attributes: [
    { label: 'Dog Name', value: 'Rex' },
    { label: 'Favourite treats', value: ['chicken', 'beef'], val_label: ['Chicken', 'Beef'] },
    { label: 'giftlist', value: 'hidden' },
  ],
  items: [{ type: 'good' as const, sku_id: MINI_BOX.id, quantity: 1 }],
};

async function openCart(
  items: Parameters<FakeCartRepository['seed']>[0],
  options: { signedIn?: boolean; user?: ReturnType<typeof aUser>; store?: Record<string, string>; repo?: FakeCartRepository; promotionId?: string } = {},
) {
  const repo = options.repo ?? new FakeCartRepository();
  const user = options.user ?? aUser();
  const cart = options.signedIn
    ? repo.seed(items, { email: user.email, signedIn: true, promotionId: options.promotionId })
    : repo.seed(items, { email: 'guest@example.com', promotionId: options.promotionId });
  const view = renderWithCart(<OpenCartButton />, {
    repo,
    user: options.signedIn ? { status: 'signedIn', user } : { status: 'guest', user: null },
    store: options.signedIn ? options.store : { cartId: cart.id, email: 'guest@example.com', ...options.store },
  });
  await userEvent.click(await screen.findByRole('button', { name: `Cart (${items.length})` }));
  const panel = await screen.findByRole('dialog', { name: 'YOUR CART' });
  return { ...view, repo, cart, panel };
}

describe('Cart side panel (000 §2)', () => {
  it("lists first-class items digital first, then one 'Product/s' block of goods, with badges, notes and attribute lines", async () => {
    const { panel } = await openCart([
      { type: 'good', sku_id: LEASH.id, quantity: 1 },
      box,
      { type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 },
    ]);
    const firstClass = within(panel).getByRole('list', { name: 'Cart items' });
    const names = within(firstClass)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === firstClass)
      .map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual(['Pawprint Club', 'Rex']);
    const goods = within(panel).getByRole('region', { name: 'Product/s' });
    expect(within(goods).getByRole('heading', { name: 'Product/s' })).toBeTruthy();
    expect(within(goods).getByRole('listitem', { name: 'Leather Leash' })).toBeTruthy();

    const membership = within(panel).getByRole('listitem', { name: 'Pawprint Club' });
    expect(within(membership).getByText('Digital')).toBeTruthy();
    expect(within(membership).getByText('Free Shipping')).toBeTruthy();
    expect(within(membership).getByText('renews every 3 months')).toBeTruthy();

    const rex = within(panel).getByRole('listitem', { name: 'Rex' });
    expect(within(rex).getByText('delivered every 4 weeks')).toBeTruthy();
    expect(within(rex).getByText('Chicken, Beef')).toBeTruthy();
    expect(within(rex).queryByText('giftlist')).toBeNull();
    expect(within(panel).getByText('Shipping and taxes calculated at checkout.')).toBeTruthy();
    expect(within(panel).getByText('Subtotal')).toBeTruthy();
  });

  it("shows 'Your cart is empty.' with no items and Checkout disabled", async () => {
    renderWithCart(<OpenCartButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart (0)' }));
    const panel = await screen.findByRole('dialog', { name: 'YOUR CART' });
    expect(await within(panel).findByText('Your cart is empty.')).toBeTruthy();
    expect((within(panel).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Checkout is enabled only when at least one item is selected', async () => {
    const { panel, navigation } = await openCart([{ type: 'good', sku_id: LEASH.id, quantity: 1 }]);
    const checkout = within(panel).getByRole('button', { name: 'Checkout' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(false);
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Select Leather Leash' }));
    await waitFor(() => expect(checkout.disabled).toBe(true));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Select Leather Leash' }));
    await waitFor(() => expect(checkout.disabled).toBe(false));
    await userEvent.click(checkout);
    await waitFor(() => expect(navigation.visits.map((v) => v.path)).toEqual(['/checkout']));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'YOUR CART' })).toBeNull());
  });

  it("'Buy only this' checks out that line alone: its amount is the Subtotal, the other line stays unselected", async () => {
    const { panel, navigation, repo, cart } = await openCart([
      { type: 'good', sku_id: LEASH.id, quantity: 1 },
      { type: 'good', sku_id: TREAT_PACK.id, quantity: 2 },
    ]);
    const treats = within(panel).getByRole('listitem', { name: TREAT_PACK.name });
    const lineAmount = treats.querySelector('.cart-line__amount')!.textContent;
    expect(within(panel).getByText('Subtotal').nextElementSibling!.textContent).not.toBe(lineAmount);
    await userEvent.click(within(treats).getByRole('button', { name: `Buy only this: ${TREAT_PACK.name}` }));
    await waitFor(() => expect(navigation.visits.map((v) => v.path)).toEqual(['/checkout']));
    expect(repo.serverCart(cart.id).items.map((i) => [i.sku?.id, i.selected])).toEqual([[LEASH.id, false], [TREAT_PACK.id, true]]);
    expect(repo.calls.filter((c) => c.op === 'selectOnlyItem')).toHaveLength(1);
  });

  it("'Buy only this' is not offered on a cart of one line", async () => {
    const { panel } = await openCart([{ type: 'good', sku_id: LEASH.id, quantity: 1 }]);
    expect(within(panel).queryByRole('button', { name: /^Buy only this/ })).toBeNull();
  });

  it("a refused 'Buy only this' shows the server's message, stays in the cart and keeps the server's selection", async () => {
    const { panel, navigation, repo, notifications } = await openCart([
      { type: 'good', sku_id: LEASH.id, quantity: 1 },
      { type: 'good', sku_id: TREAT_PACK.id, quantity: 2 },
    ]);
    repo.failNext.set('selectOnlyItem', 'Cart not found!');
    await userEvent.click(within(panel).getByRole('button', { name: `Buy only this: ${LEASH.name}` }));
    await waitFor(() => expect(notifications.messages('error')).toEqual(['Cart not found!']));
    expect(navigation.visits).toEqual([]);
    expect((within(panel).getByRole('checkbox', { name: `Select ${TREAT_PACK.name}` }) as HTMLInputElement).checked).toBe(true);
  });

  it("the good's stepper stops at the stock and says 'You have reached the maximum quantity for this product.'", async () => {
    const { panel, repo, cart } = await openCart([{ type: 'good', sku_id: LEASH.id, quantity: 4 }]);
    const increase = within(panel).getByRole('button', { name: 'Increase quantity for Leather Leash' });
    await userEvent.click(increase);
    await waitFor(() => expect(repo.serverCart(cart.id).items[0].quantity).toBe(5));
    await userEvent.click(increase);
    expect(await within(panel).findByText('You have reached the maximum quantity for this product.')).toBeTruthy();
    expect((within(panel).getByRole('textbox', { name: 'Quantity for Leather Leash' }) as HTMLInputElement).value).toBe('5');
    expect(repo.calls.filter((c) => c.op === 'updateQuantity')).toHaveLength(1);
  });

  it('removes a line with its remove button, with the toasts of 000 §8', async () => {
    const { panel, notifications } = await openCart([
      { type: 'good', sku_id: LEASH.id, quantity: 1 },
      { type: 'good', sku_id: TREAT_PACK.id, quantity: 1 },
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove Leather Leash' }));
    await waitFor(() => expect(within(panel).queryByRole('listitem', { name: 'Leather Leash' })).toBeNull());
    expect(notifications.messages()).toEqual(['Remove item from cart...', 'Item removed from cart successfully!']);
  });

  it("a bundle lists its items and a 'Suggested Items' strip; Add puts one in with quantity 1", async () => {
    const { panel, repo, cart } = await openCart([box]);
    const rex = within(panel).getByRole('listitem', { name: 'Rex' });
    expect(within(rex).getByRole('textbox', { name: 'Quantity for Mini Box in Rex' })).toBeTruthy();
    // The box keeps its own item: no Remove for it (the box line's own Remove takes the whole box out).
    expect(within(rex).queryByRole('button', { name: 'Remove Mini Box from Rex' })).toBeNull();
    const suggested = await within(rex).findByRole('region', { name: 'Suggested Items for Rex' });
    // Add-ons only: no other box is offered inside a box.
    expect(within(suggested).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Add Chew Toy to Rex', 'Add Treat Pack to Rex']);
    expect(within(suggested).getByRole('heading', { name: 'Suggested Items' })).toBeTruthy();
    await userEvent.click(within(suggested).getByRole('button', { name: 'Add Chew Toy to Rex' }));
    await waitFor(() =>
      expect(repo.serverCart(cart.id).items[0].items!.map((i) => [i.sku.id, i.quantity])).toEqual([
        [MINI_BOX.id, 1],
        ['sku-chew-toy', 1],
      ]),
    );
    await waitFor(() => expect(within(suggested).queryByRole('button', { name: 'Add Chew Toy to Rex' })).toBeNull());
    expect(within(rex).getByRole('textbox', { name: 'Quantity for Chew Toy in Rex' })).toBeTruthy();
    expect(within(rex).getByRole('button', { name: 'Remove Chew Toy from Rex' })).toBeTruthy();
  });

  it("shows 'First Month Free' on the membership SKU when the cart has the free_membership promotion, and the Subtotal is $22.00 less", async () => {
    const { panel } = await openCart(
      [{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }, { type: 'good', sku_id: LEASH.id, quantity: 1 }],
      { promotionId: 'promo-membership' },
    );
    const line = within(panel).getByRole('listitem', { name: 'Pawprint Club' });
    expect(await within(line).findByText('First Month Free')).toBeTruthy();
    expect(within(line).getByText('-$22.00')).toBeTruthy();
    // 2200 membership + 2500 leash − 2200 first month free.
    expect(within(panel).getByText('Subtotal').nextElementSibling?.textContent).toBe('$25.00');
  });

  it("a stored deal alone, without the promotion on the cart, shows no 'First Month Free' (nothing would be taken off)", async () => {
    const { panel } = await openCart([{ type: 'digital', sku_id: MEMBERSHIP.id, quantity: 1 }], { store: { deal: 'free_membership' } });
    const line = within(panel).getByRole('listitem', { name: 'Pawprint Club' });
    expect(within(line).queryByText('First Month Free')).toBeNull();
    expect(within(panel).getByText('Subtotal').nextElementSibling?.textContent).toBe('$22.00');
  });

  it('a discounted item inside a dog box shows the discounted amount the order charges', async () => {
    const repo = new FakeCartRepository({ skus: SEED_SKUS.map((sku) => (sku.id === MINI_BOX.id ? { ...sku, discount_amount: 100 } : sku)) });
    const { panel } = await openCart([box], { repo });
    const rex = within(panel).getByRole('listitem', { name: 'Rex' });
    const inner = within(rex).getByRole('list', { name: 'Items in Rex' });
    expect(within(inner).getByText('$28.00')).toBeTruthy();
    expect(within(inner).queryByText('$29.00')).toBeNull();
    expect(within(panel).getByText('Subtotal').nextElementSibling?.textContent).toBe('$28.00');
  });
});

describe('Add a New Dog (000 §5 §6)', () => {
  it('is not shown to a guest', async () => {
    const { panel } = await openCart([{ type: 'good', sku_id: LEASH.id, quantity: 1 }]);
    expect(within(panel).queryByRole('button', { name: 'Add a New Dog' })).toBeNull();
  });

  it('is not shown to a retailer', async () => {
    const { panel } = await openCart([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], {
      signedIn: true,
      user: aUser({ roles: [RETAILER_ROLE] }),
    });
    expect(within(panel).queryByRole('button', { name: 'Add a New Dog' })).toBeNull();
  });

  it('a signed-in customer goes to /box/start?from=cart and the cart closes', async () => {
    const { panel, navigation } = await openCart([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { signedIn: true });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add a New Dog' }));
    expect(navigation.visits.map((v) => v.path)).toEqual(['/box/start?from=cart']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'YOUR CART' })).toBeNull());
  });
});

describe('Minimum order (000 §5 §8)', () => {
  it('a retailer below $200 sees the dialog and no toast', async () => {
    const { panel, notifications, navigation } = await openCart([{ type: 'good', sku_id: BULK_FOOD.id, quantity: 1 }], {
      signedIn: true,
      user: aUser({ roles: [RETAILER_ROLE] }),
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Minimum order' });
    expect(
      within(dialog).getByText('Minimum order is $200.00 for Pawprint Wholesale. Please add more items to your cart to continue.'),
    ).toBeTruthy();
    expect(notifications.history).toEqual([]);
    expect(navigation.visits).toEqual([]);
  });
});
