// The composition root's container: each port's token bound to how its adapter is made. The shop's bindings
// name their dependencies as tokens next to the factory (`toResolvedValue(make, [TokenA, TokenB])`), so the
// container needs no decorators and no metadata API, and it is small enough to come with every page's first
// load (a container library and its metadata polyfill were a sixth of the home page's JavaScript).
import type { ServiceToken } from '../ports/service-token';

/** What a service is looked up by: a port's token, or a class bound as itself. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Token<T = unknown> = ServiceToken<T> | symbol | (abstract new (...args: any[]) => T);

/** The type a token answers. */
type Answer<K> = K extends ServiceToken<infer T> ? T : K extends abstract new (...args: never[]) => infer T ? T : unknown;
type Answers<D extends readonly Token[]> = { -readonly [I in keyof D]: Answer<D[I]> };

/** Made once and kept (`Singleton`), or made at every ask (`Transient`). */
export type Scope = 'Singleton' | 'Transient';

/** What a dynamic value's factory may ask the container for. */
export interface ResolutionContext {
  get<T>(token: Token<T>): T;
}

export interface ScopeSyntax {
  inSingletonScope(): void;
  inTransientScope(): void;
}

export interface BindingSyntax<T> {
  /** The one value itself. */
  toConstantValue(value: T): void;
  /** Made by `make`, which asks the container for what it needs. */
  toDynamicValue(make: (context: ResolutionContext) => T): ScopeSyntax;
  /** Made by `make` from the services bound to `dependencies`, in that order. */
  toResolvedValue<const D extends readonly Token[]>(make: (...args: Answers<D>) => T, dependencies?: D): ScopeSyntax;
}

/** What a module's registration is given. */
export interface ModuleOptions {
  bind<T>(token: Token<T>): BindingSyntax<T>;
  isBound(token: Token): boolean;
}

/** A feature's bindings, loaded into a container in one step (the feature's chunk brings its module). */
export class ServiceModule {
  constructor(readonly register: (options: ModuleOptions) => void) {}
}

interface Binding {
  make: ((context: ResolutionContext) => unknown) | null;
  scope: Scope | null;
  made: boolean;
  value: unknown;
}

const nameOf = (token: Token): string => (typeof token === 'symbol' ? (token.description ?? 'a symbol') : token.name || 'an anonymous class');

export class ServiceContainer {
  private readonly bindings = new Map<Token, Binding[]>();
  /** The tokens being made right now, innermost last: a token met again is a cycle. */
  private readonly making: Token[] = [];
  private readonly defaultScope: Scope;

  constructor(options: { defaultScope?: Scope } = {}) {
    this.defaultScope = options.defaultScope ?? 'Transient';
  }

  bind<T>(token: Token<T>): BindingSyntax<T> {
    const binding: Binding = { make: null, scope: null, made: false, value: undefined };
    const list = this.bindings.get(token) ?? [];
    list.push(binding);
    this.bindings.set(token, list);
    const scoped = (make: (context: ResolutionContext) => unknown): ScopeSyntax => {
      binding.make = make;
      return {
        inSingletonScope: () => void (binding.scope = 'Singleton'),
        inTransientScope: () => void (binding.scope = 'Transient'),
      };
    };
    return {
      toConstantValue: (value) => {
        binding.made = true;
        binding.value = value;
      },
      toDynamicValue: (make) => scoped(make),
      toResolvedValue: (make, dependencies) =>
        scoped((context) => (make as (...args: unknown[]) => T)(...(dependencies ?? []).map((d) => context.get(d)))),
    };
  }

  isBound(token: Token): boolean {
    return (this.bindings.get(token)?.length ?? 0) > 0;
  }

  get<T>(token: Token<T>): T {
    const list = this.bindings.get(token);
    if (!list?.length) throw new Error(`No service is bound to ${nameOf(token)}`);
    if (list.length > 1) throw new Error(`${nameOf(token)} is bound more than once`);
    const binding = list[0];
    if (binding.made) return binding.value as T;
    if (!binding.make) throw new Error(`${nameOf(token)} is bound to nothing yet`);
    if (this.making.includes(token)) {
      const cycle = [...this.making.slice(this.making.indexOf(token)), token].map(nameOf).join(' → ');
      throw new Error(`${nameOf(token)} depends on itself: ${cycle}`);
    }
    this.making.push(token);
    let value: unknown;
    try {
      value = binding.make(this);
    } finally {
      this.making.pop();
    }
    // A value whose making failed is made again at the next ask.
    if ((binding.scope ?? this.defaultScope) === 'Singleton') {
      binding.made = true;
      binding.value = value;
    }
    return value as T;
  }

  load(...modules: ServiceModule[]): void {
    for (const module of modules) module.register({ bind: (token) => this.bind(token), isBound: (token) => this.isBound(token) });
  }
}
