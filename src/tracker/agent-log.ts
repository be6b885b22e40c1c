// The agent's own console lines, at the site's `logLevel` (001 §9), and the optional debug report
// (001 §7): with `debugReportUrl` set, each failure is POSTed there as { context, error }.
import { debugReportBody, logLevelOf, printsAt, type LogLevelName } from '../domain/recording/log-levels';

export interface AgentLog {
  print(kind: LogLevelName, line: string): void;
  report(context: string, error: unknown): void;
}

export function agentLog(given: Record<string, unknown>): AgentLog {
  const level = logLevelOf(given.logLevel);
  const url = typeof given.debugReportUrl === 'string' ? given.debugReportUrl : '';
  return {
    print(kind, line) {
      if (!printsAt(level, kind)) return;
      if (kind === 'errors') console.error(line);
      else if (kind === 'warnings') console.warn(line);
      else console.log(line);
    },
    report(context, error) {
      if (!url) return;
      try {
        void fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(debugReportBody(context, error)), keepalive: true }).catch(() => undefined);
      } catch {
        // A report that cannot go is dropped.
      }
    },
  };
}
