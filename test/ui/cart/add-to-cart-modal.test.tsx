import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAddToCart } from '../../../src/ui/cart/cart-hooks';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { GIFT_CARD, LEASH, MINI_BOX, productOf } from '../../fakes/fake-catalog-repository';
import { aUser } from '../../fakes/fake-user-session';
import type { Sku } from '../../../src/domain';
import { renderWithCart } from './cart-ui-harness';

function AddButton({ sku }: { sku: Sku }) {
  const add = useAddToCart();
  return (
    <button type="button" onClick={() => add({ product: productOf(sku), sku, quantity: 1 })}>
      Add {sku.name}
    </button>
  );
}

async function openModal(sku: Sku = MINI_BOX, options: Parameters<typeof renderWithCart>[1] = {}) {
  const view = renderWithCart(<AddButton sku={sku} />, options);
  await userEvent.click(screen.getByRole('button', { name: `Add ${sku.name}` }));
  const modal = await screen.findByRole('dialog', { name: sku.name });
  return { ...view, modal };
}

describe('Add-to-cart modal (000 §2 §5)', () => {
  it("shows 'Dog Information' with the attribute form and 'Human Information' for a guest", async () => {
    const { modal } = await openModal();
    expect(within(modal).getByRole('heading', { name: 'Dog Information' })).toBeTruthy();
    expect(within(modal).getByRole('heading', { name: 'Human Information' })).toBeTruthy();
    expect((within(modal).getByLabelText(/Dog Name/) as HTMLInputElement).placeholder).toBe("Please enter your dog's name.");
    expect(((await within(modal).findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement).placeholder).toBe('Enter phone number');
    // Only options whose display includes client.
    const size = within(modal).getByRole('group', { name: /Size/ });
    expect(within(size).getAllByRole('button').map((b) => b.textContent)).toEqual(['Small', 'Medium', 'Large']);
  });

  it('opens with focus on the first field (Dog Name), not on ×; stepping past it untouched raises no error', async () => {
    const { modal } = await openModal();
    const name = within(modal).getByLabelText(/Dog Name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    await userEvent.tab();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(within(modal).queryByText('Please enter this field')).toBeNull();
  });

  it("the spec's Continue says where it goes: 'Continue to checkout' beside 'Add to Cart'", async () => {
    const { modal } = await openModal();
    expect(within(modal).getByRole('button', { name: 'Continue to checkout' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
  });

  it("a gift card's Recipient's Email sits under 'Gift Information', not 'Dog Information'", async () => {
    const recipient = { id: 'attr-recipient', required: true, type: 'text' as const, data: { label: "Recipient's Email", value: 'email' } };
    const card: Sku = { ...GIFT_CARD, skuGroupId: 'sg-gift', skuGroup: { id: 'sg-gift', name: 'Gift card recipient', attributes: [recipient] } };
    const { modal } = await openModal(card);
    expect(within(modal).queryByRole('heading', { name: 'Dog Information' })).toBeNull();
    const gift = within(modal).getByRole('region', { name: 'Gift Information' });
    expect(within(gift).getByLabelText(/Recipient's Email/)).toBeTruthy();
  });

  it("a one-time chew offers the dog boxes and 'As a separate item', not 'Add a New Dog' with no dog fields", async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed(
      [{ type: 'bundle', sku_id: MINI_BOX.id, quantity: 1, name: 'Rex', items: [{ type: 'good', sku_id: MINI_BOX.id, quantity: 1 }] }],
      { email: 'guest@example.com' },
    );
    const { modal } = await openModal(LEASH, { repo, store: { cartId: cart.id, email: 'guest@example.com' } });
    const boxes = await within(modal).findByRole('group', { name: 'Your dog boxes' });
    expect(within(boxes).getAllByRole('radio').map((r) => r.parentElement?.textContent?.trim())).toEqual(['Rex', 'As a separate item']);
    expect(within(modal).queryByText('Add a New Dog')).toBeNull();
    expect(within(modal).queryByRole('heading', { name: 'Dog Information' })).toBeNull();
  });

  it('has no Human Information for a signed-in user', async () => {
    const { modal } = await openModal(MINI_BOX, { user: { status: 'signedIn', user: aUser() } });
    expect(within(modal).queryByRole('heading', { name: 'Human Information' })).toBeNull();
  });

  it("'Please enter this field' and the length message appear under the field", async () => {
    const { modal } = await openModal();
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to Cart' }));
    const name = within(modal).getByLabelText(/Dog Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const description = () => document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0])?.textContent;
    expect(description()).toBe('Please enter this field');
    await userEvent.type(name, 'R');
    await userEvent.tab();
    await waitFor(() => expect(description()).toBe('Please enter between 2 and 20 characters'));
  });

  it("the typing filter drops rejected characters with '{label} can only contain letters and numbers!'", async () => {
    const { modal } = await openModal();
    const name = within(modal).getByLabelText(/Dog Name/) as HTMLInputElement;
    await userEvent.type(name, 'Rex#');
    expect(name.value).toBe('Rex');
    expect(within(modal).getByText('Dog Name can only contain letters and numbers!')).toBeTruthy();
  });

  it('a selectbox with max 2 refuses a third choice; with max 1 a new choice replaces the old', async () => {
    const { modal } = await openModal();
    const treats = within(modal).getByRole('group', { name: /Favourite treats/ });
    for (const name of ['Chicken', 'Beef', 'Lamb']) await userEvent.click(within(treats).getByRole('button', { name }));
    expect(within(treats).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Chicken', 'Beef']);
    const size = within(modal).getByRole('group', { name: /Size/ });
    await userEvent.click(within(size).getByRole('button', { name: 'Small' }));
    await userEvent.click(within(size).getByRole('button', { name: 'Large' }));
    expect(within(size).getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual(['Large']);
  });

  it('the phone input keeps the calling code fixed and formats the number internationally', async () => {
    const { modal } = await openModal();
    const phone = (await within(modal).findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    expect(within(modal).getByText('+1')).toBeTruthy();
    await userEvent.type(phone, '2133734253');
    expect(phone.value).toBe('213 373 4253');
  });

  it.each([
    ['12', 'too short for the rule'],
    ['1234567', 'not a US number for the phone library'],
  ])("a phone '%s' (%s) shows 'Phone number is not valid' under the field, keeps what was typed, and adds nothing", async (typed) => {
    const { modal, cartRepository } = await openModal();
    await userEvent.type(within(modal).getByLabelText(/Dog Name/), 'Rex');
    await userEvent.click(within(modal).getByRole('group', { name: /Size/ }).querySelector('button')!);
    await userEvent.type(within(modal).getByRole('textbox', { name: /Email/ }), 'jo@example.com');
    const phone = (await within(modal).findByRole('textbox', { name: /^Phone/ })) as HTMLInputElement;
    await userEvent.type(phone, typed);
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(modal).getByText('Phone number is not valid')).toBeTruthy();
    expect(phone.value.replace(/\D+/g, '')).toBe(typed);
    expect(cartRepository.calls.some((c) => c.op === 'createCartGuest' || c.op === 'addCartItem')).toBe(false);
  });

  it("a bad guest e-mail shows 'Email is not valid' and the toast 'Please enter a valid email and phone number'", async () => {
    const { modal, notifications } = await openModal();
    await userEvent.type(within(modal).getByLabelText(/Dog Name/), 'Rex');
    await userEvent.click(within(modal).getByRole('button', { name: 'Medium' }));
    await userEvent.type(within(modal).getByLabelText(/Email/), 'rex@home');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(modal).findByText('Email is not valid')).toBeTruthy();
    expect(notifications.messages('error')).toEqual(['Please enter a valid email and phone number']);
  });

  it('a valid guest add creates the cart, closes the modal and opens the drawer with the new box', async () => {
    const { modal, cartRepository } = await openModal();
    await userEvent.type(within(modal).getByLabelText(/Dog Name/), 'Rex');
    await userEvent.click(within(modal).getByRole('button', { name: 'Medium' }));
    await userEvent.type(within(modal).getByLabelText(/Email/), 'rex@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to Cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'YOUR CART' });
    expect(await within(drawer).findByRole('listitem', { name: 'Rex' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Mini Box' })).toBeNull();
    expect(cartRepository.calls.map((c) => c.op)).toContain('createCartGuest');
  });

  it('offers the existing dog boxes; picking one adds the item into it', async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed(
      [{ type: 'bundle', sku_id: MINI_BOX.id, quantity: 1, name: 'Rex', items: [{ type: 'good', sku_id: MINI_BOX.id, quantity: 1 }] }],
      { email: 'jo@example.com', signedIn: true },
    );
    renderWithCart(<AddButton sku={MINI_BOX} />, { repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(() => expect(repo.calls.map((c) => c.op)).toContain('myCart'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Mini Box' }));
    const modal = await screen.findByRole('dialog', { name: 'Mini Box' });
    expect(within(modal).getByRole('radio', { name: 'Add a New Dog' })).toBeTruthy();
    await userEvent.click(await within(modal).findByRole('radio', { name: 'Rex' }));
    expect(within(modal).queryByRole('heading', { name: 'Dog Information' })).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('dialog', { name: 'YOUR CART' });
    await waitFor(() => expect(repo.serverCart(cart.id).items[0].items![0].quantity).toBe(2));
  });

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['the close button', async () => userEvent.click(within(screen.getByRole('dialog', { name: 'Different selling channel' })).getByRole('button', { name: 'Close' }))],
  ])('a different selling channel: %s is the spec\'s otherwise — the item is added alongside, the cart kept', async (_, dismiss) => {
    const repo = new FakeCartRepository();
    const cart = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    renderWithCart(<AddButton sku={GIFT_CARD} />, { repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(() => expect(repo.calls.map((c) => c.op)).toContain('myCart'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift Card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Different selling channel' });
    expect(within(confirm).getByRole('button', { name: 'Continue: replace my cart' })).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Add alongside my cart' })).toBeTruthy();
    await dismiss();
    await screen.findByRole('dialog', { name: 'YOUR CART' });
    expect(screen.queryByRole('dialog', { name: 'Different selling channel' })).toBeNull();
    await waitFor(() => expect(repo.serverCart(cart.id).items.map((i) => i.sku?.id)).toEqual([LEASH.id, GIFT_CARD.id]));
    expect(repo.calls.find((c) => c.op === 'addCartItem')!.args[0]).toMatchObject({ deleteCart: false });
  });

  it("a different selling channel: 'Add alongside my cart' keeps the cart and adds the item", async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    renderWithCart(<AddButton sku={GIFT_CARD} />, { repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(() => expect(repo.calls.map((c) => c.op)).toContain('myCart'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift Card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Different selling channel' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Add alongside my cart' }));
    await screen.findByRole('dialog', { name: 'YOUR CART' });
    await waitFor(() => expect(repo.serverCart(cart.id).items.map((i) => i.sku?.id)).toEqual([LEASH.id, GIFT_CARD.id]));
  });

  it('a different selling channel asks first; Continue replaces the cart', async () => {
    const repo = new FakeCartRepository();
    const cart = repo.seed([{ type: 'good', sku_id: LEASH.id, quantity: 1 }], { email: 'jo@example.com', signedIn: true });
    renderWithCart(<AddButton sku={GIFT_CARD} />, { repo, user: { status: 'signedIn', user: aUser() } });
    await waitFor(() => expect(repo.calls.map((c) => c.op)).toContain('myCart'));
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift Card' }));
    const confirm = await screen.findByRole('dialog', { name: 'Different selling channel' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Continue: replace my cart' }));
    await screen.findByRole('dialog', { name: 'YOUR CART' });
    await waitFor(() => expect(repo.serverCart(cart.id).items.map((i) => i.sku?.id)).toEqual([GIFT_CARD.id]));
  });
});
