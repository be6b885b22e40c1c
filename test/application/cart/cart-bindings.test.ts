import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CartService } from '../../../src/application/cart/cart-service';
import { CheckoutFeature } from '../../../src/application/checkout/checkout-feature';
import { cartBindings } from '../../../src/composition/bindings/cart-bindings';
import { bindFakePorts, buildFakePorts } from '../../support/fake-ports';
import { TEST_BROWSER } from '../../support/fixtures';

describe('cart bindings', () => {
  it('resolve the cart and checkout features from the ports', async () => {
    const container = bindFakePorts(new Container(), buildFakePorts());
    await container.load(cartBindings);
    const feature = container.get<CartService>(CartService);
    expect(feature.ports.browser).toBe(TEST_BROWSER);
    expect(container.get<CartService>(CartService)).toBe(feature);
    expect(container.get<CheckoutFeature>(CheckoutFeature).checkoutMachine.id).toBe('checkout');
  });
});
