// 001 §9: the agent's own logging levels: verbose 5, log 4, warnings 3, errors 2, silent 0. A line is
// printed when the site's level is at least the line's.
export const LOG_LEVELS = { verbose: 5, log: 4, warnings: 3, errors: 2, silent: 0 } as const;
export type LogLevelName = keyof typeof LOG_LEVELS;

/** The site's `logLevel` option as a number: a level's name or number; anything else is warnings (3). */
export function logLevelOf(given: unknown): number {
  if (typeof given === 'number' && Number.isInteger(given) && given >= 0 && given <= 5) return given;
  if (typeof given === 'string' && given in LOG_LEVELS) return LOG_LEVELS[given as LogLevelName];
  return LOG_LEVELS.warnings;
}

/** Whether a line of `kind` is printed at the site's `level`. */
export function printsAt(level: number, kind: LogLevelName): boolean {
  return kind !== 'silent' && level >= LOG_LEVELS[kind];
}

/** The optional debug report's body (001 §7: POST with context and error). */
export function debugReportBody(context: string, error: unknown): { context: string; error: string } {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    text = 'unreadable error';
  }
  return { context: String(context).slice(0, 1000), error: text.slice(0, 10_000) };
}
