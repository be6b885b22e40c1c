import { fromPromise } from 'xstate';

/**
 * An async step a module-level machine declares and the composition root (or a hook) supplies with `.provide()`:
 * the machine reads as the spec's flow, the calls it makes come from the ports. Run unprovided, it fails loudly.
 */
export function providedLater<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`'${name}' is supplied with .provide()`)));
}

/**
 * A guard, an action or a callback a module-level machine declares and `.provide()` supplies (they read or write a
 * port). Run unprovided, it throws with its name.
 */
export function notProvided(name: string) {
  return (): never => {
    throw new Error(`'${name}' is supplied with .provide()`);
  };
}
