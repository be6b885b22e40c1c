import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CartService, createCartService } from '../../../src/application/cart/cart-service';
import { CheckoutFeature, createCheckoutFeature } from '../../../src/application/checkout/checkout-feature';
import { LocalStore } from '../../../src/ports/local-store';
import { Navigation } from '../../../src/ports/navigation';
import { Notifications } from '../../../src/ports/notifications';
import { PhoneNumbers } from '../../../src/ports/phone-numbers';
import { useCartSummary } from '../../../src/ui/cart/cart-hooks';
import { CART_UNAVAILABLE_MESSAGE, CartProvider } from '../../../src/ui/app/cart-provider';
import { PAGE_SETTLE_FALLBACK_MS } from '../../../src/ui/app/page-activity';
import { ServicesProvider } from '../../../src/ui/app/services-context';
import { useLoader } from '../../../src/ui/app/use-loader';
import { CartHost } from '../../../src/ui/cart/cart-host';
import { AddToCartButton } from '../../../src/ui/catalog/add-to-cart-button';
import { CheckoutPage } from '../../../src/ui/checkout/checkout-page';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { LEASH, MINI_BOX, productOf } from '../../fakes/fake-catalog-repository';
import { buildFakePorts } from '../../support/fake-ports';
import type { ReactNode } from 'react';

/** A cart chunk that arrives when the test says so. */
function slowCartChunk() {
  let arrive!: () => void;
  const arrived = new Promise<CartHost>((resolve) => (arrive = () => resolve(CartHost)));
  const load = vi.fn(() => arrived);
  return { load, arrive: () => act(async () => arrive()) };
}

function renderDeferred(ui: ReactNode, load: () => Promise<CartHost>, repo = new FakeCartRepository(), store: Record<string, string> = {}) {
  const ports = buildFakePorts({ cartRepository: repo, store });
  const { navigation, notifications } = ports;
  const services = new Map<symbol, unknown>([
    [CartService, createCartService({ ...ports, cartSignal: undefined })],
    [CheckoutFeature, createCheckoutFeature(ports)],
    [Navigation, navigation],
    [Notifications, notifications],
    [PhoneNumbers, ports.phoneNumbers],
    [LocalStore, ports.localStore],
  ]);
  const locator = { get: <T,>(token: symbol) => services.get(token) as T };
  const view = render(
    <MemoryRouter>
      <ServicesProvider services={locator}>
        <CartProvider load={load}>{ui}</CartProvider>
      </ServicesProvider>
    </MemoryRouter>,
  );
  return { ...view, notifications, localStore: ports.localStore };
}

function CartCount() {
  const summary = useCartSummary();
  return <p>{summary.loading ? 'cart loading' : `cart: ${summary.itemCount}`}</p>;
}

/** A page whose content arrives when the test says so (as the home page's shelves do). */
function slowPage() {
  let answer!: () => void;
  const content = new Promise<string>((resolve) => (answer = () => resolve('Featured boxes')));
  function Page() {
    const state = useLoader('page', () => content);
    return <h1>{state.status === 'ready' ? state.data : 'Loading…'}</h1>;
  }
  return { Page, answer: () => act(async () => answer()) };
}

