// The ingest's own fault mode, to watch the agent's retries and restarts by hand:
// INGEST_FAULTS=error=0.3,unauthorized-once,latency=50-300
//   error=R           a share R of the agent's requests answer 500
//   unauthorized-once the first batch after the server starts answers 401 (the agent restarts)
//   latency=MIN-MAX   each of the agent's requests waits a random time in this range, ms

export interface IngestFaults {
  errorRate?: number;
  unauthorizedOnce?: boolean;
  latencyMs?: [number, number];
}

export const INGEST_FAULT_MESSAGE = 'Ingest fault: internal server error';

export function parseIngestFaults(text: string | null | undefined): IngestFaults {
  const faults: IngestFaults = {};
  for (const part of String(text ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key, value] = part.split('=').map((s) => s.trim());
    if (key === 'error') {
      const n = Number(value);
      if (Number.isFinite(n)) faults.errorRate = Math.min(1, Math.max(0, n));
    } else if (key === 'unauthorized-once') faults.unauthorizedOnce = true;
    else if (key === 'latency') {
      const [min, max] = (value ?? '').split('-').map(Number);
      if (Number.isFinite(min)) faults.latencyMs = [min, Number.isFinite(max) ? Math.max(min, max) : min];
    }
  }
  return faults;
}

export const hasIngestFaults = (f: IngestFaults): boolean => !!(f.errorRate || f.unauthorizedOnce || f.latencyMs);
