import { describe, expect, it } from 'vitest';
import { SHOPPER_MESSAGES } from '../../src/domain';
import type { Notifications, Toast } from '../../src/ports/notifications';

/** What is on screen now, read as the toast region reads it: through a subscription. */
function onScreen(notifications: Notifications): string[] {
  let toasts: Toast[] = [];
  notifications.subscribe((t) => (toasts = t))();
  return toasts.map((t) => `${t.kind}:${t.message}`);
}

/** What the add-to-cart flow, the checkout and the toast region expect of the toasts (001 §2, 000 §8). */
export function notificationsContract(name: string, subject: () => Notifications): void {
  describe(`Notifications contract: ${name}`, () => {
    it('a listener hears the toasts shown now at once, then every change, until it unsubscribes', () => {
      const notifications = subject();
      notifications.info('Welcome back');
      const heard: string[][] = [];
      const stop = notifications.subscribe((t) => heard.push(t.map((x) => x.message)));
      notifications.loading('Adding item to cart...');
      stop();
      notifications.info('Not heard');
      expect(heard).toEqual([['Welcome back'], ['Welcome back', 'Adding item to cart...']]);
    });

    it('a progress toast is replaced in its place by the success or the error that shares its id', () => {
      const notifications = subject();
      const first = notifications.loading('Adding item to cart...');
      const second = notifications.loading('Calculating wallet discount...');
      expect(first).not.toBe(second);
      expect(notifications.success('Item added successfully!', first)).toBe(first);
      expect(onScreen(notifications)).toEqual(['success:Item added successfully!', 'loading:Calculating wallet discount...']);
      expect(notifications.error('Cart not found!', second)).toBe(second);
      expect(onScreen(notifications)).toEqual(['success:Item added successfully!', 'error:Cart not found!']);
    });

    it('dismissing a toast takes that one away only', () => {
      const notifications = subject();
      const a = notifications.info('One');
      notifications.info('Two');
      notifications.dismiss(a);
      notifications.dismiss('no-such-toast');
      expect(onScreen(notifications)).toEqual(['info:Two']);
    });

    it('the same words again renew the toast on screen rather than stack a copy', () => {
      const notifications = subject();
      const a = notifications.error('Cart is empty');
      expect(notifications.error('Cart is empty')).toBe(a);
      expect(onScreen(notifications)).toEqual(['error:Cart is empty']);
      // The outcome of a press repeated: the older copy goes, the one replacing the progress toast stays.
      const progress = notifications.loading('Adding item to cart...');
      notifications.error('Cart is empty', progress);
      expect(onScreen(notifications)).toEqual(['error:Cart is empty']);
    });

    it('a success takes the earlier error toasts away', () => {
      const notifications = subject();
      notifications.error('Please enter a valid email and phone number');
      notifications.info('Free treat added');
      const progress = notifications.loading('Adding item to cart...');
      notifications.success('Item added successfully!', progress);
      expect(onScreen(notifications)).toEqual(['info:Free treat added', 'success:Item added successfully!']);
    });

    it("an error in technical words is shown in a shopper's; the shop's own words are shown as they are", () => {
      const notifications = subject();
      notifications.error('Response not successful: Received status code 500');
      notifications.error('Your card was declined.');
      expect(onScreen(notifications)).toEqual([`error:${SHOPPER_MESSAGES.serverFault}`, 'error:Your card was declined.']);
    });

    it('a toast carried to the next page stays when the shopper moves on, and goes at the move after', () => {
      const notifications = subject();
      notifications.error('Cart is empty');
      const news = notifications.success('Your gift is in your wallet.');
      notifications.carryToNextPage(news);
      notifications.dismissAllButProgress();
      expect(onScreen(notifications)).toEqual(['success:Your gift is in your wallet.']);
      notifications.dismissAllButProgress();
      expect(onScreen(notifications)).toEqual([]);
      // A toast already gone is not brought back by carrying it.
      notifications.carryToNextPage(news);
      notifications.info('Free treat added');
      notifications.dismissAllButProgress();
      expect(onScreen(notifications)).toEqual([]);
    });

    it('when the shopper moves on, every toast goes but the progress of work still on its way', () => {
      const notifications = subject();
      notifications.success('Item added successfully!');
      notifications.error('Cart is empty');
      notifications.info('Free treat added');
      const progress = notifications.loading('Calculating wallet discount...');
      const heard: number[] = [];
      const stop = notifications.subscribe((t) => heard.push(t.length));
      notifications.dismissAllButProgress();
      expect(onScreen(notifications)).toEqual(['loading:Calculating wallet discount...']);
      // Nothing left to take: no listener is told of a change that did not happen.
      notifications.dismissAllButProgress();
      expect(heard).toEqual([4, 1]);
      stop();
      notifications.success('Wallet discount calculated', progress);
      expect(onScreen(notifications)).toEqual(['success:Wallet discount calculated']);
    });
  });
}
