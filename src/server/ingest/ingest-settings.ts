// The ingest's settings from the environment (see README): projects, faults, limits, CORS.
import { parseAllowedOrigins, type AllowedOrigins } from './cors';
import type { IngestLimits } from './ingest-context';
import { parseIngestFaults, type IngestFaults } from './ingest-faults';
import { loadProjects, type IngestProject } from './ingest-projects';

export interface IngestSettings {
  projects: IngestProject[];
  faults: IngestFaults;
  limits: Partial<IngestLimits>;
  allowedOrigins: AllowedOrigins;
  /** Token secret; without it one is kept in the data dir (or made per run in memory). */
  secret?: string;
}

const bytesSetting = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined;
};

export function ingestSettingsFromEnv(env: Record<string, string | undefined>): IngestSettings {
  const limits: Partial<IngestLimits> = {};
  const request = bytesSetting(env.INGEST_MAX_REQUEST_BYTES);
  const session = bytesSetting(env.INGEST_MAX_SESSION_BYTES);
  const quota = bytesSetting(env.INGEST_UPLOAD_QUOTA_BYTES);
  const tokenTtl = bytesSetting(env.INGEST_TOKEN_TTL_MS);
  if (quota) limits.uploadQuotaBytes = quota;
  if (tokenTtl) limits.tokenTtlMs = tokenTtl;
  if (request) limits.maxRequestBytes = request;
  if (session) limits.maxSessionBytes = session;
  return {
    projects: loadProjects(env.INGEST_PROJECTS, env.INGEST_PROJECT_KEY),
    faults: parseIngestFaults(env.INGEST_FAULTS),
    limits,
    allowedOrigins: parseAllowedOrigins(env.INGEST_ALLOWED_ORIGINS),
    secret: env.INGEST_SECRET || undefined,
  };
}
