// Console and errors, a chunk of its own: console calls become ConsoleLog (level, masked text with a
// size cap), uncaught errors and unhandled rejections become JSException. The page's console still
// prints exactly what it was given; nothing the agent does here can throw into the page.
import { consoleText, exceptionParts, type ConsoleLevel } from '../../domain/recording/console-text';
import { MessageType as M } from '../../protocol/messages';
import type { AgentModule, ModuleHooks } from './module-api';

export class ConsoleCapture implements AgentModule {
  readonly #undo: (() => void)[] = [];
  /** Set while the agent itself writes to the console, so its own lines are not recorded. */
  #busy = false;

  readonly #hooks: ModuleHooks;

  constructor(
    hooks: ModuleHooks,
    levels: ConsoleLevel[] | null,
    exceptions: boolean,
  ) {
    this.#hooks = hooks;
    if (levels) for (const level of levels) this.#wrap(level);
    if (exceptions) this.#watchErrors();
  }

  stop(): void {
    for (const undo of this.#undo.splice(0)) undo();
  }

  #wrap(level: ConsoleLevel): void {
    const target = console as unknown as Record<string, (...args: unknown[]) => void>;
    const original = target[level];
    if (typeof original !== 'function') return;
    const capture = this;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      if (!capture.#busy) {
        capture.#busy = true;
        try {
          // assert records only when it fails, without its condition.
          if (level !== 'assert' || !args[0]) capture.#hooks.send([M.ConsoleLog, level, consoleText(level === 'assert' ? args.slice(1) : args)]);
        } catch {
          // unrecorded
        } finally {
          capture.#busy = false;
        }
      }
      return original.apply(this, args);
    };
    target[level] = wrapped;
    this.#undo.push(() => {
      if (target[level] === wrapped) target[level] = original;
    });
  }

  #exception(reason: unknown, source: string): void {
    try {
      const { name, message, stack } = exceptionParts(reason);
      this.#hooks.send([M.JSException, name, message, stack, JSON.stringify({ source })]);
      this.#hooks.signal({ type: 'exception', value: message, fields: { message, name } });
    } catch {
      // unrecorded
    }
  }

  #watchErrors(): void {
    const onError = (e: ErrorEvent) => this.#exception(e.error ?? { name: 'Error', message: e.message }, 'window.onerror');
    const onRejection = (e: PromiseRejectionEvent) => this.#exception(e.reason, 'unhandledrejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    this.#undo.push(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });
  }
}