describe('the cart loads after the page', () => {
  it("starts loading the cart only once the page's content has rendered, on a device that keeps something the cart shows", async () => {
    vi.useFakeTimers();
    const chunk = slowCartChunk();
    const page = slowPage();
    try {
      // A referrer kept on the device: its banner waits for the cart.
      renderDeferred(
        <>
          <page.Page />
          <CartCount />
        </>,
        chunk.load,
        new FakeCartRepository(),
        { ref: 'FRIEND10' },
      );
      expect(screen.getByText('cart loading')).toBeTruthy();
      // The page is still waiting for its content: no cart yet, even after many frames (short of the fallback).
      await act(() => vi.advanceTimersByTimeAsync(PAGE_SETTLE_FALLBACK_MS - 1000));
      expect(chunk.load).not.toHaveBeenCalled();
      await page.answer();
      expect(screen.getByRole('heading', { name: 'Featured boxes' })).toBeTruthy();
      // The next painted frame (or the moment a hidden tab waits instead) starts the cart.
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(chunk.load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('cart loading')).toBeTruthy();
    await chunk.arrive();
    expect(await screen.findByText('cart: 0')).toBeTruthy();
  });

  it("a device that keeps no cart: the cart's code comes at the visitor's first touch, not when the page is up", async () => {
    const chunk = slowCartChunk();
    const page = slowPage();
    renderDeferred(
      <>
        <page.Page />
        <CartCount />
        <button type="button">Menu</button>
      </>,
      chunk.load,
    );
    await page.answer();
    expect(screen.getByRole('heading', { name: 'Featured boxes' })).toBeTruthy();
    // Settled and painted: nothing to show of an empty cart, nothing fetched.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chunk.load).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1));
    await chunk.arrive();
    expect(await screen.findByText('cart: 0')).toBeTruthy();
  });

  it('a cart stored by another tab brings the cart in at once', async () => {
    const chunk = slowCartChunk();
    const page = slowPage();
    const { localStore } = renderDeferred(<page.Page />, chunk.load);
    await page.answer();
    expect(chunk.load).not.toHaveBeenCalled();
    act(() => localStore.set('cartId', 'cart-from-another-tab'));
    await waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1));
  });

  it("an 'Add to Cart' press before the cart has loaded waits for it and then opens the modal", async () => {
    const chunk = slowCartChunk();
    const page = slowPage();
    renderDeferred(
      <>
        <page.Page />
        <AddToCartButton product={productOf(MINI_BOX)} sku={MINI_BOX} quantity={1} />
      </>,
      chunk.load,
    );
    const button = screen.getByRole('button', { name: /^Add to Cart/ });
    expect(button.getAttribute('aria-busy')).toBeNull();
    await userEvent.click(button);
    // The press asks for the cart at once, without waiting for the page, and the button says it is busy.
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await chunk.arrive();
    const modal = await screen.findByRole('dialog', { name: MINI_BOX.name });
    expect(within(modal).getByRole('heading', { name: 'Dog Information' })).toBeTruthy();
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it("a good added before the cart has loaded ends up in the cart once it has", async () => {
    const chunk = slowCartChunk();
    const repo = new FakeCartRepository();
    const cart = repo.seed([{ type: 'good', sku_id: MINI_BOX.id, quantity: 1 }], { email: 'guest@example.com' });
    renderDeferred(
      <>
        <AddToCartButton product={productOf(LEASH)} sku={LEASH} quantity={2} />
        <CartCount />
      </>,
      chunk.load,
      repo,
      { cartId: cart.id, email: 'guest@example.com' },
    );
    await userEvent.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    await chunk.arrive();
    // The modal asks the guest's e-mail (remembered with the stored cart); confirming adds to the stored cart.
    const modal = await screen.findByRole('dialog', { name: LEASH.name });
    expect(within(modal).getByLabelText(/Email/)).toHaveProperty('value', 'guest@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Add to Cart' }));
    const drawer = await screen.findByRole('dialog', { name: 'YOUR CART' });
    expect(await within(drawer).findByRole('listitem', { name: LEASH.name })).toBeTruthy();
    expect(await screen.findByText('cart: 2')).toBeTruthy();
    expect(repo.serverCart(cart.id)?.items.find((i) => i.sku?.id === LEASH.id)?.quantity).toBe(2);
  });

  it("a cart that cannot be downloaded answers the press with a toast, and the next press tries again", async () => {
    let attempt = 0;
    const load = vi.fn(() => (++attempt === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(CartHost)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page's own content is still loading, so only the press asks for the cart.
    const page = slowPage();
    const { notifications } = renderDeferred(
      <>
        <page.Page />
        <AddToCartButton product={productOf(MINI_BOX)} sku={MINI_BOX} quantity={1} />
      </>,
      load,
    );
    const button = screen.getByRole('button', { name: /^Add to Cart/ });
    // The press alone (no pointer over the button first, whose reach would ask for the cart before the press).
    fireEvent.click(button);
    await waitFor(() => expect(notifications.messages()).toEqual([CART_UNAVAILABLE_MESSAGE]));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(button);
    const modal = await screen.findByRole('dialog', { name: MINI_BOX.name });
    expect(within(modal).getByRole('heading', { name: 'Dog Information' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(notifications.messages()).toEqual([CART_UNAVAILABLE_MESSAGE]);
    errors.mockRestore();
  });

  it('the checkout page opened first asks for the cart and waits for it', async () => {
    const chunk = slowCartChunk();
    renderDeferred(<CheckoutPage />, chunk.load);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(screen.getByText('Loading your cart')).toBeTruthy();
    await waitFor(() => expect(chunk.load).toHaveBeenCalledTimes(1));
    await chunk.arrive();
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
});
