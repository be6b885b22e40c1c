import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, Sku } from '../../../src/domain/shop/entities';
import { ProductPurchaseCard } from '../../../src/ui/catalog/product-purchase-card';
import { LEASH, MEMBERSHIP, productOf } from '../../fakes/fake-catalog-repository';
import { cartCalls, resetFakeCart, setFakeCart, withFakeCart } from '../shell/fake-cart';
import { renderWithServices, scrollTo } from '../shell/render-with-services';


const meatballs: Sku = { ...LEASH, id: 'sku-meatballs', name: 'Meatballs', unit_amount: 999, discount_amount: 100, qtyOption: false, badge: 'Best seller', inventory: { type: 'infinite' } };
const product = (skus: Sku[], extra: Partial<Product> = {}): Product => ({ id: `p-${skus[0].id}`, name: skus[0].name, type: 'good', skus, ...extra });

function renderCard(p: Product, sticky = false) {
  return renderWithServices(withFakeCart(<ProductPurchaseCard product={p} sticky={sticky} />), []);
}

/** The price paragraph as read out: 'Was $9.99 Now $8.99'. */
const priceTexts = () =>
  screen.getAllByText((_, el) => el?.tagName === 'P' && /\$\d/.test(el.textContent ?? '') && !!el.querySelector('.price__current')).map((p) => p.textContent?.replace(/\s+/g, ' ').trim());

beforeEach(() => {
  resetFakeCart();
  scrollTo(0);
});
afterEach(() => vi.useRealTimers());

describe('000 §2 price with discount', () => {
  it('shows the discounted price with the original struck through', () => {
    renderCard(product([meatballs]));
    expect(priceTexts()).toEqual(['Was $9.99 Now $8.99']);
    expect(screen.getByText('$9.99', { selector: 's', exact: false })).toBeTruthy();
  });
});

describe('000 §2 §9 recurring labels: names containing Yearly show /1y, all others /4w', () => {
  it('labels a yearly and a four-weekly subscription', () => {
    const yearly: Sku = { ...MEMBERSHIP, id: 'sku-yearly', name: 'Pawprint Club Yearly', unit_amount: 19900 };
    renderCard(product([MEMBERSHIP, yearly], { type: 'digital', name: 'Pawprint Club' }));
    expect(priceTexts()).toEqual(['$22.00/4w', '$22.00/4w', '$199.00/1y']);
  });
});

