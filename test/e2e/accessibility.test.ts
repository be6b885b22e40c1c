import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AXE_PATH, expectNoSeriousViolations } from './axe';
import { addBoxForDog, cartDrawer, openProductFromHome, SEE, untilStill, snapshot, useJourney } from './journey';

const journey = useJourney();
describe('Accessibility: no serious or critical axe-core violations', () => {
  it('home, product page, the open cart drawer and checkout', async () => {
    const { page } = await journey.freshPage();
    // axe judges what stays on screen: a caption caught mid-fade is not a contrast failure.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // With a referrer, so that the promo banner is checked too.
    await page.goto(`${journey.shop.url}/?ref=sarah`);
    await page.getByRole('link', { name: 'Treat and Chew Box' }).first().waitFor(SEE);
    await page.getByRole('complementary', { name: 'Special Offer' }).getByText('with Sarah').waitFor(SEE);
    await expectNoSeriousViolations(page, 'home');

    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).waitFor(SEE);
    await expectNoSeriousViolations(page, 'product page');

    await addBoxForDog(page, { dogName: 'Luna', email: 'luna@example.com' });
    const drawer = cartDrawer(page);
    await untilStill(drawer);
    await snapshot(page, 'a11y-01-cart-drawer');
    await expectNoSeriousViolations(page, 'cart drawer');

    // The drawer traps focus, closes on Escape and gives focus back to what opened it.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...SEE });
    const opener = page.getByRole('button', { name: 'Open cart, 1 item' });
    await opener.click();
    await untilStill(drawer);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden', ...SEE });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await opener.click();

    await drawer.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout', SEE);
    await page.getByRole('form', { name: 'Shipping address' }).waitFor(SEE);
    await snapshot(page, 'a11y-02-checkout');
    await expectNoSeriousViolations(page, 'checkout');

    // The address form's error messages, then the payment step.
    const address = page.getByRole('form', { name: 'Shipping address' });
    await address.getByRole('button', { name: 'Save address' }).click();
    await address.getByText('Please enter this field').first().waitFor(SEE);
    await expectNoSeriousViolations(page, 'checkout address errors');
    for (const [label, value] of [['First name', 'Ana'], ['Last name', 'Ruiz'], ['Address line 1', '9 Elm St'], ['City', 'Denver'], ['State', 'CO'], ['Postal code', '80202']]) {
      await address.getByLabel(label).fill(value);
    }
    await address.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('form', { name: 'Payment' }).getByRole('button', { name: 'Place order' }).waitFor(SEE);
    await expectNoSeriousViolations(page, 'checkout payment');
  });

  it('the add-to-cart modal with its error messages', async () => {
    const { page } = await journey.freshPage();
    // axe judges what stays on screen: a caption caught mid-fade is not a contrast failure.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openProductFromHome(page, journey.shop.url, 'Mini Box');
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Mini Box' });
    await modal.getByRole('heading', { name: 'Dog Information' }).waitFor(SEE);
    await modal.getByRole('button', { name: 'Add to Cart' }).click();
    await modal.getByText('Please enter this field').first().waitFor(SEE);
    await expectNoSeriousViolations(page, 'add-to-cart modal');
  });

  it("Add to Cart's name holds the caption in view; one main landmark; the marquee read once", async () => {
    const { page } = await journey.freshPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openProductFromHome(page, journey.shop.url, 'Treat and Chew Box');
    const button = page.getByRole('main').getByRole('button', { name: /^Add to Cart/ }).first();
    await button.waitFor(SEE);
    // The caption rotates every 4 s: wait for the second one, as a person would see it.
    await page.waitForFunction(() => {
      const caption = document.querySelector('main .add-to-cart__caption');
      return !!caption && caption.textContent !== 'Add to Cart';
    }, undefined, { timeout: 10_000 });
    const [caption, name] = await button.evaluate((el) => [el.textContent ?? '', el.getAttribute('aria-label') ?? el.textContent ?? '']);
    expect(name).toContain(caption);
    // axe's label-in-name rule (experimental, so off by default) on the purchase button.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${readFileSync(AXE_PATH, 'utf8')}\n;window.axe = axe;`);
    const mismatches = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: { id: string }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: ['label-content-name-mismatch'], rules: { 'label-content-name-mismatch': { enabled: true } } });
      return result.violations.map((v) => v.id);
    });
    expect(mismatches).toEqual([]);
    // One main landmark, and the marquee's repeats are hidden from assistive technology.
    await expect(page.locator('main').count()).resolves.toBe(1);
    const readable = await page.getByRole('region', { name: 'Announcements' }).getByRole('listitem').allTextContents();
    expect(readable).toEqual(['Free Shipping', 'Perfect fit guaranteed', 'Fresh to your door']);
  });
});
