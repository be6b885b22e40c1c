// The contracts of the ports whose real adapter lives wholly in the page (the toasts, the clock), held by that adapter and by
// the fake the application and component tests run on: a fake that behaved otherwise would let those tests pass
// on behaviour the shop does not have.
import { SystemClock } from '../../src/adapters/browser/system-clock';
import { ToastCenter } from '../../src/adapters/notifications/toast-center';
import { FakeClock } from '../fakes/fake-clock';
import { FakeNotifications } from '../fakes/fake-notifications';
import { clockContract } from './clock.contract';
import { notificationsContract } from './notifications.contract';

notificationsContract('ToastCenter', () => {
  const toasts = new ToastCenter();
  // The technical text behind a shopper's message is logged; the contract looks only at the screen.
  toasts.logger = { error: () => undefined };
  return toasts;
});

notificationsContract('in-memory fake', () => new FakeNotifications());

// The system clock is the subject: time really passes (a few milliseconds, with a margin for early timers).
clockContract('system clock', () => ({ clock: new SystemClock(), pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms + 2)) }));

clockContract('fake', () => {
  const clock = new FakeClock();
  return { clock, pass: async (ms) => clock.advance(ms) };
});