describe('000 §2 stock badge and Sold Out', () => {
  it('a sold-out size offers no quantity to change: no stepper with 0 and a working +, just Sold Out', async () => {
    const small: Sku = { ...LEASH, id: 'sku-collar-s', name: 'Collar S', qtyOption: true, attributes: { size: 'small' }, inventory: { type: 'finite', quantity: 8 } };
    const large: Sku = { ...small, id: 'sku-collar-l', name: 'Collar L', attributes: { size: 'large' }, inventory: { type: 'finite', quantity: 0 } };
    renderCard(product([small, large], { name: 'Collar' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Collar' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'large');
    expect(screen.queryByRole('textbox', { name: 'Quantity of Collar' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Increase/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByLabelText('Size'), 'small');
    expect((screen.getByRole('textbox', { name: 'Quantity of Collar' }) as HTMLInputElement).value).toBe('1');
  });


  it("reads 'Sold Out' (disabled) when the SKU is unavailable", () => {
    renderCard(product([{ ...meatballs, status: false }]));
    const button = screen.getByRole('button', { name: 'Sold Out' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
    expect(screen.getAllByText('Sold Out')).toHaveLength(2); // badge and button
  });

  it("shows 'Only N left' for low finite stock and 'In stock' otherwise", () => {
    renderCard(product([{ ...meatballs, inventory: { type: 'finite', quantity: 3 } }]));
    expect(screen.getByText('Only 3 left')).toBeTruthy();
  });
});

describe("000 §2 'Added to Cart' (disabled) when only-one mode is on and the SKU is already in the cart", () => {
  it('disables the membership once it is in the cart', () => {
    setFakeCart({ skuIds: new Set([MEMBERSHIP.id]) });
    renderCard(productOf(MEMBERSHIP));
    expect((screen.getByRole('button', { name: 'Added to Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps goods addable when they are already in the cart', () => {
    setFakeCart({ skuIds: new Set([meatballs.id]) });
    renderCard(product([meatballs]));
    expect((screen.getByRole('button', { name: /^Add to Cart/ }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('000 §2 §9 the button caption rotates every 4000 ms', () => {
  it('alternates the caption, always saying Add to Cart; the accessible name contains the caption in view (label in name)', () => {
    vi.useFakeTimers();
    renderCard(product([meatballs]));
    const button = screen.getByRole('button', { name: 'Add to Cart · Best seller' });
    const name = () => button.getAttribute('aria-label') ?? button.textContent ?? '';
    expect(button.textContent).toBe('Add to Cart');
    act(() => vi.advanceTimersByTime(3999));
    expect(button.textContent).toBe('Add to Cart');
    expect(name()).toContain(button.textContent);
    act(() => vi.advanceTimersByTime(1));
    // Never the badge alone: the button always says what it does.
    expect(button.textContent).toBe('Add to Cart · Best seller');
    expect(name()).toContain(button.textContent);
    expect(screen.getByRole('button', { name: 'Add to Cart · Best seller' })).toBe(button);
    act(() => vi.advanceTimersByTime(4000));
    expect(button.textContent).toBe('Add to Cart');
  });
});

describe('000 §5 quantity stepper in product cards: finite stock gives 1..stock', () => {
  it('stops at the stock with the maximum message and adds the chosen quantity', async () => {
    const user = userEvent.setup();
    const leash = productOf(LEASH); // qtyOption, 5 in stock
    renderCard(leash);
    const decrease = screen.getByRole('button', { name: /Decrease quantity of Leather Leash/ }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    const increase = screen.getByRole('button', { name: /Increase quantity of Leather Leash/ });
    for (let i = 0; i < 5; i++) await user.click(increase);
    const input = screen.getByRole('textbox', { name: 'Quantity of Leather Leash' }) as HTMLInputElement;
    expect(input.value).toBe('5');
    expect(screen.getByText('You have reached the maximum quantity for this product.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(cartCalls.added).toHaveLength(1);
    expect(cartCalls.added[0].sku.id).toBe(LEASH.id);
    expect(cartCalls.added[0].quantity).toBe(5);
    expect(cartCalls.added[0].product.id).toBe(leash.id);
  });

  it('shows no stepper without qtyOption and adds one', async () => {
    renderCard(product([meatballs]));
    expect(screen.queryByRole('textbox', { name: /Quantity/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(cartCalls.added.map((r) => [r.sku.id, r.quantity])).toEqual([['sku-meatballs', 1]]);
  });
});

describe('000 §2 selectors for size, gender and color', () => {
  it('switches to the SKU of the chosen size', async () => {
    const medium: Sku = { ...meatballs, id: 'chew-m', name: 'Chew Medium', unit_amount: 1499, discount_amount: null, attributes: { size: 'M', color: 'natural' } };
    const large: Sku = { ...medium, id: 'chew-l', name: 'Chew Large', unit_amount: 1999, attributes: { size: 'L', color: 'natural' } };
    renderCard(product([medium, large], { name: 'Super Chew' }));
    expect(screen.getByRole('combobox', { name: 'Color' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'L');
    expect(priceTexts()).toEqual(['$19.99']);
    await userEvent.click(screen.getByRole('button', { name: /^Add to Cart/ }));
    expect(cartCalls.added[0].sku.id).toBe('chew-l');
  });
});

describe('000 §2 §9 sticky bottom bar: after 600 px, hides while scrolling up (20 px)', () => {
  it('appears past 600 px and hides after scrolling up more than 20 px', () => {
    renderCard(product([meatballs]), true);
    expect(screen.queryByRole('region', { name: 'Quick purchase' })).toBeNull();
    act(() => scrollTo(700));
    const bar = screen.getByRole('region', { name: 'Quick purchase' });
    expect(within(bar).getByText('Meatballs')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: /^Add to Cart/ })).toBeTruthy();
    act(() => scrollTo(685));
    expect(screen.getByRole('region', { name: 'Quick purchase' })).toBeTruthy();
    act(() => scrollTo(675));
    expect(screen.queryByRole('region', { name: 'Quick purchase' })).toBeNull();
  });
});
