// The contracts of the ports whose real adapter lives wholly in the page (the toasts, the clock), held by that adapter and by
// the fake the application and component tests run on: a fake that behaved otherwise would let those tests pass
// on behaviour the shop does not have.
import { describe, expect, it } from 'vitest';
import { apiConfigFrom } from '../../src/adapters/api-config';
import { SystemClock } from '../../src/adapters/browser/system-clock';
import { ToastCenter } from '../../src/adapters/notifications/toast-center';
import { createContainer } from '../../src/composition/container';
import { Clock } from '../../src/ports/clock';
import { Notifications } from '../../src/ports/notifications';
import { FakeClock } from '../fakes/fake-clock';
import { FakeLocalStore } from '../fakes/fake-local-store';
import { FakeNavigation } from '../fakes/fake-navigation';
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

// The suites above prove something of the shop only if the shop runs on those very adapters: should the composition
// root bind another clock or toast adapter, this fails instead of the contracts passing on code no page uses.
describe('the in-page adapters held to their contracts above are the ones the composition root binds', () => {
  const held = [
    { port: 'Clock', token: Clock, adapter: SystemClock },
    { port: 'Notifications', token: Notifications, adapter: ToastCenter },
  ];

  it.each(held)('$port is bound to the adapter its contract ran on', ({ token, adapter }) => {
    // Local storage and navigation are the browser's own ports (test/contract/browser); they are given here so the
    // container can be made outside a browser. Nothing is given for the clock or the toasts: the root's choice is asked.
    const container = createContainer({ ...apiConfigFrom({}), url: 'http://shop.test/graphql' }, [], { localStore: new FakeLocalStore(), navigation: new FakeNavigation() });
    expect(container.get(token)).toBeInstanceOf(adapter);
  });
});
