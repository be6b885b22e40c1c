import { fromPromise } from 'xstate';

/**
 * An async step a module-level machine declares and the composition root (or a hook) supplies with `.provide()`:
 * the machine reads as the spec's flow, the calls it makes come from the ports. Run unprovided, it fails loudly.
 */
export function providedLater<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`'${name}' is supplied with .provide()`)));
}
