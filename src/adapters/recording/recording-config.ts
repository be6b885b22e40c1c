/**
 * Session recording settings (README's settings table), read at build time:
 * - VITE_RECORDING=off turns recording off;
 * - VITE_RECORDING_INGEST points the agent at another ingest (default: /ingest on the shop's own server);
 * - VITE_RECORDING_PROJECT_KEY names the project at that ingest (default 'pawprint-shop').
 */
export interface RecordingConfig {
  enabled: boolean;
  /** Absolute ingest base URL, or null for /ingest on the page's origin. */
  ingestPoint: string | null;
  projectKey: string;
}

type Env = Record<string, string | boolean | undefined>;

const str = (v: string | boolean | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

export function recordingConfigFrom(env: Env): RecordingConfig {
  const switched = (str(env.VITE_RECORDING) ?? 'on').toLowerCase();
  return {
    enabled: !['off', 'false', '0', 'no'].includes(switched),
    ingestPoint: str(env.VITE_RECORDING_INGEST) ?? null,
    projectKey: str(env.VITE_RECORDING_PROJECT_KEY) ?? 'pawprint-shop',
  };
}
