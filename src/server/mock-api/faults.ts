// Fault mode for reliability tests: latency, random errors, forced 'jwt expired', malformed bodies, HTTP 500.

export interface FaultConfig {
  /** Each answer waits a random time in this range, in ms. */
  latencyMs?: [number, number];
  /** Share of operations answered with a GraphQL error. */
  errorRate?: number;
  /** Every operation answers the error 'jwt expired'. */
  forceAuthError?: boolean;
  /** Share of answers with neither data nor errors. */
  malformedRate?: number;
  /** Share of HTTP answers with status 500 (HTTP transports only). */
  httpErrorRate?: number;
}

export const FAULT_ERROR_MESSAGE = 'Mock fault: internal server error';
export const JWT_EXPIRED = 'jwt expired';

const rate = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : undefined;
};

/** Parses `latency=50-300,error=0.1,jwt,malformed=0.05,http500=0.05` (MOCK_FAULTS, ?faults=, x-mock-faults). */
export function parseFaults(text: string | null | undefined): FaultConfig {
  const config: FaultConfig = {};
  for (const part of String(text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'latency') {
      const [min, max] = (value ?? '').split('-').map(Number);
      if (Number.isFinite(min)) config.latencyMs = [min, Number.isFinite(max) ? Math.max(min, max) : min];
    } else if (key === 'error') config.errorRate = rate(value);
    else if (key === 'jwt') config.forceAuthError = value === undefined || value === 'true' || value === '1';
    else if (key === 'malformed') config.malformedRate = rate(value);
    else if (key === 'http500') config.httpErrorRate = rate(value);
  }
  return config;
}

/** Per-request faults override the server's for the keys they name. */
export const mergeFaults = (base: FaultConfig | undefined, extra: FaultConfig | undefined): FaultConfig => ({ ...base, ...extra });

export const hasFaults = (f: FaultConfig | undefined): boolean => !!f && Object.values(f).some((v) => v !== undefined && v !== 0 && v !== false);

export type FaultOutcome = 'ok' | 'error' | 'jwt' | 'malformed';

/** Which fault an operation meets, drawing from `random` (injectable for tests). */
export function drawFault(f: FaultConfig | undefined, random: () => number = Math.random): FaultOutcome {
  if (!f) return 'ok';
  if (f.forceAuthError) return 'jwt';
  if (f.malformedRate && random() < f.malformedRate) return 'malformed';
  if (f.errorRate && random() < f.errorRate) return 'error';
  return 'ok';
}

export function latencyOf(f: FaultConfig | undefined, random: () => number = Math.random): number {
  if (!f?.latencyMs) return 0;
  const [min, max] = f.latencyMs;
  return Math.max(0, Math.round(min + (max - min) * random()));
}

export const delay = (ms: number): Promise<void> => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());
