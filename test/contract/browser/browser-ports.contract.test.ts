// @vitest-environment jsdom
// The contracts of the ports the browser itself provides, held by the browser adapters and by the fakes the
// application and component tests run on: a fake that behaved otherwise would let those tests pass on
// behaviour no browser has.
import { afterEach, describe, expect, it } from 'vitest';
import { BroadcastCartChangeSignal } from '../../../src/adapters/browser/broadcast-cart-change-signal';
import { BrowserNavigation } from '../../../src/adapters/browser/browser-navigation';
import { WebLocksTabLock } from '../../../src/adapters/browser/web-locks-tab-lock';
import { BrowserLocalStore } from '../../../src/adapters/local-storage/browser-local-store';
import { FakeBrowserTabs } from '../../fakes/fake-cart-change-signal';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { LockManagerStandIn } from '../../support/lock-manager-stand-in';
import { cartChangeSignalContract } from './cart-change-signal.contract';
import { localStoreContract } from './local-store.contract';
import { navigationContract } from './navigation.contract';
import { tabLockContract } from './tab-lock.contract';

afterEach(() => localStorage.clear());

localStoreContract('window.localStorage', () => {
  localStorage.clear();
  const store = new BrowserLocalStore();
  return {
    store,
    // What the browser does when another tab writes: the value changes, and this tab gets a storage event.
    writeFromAnotherTab: (key, value) => {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    plant: (key, raw) => localStorage.setItem(key, raw),
  };
});

localStoreContract('in-memory fake', () => {
  const store = new FakeLocalStore();
  return { store, writeFromAnotherTab: (key, value) => store.changeFromAnotherTab(key, value), plant: (key, raw) => store.values.set(key, raw) };
});

cartChangeSignalContract('BroadcastChannel', () => {
  const opened: BroadcastCartChangeSignal[] = [];
  return {
    tab: () => {
      const signal = new BroadcastCartChangeSignal();
      opened.push(signal);
      return signal;
    },
    // A BroadcastChannel delivers in a later turn of the event loop, in its poll phase. A timer alone could fire
    // first on a machine that paused the process past it; the check phase after it comes after that turn's poll.
    settle: () => new Promise((resolve) => setTimeout(() => setImmediate(resolve), 20)),
  };
});

cartChangeSignalContract('fake browser tabs', () => {
  const tabs = new FakeBrowserTabs();
  return { tab: () => tabs.tab(), settle: () => Promise.resolve() };
});

// Node has no navigator.locks: the Web Locks adapter runs here on a stand-in made to the API's exclusive requests;
// the reload journey (`reload-keeps-cart.test.ts`) holds it to Chromium's own.
tabLockContract('Web Locks', () => {
  const manager = new LockManagerStandIn();
  const pages = new Map<WebLocksTabLock, { close(): void }>();
  return {
    tab: () => {
      const page = manager.tab(pages.size + 1);
      const lock = new WebLocksTabLock('cart-creation', page);
      pages.set(lock, page);
      return lock;
    },
    close: (lock) => pages.get(lock as WebLocksTabLock)!.close(),
  };
}, { pagesGo: true });

// A browser without Web Locks: one tab's works still run one at a time (the fake the cart tests share).
tabLockContract('within one tab, where the browser has no Web Locks', () => {
  const lock = new WebLocksTabLock('cart-creation', null);
  return { tab: () => lock };
}, { pagesGo: false });

navigationContract('History API', () => new BrowserNavigation(window));
navigationContract('fake', () => new FakeNavigation());

describe('cart-data-change where the browser has no BroadcastChannel', () => {
  it('is silent, and neither announcing nor listening throws', () => {
    const signal = new BroadcastCartChangeSignal(null);
    const heard: string[] = [];
    const stop = signal.subscribe((id) => heard.push(id));
    expect(() => signal.announce('cart-1')).not.toThrow();
    stop();
    expect(heard).toEqual([]);
  });
});
