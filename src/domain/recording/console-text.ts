// Console lines and page errors as the recording carries them: every argument turned into text without
// throwing (cycles, getters that throw, symbols), objects with sensitive keys masked, e-mails and
// card-like numbers masked, the whole line cut to a size cap.
import { maskJsonValue, maskValueText } from './network-record';

export const CONSOLE_LEVELS = ['log', 'info', 'warn', 'error', 'debug', 'assert'] as const;
export type ConsoleLevel = (typeof CONSOLE_LEVELS)[number];

/** Characters of one console line kept; the rest is cut and marked. */
export const MAX_CONSOLE_CHARS = 10_000;

function argumentText(arg: unknown): string {
  if (typeof arg === 'string') return arg;
  if (arg === undefined) return 'undefined';
  if (typeof arg === 'symbol' || typeof arg === 'function') return String(arg);
  if (typeof arg === 'bigint') return `${arg}n`;
  if (typeof arg === 'object' && arg !== null && 'message' in arg && 'name' in arg && typeof (arg as Error).message === 'string') {
    return `${String((arg as Error).name)}: ${(arg as Error).message}`;
  }
  try {
    return JSON.stringify(maskJsonValue(arg), (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)) ?? String(arg);
  } catch {
    try {
      return String(arg);
    } catch {
      return '[unreadable]';
    }
  }
}

/** The arguments of one console call as one masked line of at most `cap` characters. */
export function consoleText(args: readonly unknown[], cap = MAX_CONSOLE_CHARS): string {
  let line = '';
  for (let i = 0; i < args.length && line.length <= cap; i++) line += (i ? ' ' : '') + argumentText(args[i]);
  const masked = maskValueText(line);
  return masked.length > cap ? `${masked.slice(0, cap)}…` : masked;
}

/** An uncaught error or a rejection's reason as JSException's name and message. */
export function exceptionParts(reason: unknown): { name: string; message: string; stack: string } {
  if (typeof reason === 'object' && reason !== null) {
    const e = reason as { name?: unknown; message?: unknown; stack?: unknown };
    if (typeof e.message === 'string') {
      return {
        name: typeof e.name === 'string' ? e.name : 'Error',
        message: maskValueText(e.message).slice(0, MAX_CONSOLE_CHARS),
        stack: typeof e.stack === 'string' ? maskValueText(e.stack).slice(0, MAX_CONSOLE_CHARS) : '',
      };
    }
  }
  return { name: 'Unhandled rejection', message: consoleText([reason]), stack: '' };
}
