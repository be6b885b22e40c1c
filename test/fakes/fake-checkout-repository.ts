import {
  cartTotals, chargedLines, formatCents, isSameAddress, needsShippingAddress, orderTotalChangedMessage, orderTotals,
} from '../../src/domain';
import type { Address, Cart, ShipmentPrice, Taxes } from '../../src/domain/shop/entities';
import { SEED_SETTINGS } from './fake-catalog-repository';
import type { CartKey } from '../../src/ports/cart-repository';
import type {
  AddressInput,
  CheckoutRepository,
  CheckoutTerms,
  PlacedOrder,
  TaxAndRates,
} from '../../src/ports/checkout-repository';

/** The token the fake processor answers for the test card; 'tok_declined' stands for a declined card. */
export const TEST_TOKEN = 'tok_visa_4242';
export const DECLINED_TOKEN = 'tok_declined';
export const INSUFFICIENT_TOKEN = 'tok_insufficient';
export const SHIPPING_CENTS = 599;

/** Addresses, rates and orders in memory; the declined token is refused, as a processor would. */
export class FakeCheckoutRepository implements CheckoutRepository {
  readonly saved: Address[] = [];
  readonly calls: { op: string; args: unknown[] }[] = [];
  readonly orders: PlacedOrder[] = [];
  failNext = new Map<string, string>();
  private nextId = 1;

  private readonly firstMonthFreeSkuId: string | null;
  /** As the full mock: a digital-only order needs no address. False plays a server of the spec's contract only. */
  addressOptional = true;

  /** cartOf reads the cart the order is for (from a FakeCartRepository). */
  constructor(private readonly cartOf: (key: CartKey) => Cart, addresses: Address[] = [], options: { firstMonthFreeSkuId?: string | null } = {}) {
    this.saved.push(...addresses);
    this.firstMonthFreeSkuId = options.firstMonthFreeSkuId === undefined ? SEED_SETTINGS.firstMonthFreeSkuId ?? null : options.firstMonthFreeSkuId;
  }

  async addresses(): Promise<Address[]> {
    return this.run('addresses', [], () => structuredClone(this.saved));
  }
  async createAddress(input: AddressInput, cart?: CartKey): Promise<Address> {
    return this.run('createAddress', [input, cart], () => {
      // As on the server: the same address saved again (after a reload, say) is the record already kept.
      const kept = this.saved.find((a) => isSameAddress(a, input));
      if (kept) return { ...Object.assign(kept, input) };
      const address = { ...input, id: `addr-${this.nextId++}` };
      this.saved.push(address);
      if (cart) this.addressCarts.set(address.id, cart);
      return { ...address };
    });
  }
  async updateAddress(id: string, input: AddressInput, cart?: CartKey): Promise<Address> {
    return this.run('updateAddress', [id, input, cart], () => {
      const index = this.saved.findIndex((a) => a.id === id);
      if (index < 0) throw new Error('Address not found');
      this.saved[index] = { ...input, id };
      return { ...this.saved[index] };
    });
  }
  async taxAndRates(addressId: string, key: CartKey): Promise<TaxAndRates> {
    return this.run('taxAndRates', [addressId, key], () => {
      this.addressCarts.set(addressId, key);
      return this.ratesOf(this.cartOf(key));
    });
  }
  async updateAddressWithRates(id: string, input: AddressInput, key?: CartKey): Promise<TaxAndRates> {
    return this.run('updateAddressWithRates', [id, input, key], () => {
      const index = this.saved.findIndex((a) => a.id === id);
      if (index < 0) throw new Error('Address not found');
      this.saved[index] = { ...input, id };
      return this.ratesOf(this.cartOf(key ?? this.keyOf(id)));
    });
  }
  async shippingRates(addressId: string): Promise<ShipmentPrice[]> {
    return this.run('shippingRates', [addressId], () => this.ratesOf(this.cartOf(this.keyOf(addressId))).shipment_prices);
  }
  async tax(addressId: string): Promise<Taxes> {
    return this.run('tax', [addressId], () => this.ratesOf(this.cartOf(this.keyOf(addressId))).taxes);
  }
  /** The cart an address ships (as the server knows it from the address): the one it was saved or last rated with. */
  private keyOf(addressId: string): CartKey {
    const key = this.addressCarts.get(addressId) ?? this.defaultKey;
    if (!key) throw new Error('Cart not found!');
    return key;
  }
  private readonly addressCarts = new Map<string, CartKey>();
  /** The cart an address names when no call has tied them yet (a test sets it). */
  defaultKey: CartKey | null = null;
  private ratesOf(cart: Cart): TaxAndRates {
    return {
      cart,
      taxes: { tax: this.tax_(cart), tax_rate: 0.08 },
      shipment_prices: [{ serviceName: 'Ground', serviceCode: 'ground', shipmentCost: SHIPPING_CENTS }],
    };
  }
  async terms(): Promise<CheckoutTerms> {
    return this.run('terms', [], () => ({ addressOptional: this.addressOptional }));
  }
  async createCheckout(input: Parameters<CheckoutRepository['createCheckout']>[0]): Promise<PlacedOrder> {
    return this.run('createCheckout', [input], () => {
      if (input.paymentToken === INSUFFICIENT_TOKEN) throw new Error('Your card has insufficient funds.');
      if (input.paymentToken === DECLINED_TOKEN || !input.paymentToken.startsWith('tok_')) throw new Error('Your card was declined.');
      const cart = this.cartOf(input.cart);
      const ships = needsShippingAddress(cart.items);
      const totals = cartTotals(cart, {
        firstMonthFreeSkuId: this.firstMonthFreeSkuId,
        tax: ships || input.addressId ? this.tax_(cart) : 0,
        shipping: ships ? SHIPPING_CENTS : 0,
      });
      if (input.expectedTotal !== undefined && input.expectedTotal !== totals.total) {
        throw new Error(orderTotalChangedMessage(formatCents(totals.total)));
      }
      const order: PlacedOrder = {
        id: `order-${this.nextId++}`,
        subtotal_amount: totals.subtotal,
        shipping_amount: totals.shipping,
        tax: totals.tax,
        used_coins_amount: totals.walletDiscount,
        total_amount: totals.total,
        items: chargedLines(cart.items).map((i) => ({
          quantity: i.quantity,
          unit_amount: i.sku?.unit_amount ?? 0,
          sku: i.sku ? { id: i.sku.id, name: i.sku.name } : null,
        })),
      };
      this.orders.push(order);
      return order;
    });
  }

  /** 8% of the selected lines, priced by the domain. */
  private tax_(cart: Cart): number {
    return Math.round(orderTotals({ lines: cart.items }).subtotal * 0.08);
  }

  private async run<T>(op: string, args: unknown[], work: () => T): Promise<T> {
    this.calls.push({ op, args });
    await Promise.resolve();
    const failure = this.failNext.get(op);
    if (failure) {
      this.failNext.delete(op);
      throw new Error(failure);
    }
    return work();
  }
}
