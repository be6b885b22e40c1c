import { describe, expect, it } from 'vitest';
import { addBoxForDog, cartButton, cartDrawer, fillCard, fillShippingAddress, openProductFromHome, SEE, seen, snapshot, toast, untilStill, useJourney } from './journey';

const journey = useJourney();

describe('A guest adds a box for their dog and checks out', () => {
  it('adds the Treat and Chew Box for Biscuit, checks out with an address and the test card, and sees the confirmation', async () => {
    const { page } = await journey.freshPage();
    await page.goto(`${journey.shop.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor(SEE);
    await snapshot(page, 'guest-01-home');

    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await snapshot(page, 'guest-02-product');

    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Treat and Chew Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor(SEE);
    await modal.getByLabel('Dog Name').fill('Biscuit');
    await modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Medium (20-50 lb)' }).click();
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill('biscuit.owner@example.com');
    await snapshot(page, 'guest-03-add-to-cart-modal');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();

    // 000 §4: after adding, the cart drawer opens with the bundle named after the dog.
    const drawer = cartDrawer(page);
    await drawer.getByRole('heading', { name: 'YOUR CART' }).waitFor(SEE);
    const line = drawer.getByRole('listitem', { name: 'Biscuit' });
    await line.waitFor(SEE);
    await drawer.getByText('Shipping and taxes calculated at checkout.').waitFor(SEE);
    await untilStill(drawer);
    // The whole line fits in the drawer, its amount included.
    await seen(line.getByText('$39.00', { exact: true }));
    await snapshot(page, 'guest-04-cart-drawer');

    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', SEE);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(SEE);
    const address = await fillShippingAddress(page);
    await snapshot(page, 'guest-05-checkout-address');
    await address.getByRole('button', { name: 'Save address' }).click();

    await seen(toast(page, 'Tax and shipping rates fetched successfully!'));
    const payment = await fillCard(page);
    await snapshot(page, 'guest-06-checkout-payment');
    await payment.getByRole('button', { name: 'Place order' }).click();

    await page.getByRole('heading', { name: 'Thank you! Your order is placed.' }).waitFor(SEE);
    await expect(page.getByText(/^Order number: /).textContent()).resolves.toMatch(/Order number: \S+/);
    // A real confirmation: the dog's box and what is in it, the total charged, where the receipt goes, what comes next.
    const confirmation = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
    await confirmation.getByText(/^Biscuit's /).first().waitFor(SEE);
    await confirmation.getByText('biscuit.owner@example.com').first().waitFor(SEE);
    await confirmation.getByText('Total charged').waitFor(SEE);
    await confirmation.getByRole('heading', { name: 'What happens next' }).waitFor(SEE);
    await expect(page.locator('main main').count()).resolves.toBe(0);
    // At 1280 px no toast (bottom-right, 001 §2) sits over the confirmation's text.
    const covered = await page.evaluate(() => {
      const toasts = [...document.querySelectorAll('.toast')].map((t) => t.getBoundingClientRect());
      return [...document.querySelectorAll('.order-confirmation :is(h2, h3, p, li, dt, dd, button)')]
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return toasts.some((t) => r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom);
        })
        .map((el) => el.textContent);
    });
    expect(covered).toEqual([]);
    await snapshot(page, 'guest-07-order-placed');
    // The ordered box has left the cart.
    await cartButton(page).waitFor({ state: 'detached', ...SEE });
    // 000 §2 sends checkout on to /dashboard, which a guest cannot open: the guest continues shopping instead.
    await expect(confirmation.getByRole('button', { name: /dashboard/ }).count()).resolves.toBe(0);
    await confirmation.getByRole('button', { name: 'Continue shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/', SEE);
    await page.getByRole('heading', { level: 1 }).waitFor(SEE);
    await snapshot(page, 'guest-08-after-checkout');
  });

  it('refuses an invalid guest e-mail with the spec texts and keeps the cart line', async () => {
    const { page } = await journey.freshPage();
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await addBoxForDog(page, { dogName: 'Pepper', email: 'pepper@example.com' });
    await cartDrawer(page).getByRole('button', { name: 'Close' }).click();
    await cartDrawer(page).waitFor({ state: 'hidden', ...SEE });

    // The same guest adds a second box, this time mistyping the e-mail.
    await openProductFromHome(page, journey.shop.url, 'Treat Only Box');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Treat Only Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor(SEE);
    // 000 §2: the existing dog boxes are offered, with 'Add a New Dog' chosen.
    const dogBoxes = modal.getByRole('group', { name: 'Your dog boxes' });
    await dogBoxes.getByRole('radio', { name: 'Pepper' }).waitFor(SEE);
    expect(await dogBoxes.getByRole('radio', { name: 'Add a New Dog' }).isChecked()).toBe(true);
    await modal.getByLabel('Dog Name').fill('Nugget');
    await modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Small (under 20 lb)' }).click();
    const email = modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email');
    await email.fill('not-an-email');
    await modal.getByRole('button', { name: 'Add to Cart' }).click();

    await modal.getByText('Email is not valid', { exact: true }).waitFor(SEE);
    await seen(toast(page, 'Please enter a valid email and phone number'));
    await snapshot(page, 'guest-09-invalid-email');

    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden', ...SEE });
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await cartDrawer(page).getByRole('listitem', { name: 'Pepper' }).waitFor(SEE);
    await expect(cartDrawer(page).getByRole('listitem', { name: 'Nugget' }).count()).resolves.toBe(0);
  });

  it("goes straight to /checkout?redirect=/dashboard when the guest chooses 'Continue' in the modal", async () => {
    const { page } = await journey.freshPage();
    await openProductFromHome(page, journey.shop.url, 'Chew Only Box');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Chew Only Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor(SEE);
    await modal.getByLabel('Dog Name').fill('Olive');
    await modal.getByRole('group', { name: 'Size' }).getByRole('button', { name: 'Large (over 50 lb)' }).click();
    await modal.getByRole('region', { name: 'Human Information' }).getByLabel('Email').fill('olive@example.com');
    await modal.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('redirect') === '/dashboard', SEE);
    await page.getByRole('region', { name: 'Order summary' }).getByText(/^Olive × 1$/).waitFor(SEE);
    await page.getByRole('form', { name: 'Shipping address' }).waitFor(SEE);
  });
});
