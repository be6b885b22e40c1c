// The contracts of the ports whose real adapter lives wholly in the page (the toasts), held by that adapter and by
// the fake the application and component tests run on: a fake that behaved otherwise would let those tests pass
// on behaviour the shop does not have.
import { ToastCenter } from '../../src/adapters/notifications/toast-center';
import { FakeNotifications } from '../fakes/fake-notifications';
import { notificationsContract } from './notifications.contract';

notificationsContract('ToastCenter', () => {
  const toasts = new ToastCenter();
  // The technical text behind a shopper's message is logged; the contract looks only at the screen.
  toasts.logger = { error: () => undefined };
  return toasts;
});

notificationsContract('in-memory fake', () => new FakeNotifications());
