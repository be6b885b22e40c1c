import { createActorContext } from '@xstate/react';
import { checkoutMachine } from '../../application/checkout/checkout.machine';

/**
 * The running checkout, shared by the parts of the page: the provider is given the machine the composition root
 * supplied (`CheckoutFeature.checkoutMachine`); each part selects the one value it shows.
 */
export const CheckoutActor = createActorContext(checkoutMachine);
