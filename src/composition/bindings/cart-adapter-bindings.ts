import type { Client } from '@urql/core';
import { ContainerModule } from 'inversify';
import { BroadcastCartChangeSignal } from '../../adapters/browser/broadcast-cart-change-signal';
import { WebLocksTabLock } from '../../adapters/browser/web-locks-tab-lock';
import { windowBrowserInfo } from '../../adapters/browser/window-browser-info';
import { UrqlClient } from '../../adapters/graphql/client/graphql-calls';
import { UrqlCartRepository } from '../../adapters/graphql/repositories/urql-cart-repository';
import { UrqlCheckoutRepository } from '../../adapters/graphql/repositories/urql-checkout-repository';
import { BrowserInfo } from '../../application/cart/browser-info';
import { CartChangeSignal } from '../../ports/cart-change-signal';
import { CartRepository } from '../../ports/cart-repository';
import { CheckoutRepository } from '../../ports/checkout-repository';
import { TabLock } from '../../ports/tab-lock';

/**
 * The cart's adapters: its and the checkout's repositories over the shop's API, the page's browser facts, the
 * signal between this browser's tabs and the lock they make a guest's cart under. Only the cart feature asks for them, so they come with its chunk
 * (cart-services.ts) rather than with every visitor's first load. The repositories take the urql client itself
 * (the cart's changes come by subscription): the cart's chunk waits for it to be made before they are.
 */
export const cartAdapterBindings = new ContainerModule(({ bind }) => {
  bind<CartRepository>(CartRepository).toResolvedValue((client: Client) => new UrqlCartRepository(client), [UrqlClient]).inSingletonScope();
  bind<CheckoutRepository>(CheckoutRepository).toResolvedValue((client: Client) => new UrqlCheckoutRepository(client), [UrqlClient]).inSingletonScope();
  bind<BrowserInfo>(BrowserInfo).toConstantValue(windowBrowserInfo());
  bind<CartChangeSignal>(CartChangeSignal).toConstantValue(new BroadcastCartChangeSignal());
  bind<TabLock>(TabLock).toConstantValue(new WebLocksTabLock('pawprint-guest-cart'));
});
