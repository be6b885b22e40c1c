import { describe, expect, it } from 'vitest';
import { ServiceContainer, ServiceModule } from '../../src/composition/service-container';
import { serviceToken } from '../../src/ports/service-token';

interface Clock {
  now(): number;
}
interface Greeter {
  greet(name: string): string;
}
const ClockToken = serviceToken<Clock>('test.Clock');
const GreeterToken = serviceToken<Greeter>('test.Greeter');
const NameToken = serviceToken<string>('test.Name');

describe('the composition root’s container', () => {
  it('makes a resolved value from the services bound to its dependencies, in their order', () => {
    const container = new ServiceContainer();
    container.bind(ClockToken).toConstantValue({ now: () => 42 });
    container.bind(NameToken).toConstantValue('Rex');
    container.bind(GreeterToken).toResolvedValue((clock: Clock, name: string) => ({ greet: (who) => `${who} meets ${name} at ${clock.now()}` }), [ClockToken, NameToken]);
    expect(container.get(GreeterToken).greet('Bella')).toBe('Bella meets Rex at 42');
  });

  it('makes a value once in singleton scope and at every ask in transient scope; the container’s default decides otherwise', () => {
    let made = 0;
    const make = () => ({ now: () => ++made });
    const singletons = new ServiceContainer({ defaultScope: 'Singleton' });
    singletons.bind(ClockToken).toDynamicValue(make);
    expect(singletons.get(ClockToken)).toBe(singletons.get(ClockToken));

    const transients = new ServiceContainer();
    transients.bind(ClockToken).toDynamicValue(make);
    expect(transients.get(ClockToken)).not.toBe(transients.get(ClockToken));
    transients.bind(NameToken).toResolvedValue(() => `name ${++made}`).inSingletonScope();
    expect(transients.get(NameToken)).toBe(transients.get(NameToken));

    singletons.bind(NameToken).toResolvedValue(() => `name ${++made}`).inTransientScope();
    expect(singletons.get(NameToken)).not.toBe(singletons.get(NameToken));
  });

  it('gives a dynamic value the container to ask for what it needs, when it is first asked for', () => {
    const container = new ServiceContainer({ defaultScope: 'Singleton' });
    container.bind(GreeterToken).toDynamicValue((context) => ({ greet: (who) => `${who}, ${context.get(NameToken)}` }));
    // bound after the service that needs it: nothing is made before the first ask
    container.bind(NameToken).toConstantValue('good dog');
    expect(container.get(GreeterToken).greet('Rex')).toBe('Rex, good dog');
  });

  it('makes again, at the next ask, a value whose making failed', () => {
    const container = new ServiceContainer({ defaultScope: 'Singleton' });
    let attempts = 0;
    container.bind(NameToken).toDynamicValue(() => {
      if (++attempts === 1) throw new Error('not yet');
      return 'Rex';
    });
    expect(() => container.get(NameToken)).toThrow('not yet');
    expect(container.get(NameToken)).toBe('Rex');
    expect(container.get(NameToken)).toBe('Rex');
    expect(attempts).toBe(2);
  });

  it('names the token that is not bound, bound twice, or needed by itself', () => {
    const container = new ServiceContainer();
    expect(() => container.get(ClockToken)).toThrow('No service is bound to test.Clock');
    container.bind(NameToken).toConstantValue('a');
    container.bind(NameToken).toConstantValue('b');
    expect(() => container.get(NameToken)).toThrow('test.Name is bound more than once');
    container.bind(ClockToken).toResolvedValue((g: Greeter) => ({ now: () => g.greet('x').length }), [GreeterToken]);
    container.bind(GreeterToken).toResolvedValue((c: Clock) => ({ greet: () => String(c.now()) }), [ClockToken]);
    expect(() => container.get(ClockToken)).toThrow('test.Clock depends on itself: test.Clock → test.Greeter → test.Clock');
  });

  it('looks a class bound as itself up by the class', () => {
    class Kennel {
      readonly dogs = ['Rex'];
    }
    const container = new ServiceContainer({ defaultScope: 'Singleton' });
    container.bind(Kennel).toResolvedValue(() => new Kennel());
    expect(container.get(Kennel).dogs).toEqual(['Rex']);
    expect(container.get(Kennel)).toBe(container.get(Kennel));
  });

  it('loads a feature’s module, which may keep a binding the container has already', () => {
    const feature = new ServiceModule(({ bind, isBound }) => {
      if (!isBound(NameToken)) bind(NameToken).toConstantValue('from the feature');
      bind(GreeterToken).toResolvedValue((name: string) => ({ greet: (who) => `${who} and ${name}` }), [NameToken]).inSingletonScope();
    });
    const plain = new ServiceContainer();
    plain.load(feature);
    expect(plain.get(GreeterToken).greet('Rex')).toBe('Rex and from the feature');

    const given = new ServiceContainer();
    given.bind(NameToken).toConstantValue('a test’s own');
    expect(given.isBound(GreeterToken)).toBe(false);
    given.load(feature);
    expect(given.isBound(GreeterToken)).toBe(true);
    expect(given.get(GreeterToken).greet('Rex')).toBe('Rex and a test’s own');
  });

  it('checks a factory’s parameters against its dependencies’ tokens', () => {
    const container = new ServiceContainer();
    // @ts-expect-error the name token answers a string, not a Clock
    container.bind(GreeterToken).toResolvedValue((clock: Clock) => ({ greet: () => String(clock.now()) }), [NameToken]);
    expect(container.isBound(GreeterToken)).toBe(true);
  });
});
