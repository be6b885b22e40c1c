import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { lineKey } from '../../../src/application/cart/cart-mutation-queue';
import { clampQuantity, quantityBounds } from '../../../src/domain';
import { FakeCartRepository } from '../../fakes/fake-cart-repository';
import { CHEW_TOY, LEASH, MINI_BOX, TREAT_PACK } from '../../fakes/fake-catalog-repository';
import { cartHarness } from './cart-harness';

const good = (sku_id: string, quantity = 1) => ({ type: 'good' as const, sku_id, quantity });

async function guestWith(items: ReturnType<typeof good>[], latency: () => number) {
  const repo = new FakeCartRepository({ latency });
  const seeded = repo.seed(items, { email: 'guest@example.com' });
  const h = cartHarness({ repo, store: { cartId: seeded.id, email: 'guest@example.com' } });
  await waitFor(h.session, (s) => s.context.cart !== null);
  return { h, repo, cartId: seeded.id };
}

/** What the stepper shows: the last value asked for, or the server's. */
function shownQuantity(h: ReturnType<typeof cartHarness>, itemId: string): number {
  const pending = h.mutations.pending().quantities.get(lineKey(itemId));
  return pending ?? h.session.getSnapshot().context.cart!.items.find((i) => i.id === itemId)!.quantity;
}

const randomLatency = () => Math.floor(Math.random() * 8);

describe('Cart mutations are serialised per cart (concurrency and loss)', () => {
  it('20 rapid Increase clicks end at 20 more, equal to the server, with no update lost or sent out of order', async () => {
    const { h, repo, cartId } = await guestWith([good(TREAT_PACK.id)], randomLatency);
    const itemId = h.session.getSnapshot().context.cart!.items[0].id;
    const done: Promise<void>[] = [];
    for (let click = 0; click < 20; click++) {
      done.push(h.mutations.enqueue({ kind: 'quantity', itemId, quantity: shownQuantity(h, itemId) + 1 }));
    }
    await Promise.all(done);
    await h.mutations.idle();
    const shown = h.session.getSnapshot().context.cart!;
    expect(shown.items[0].quantity).toBe(21);
    expect(shown).toEqual(repo.serverCart(cartId));
    const sent = repo.calls.filter((c) => c.op === 'updateQuantity').map((c) => c.args[2] as number);
    expect(sent.at(-1)).toBe(21);
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);
    expect(h.notifications.messages('success').every((m) => m === 'Item quantity updated successfully!')).toBe(true);
  });

  it('3 concurrent removes each remove their line exactly once and the cart ends as the server holds it', async () => {
    const { h, repo, cartId } = await guestWith(
      [good(TREAT_PACK.id), good(CHEW_TOY.id), good(LEASH.id), good(MINI_BOX.id)],
      randomLatency,
    );
    const [a, b, c, keep] = h.session.getSnapshot().context.cart!.items.map((i) => i.id);
    await Promise.all([
      h.mutations.enqueue({ kind: 'remove', itemId: a }),
      h.mutations.enqueue({ kind: 'remove', itemId: b }),
      h.mutations.enqueue({ kind: 'remove', itemId: c }),
      h.mutations.enqueue({ kind: 'remove', itemId: b }), // a double click
    ]);
    const shown = h.session.getSnapshot().context.cart!;
    expect(shown.items.map((i) => i.id)).toEqual([keep]);
    expect(shown).toEqual(repo.serverCart(cartId));
    expect(repo.calls.filter((x) => x.op === 'removeItem').map((x) => x.args[1])).toEqual([a, b, c]);
    expect(h.notifications.messages()).toEqual([
      'Remove item from cart...',
      'Item removed from cart successfully!',
      'Remove item from cart...',
      'Item removed from cart successfully!',
      'Remove item from cart...',
      'Item removed from cart successfully!',
    ]);
  });

  it('a failed change shows the server message and the cart is fetched again: nothing shown is stale', async () => {
    const { h, repo, cartId } = await guestWith([good(TREAT_PACK.id, 2)], () => 0);
    const itemId = h.session.getSnapshot().context.cart!.items[0].id;
    repo.failNext.set('updateQuantity', 'Out of stock');
    await h.mutations.enqueue({ kind: 'quantity', itemId, quantity: 7 });
    await waitFor(h.session, (s) => s.matches({ lifecycle: 'showingCart' }));
    expect(h.notifications.history.map((t) => [t.kind, t.message])).toEqual([
      ['loading', 'Updating item quantity...'],
      ['error', 'Out of stock'],
    ]);
    expect(h.session.getSnapshot().context.cart).toEqual(repo.serverCart(cartId));
    expect(repo.calls.map((c) => c.op)).toEqual(['cart', 'updateQuantity', 'cart']);
  });

  it('never loses or duplicates an update: random clicks on several steppers and removes end equal to the model and the server', async () => {
    const command = fc.oneof(
      fc.record({ op: fc.constant<'inc'>('inc'), line: fc.nat(2) }),
      fc.record({ op: fc.constant<'dec'>('dec'), line: fc.nat(2) }),
      fc.record({ op: fc.constant<'remove'>('remove'), line: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), fc.array(fc.nat(5), { minLength: 1 }), async (commands, delays) => {
        let call = 0;
        const { h, repo, cartId } = await guestWith(
          [good(TREAT_PACK.id), good(CHEW_TOY.id), good(LEASH.id)],
          () => delays[call++ % delays.length],
        );
        const ids = h.session.getSnapshot().context.cart!.items.map((i) => i.id);
        const model = new Map(h.session.getSnapshot().context.cart!.items.map((i) => [i.id, i]));
        const waits: Promise<void>[] = [];
        for (const { op, line } of commands) {
          const itemId = ids[line];
          const item = model.get(itemId);
          if (!item) continue;
          if (op === 'remove') {
            model.delete(itemId);
            waits.push(h.mutations.enqueue({ kind: 'remove', itemId }));
            continue;
          }
          const bounds = quantityBounds('good', item.sku!.inventory);
          const { quantity } = clampQuantity(shownQuantity(h, itemId) + (op === 'inc' ? 1 : -1), bounds);
          item.quantity = quantity;
          waits.push(h.mutations.enqueue({ kind: 'quantity', itemId, quantity }));
        }
        await Promise.all(waits);
        await h.mutations.idle();
        const shown = h.session.getSnapshot().context.cart!;
        expect(shown).toEqual(repo.serverCart(cartId));
        expect(shown.items.map((i) => [i.id, i.quantity])).toEqual([...model.values()].map((i) => [i.id, i.quantity]));
        expect(h.notifications.messages('error')).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});
