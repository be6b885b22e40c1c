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
  /** Days a session is kept (INGEST_RETENTION_DAYS); unset keeps sessions until deleted. */
  retentionDays?: number;
  /** A JSON file of owner accounts (INGEST_OWNERS) that replaces the seeded owners. */
  ownersFile?: string;
  /** The seeded owners' password (INGEST_OWNER_PASSWORD); without it one is made and kept in the data dir. */
  ownerPassword?: string;
  /** Sessions in S3-compatible object storage instead of the data dir (INGEST_S3_BUCKET and friends). */
  s3?: S3StorageSettings;
}

export interface S3StorageSettings {
  bucket: string;
  prefix: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, R2); unset for AWS. Path-style requests then. */
  endpoint?: string;
}

/** INGEST_S3_BUCKET, INGEST_S3_PREFIX, INGEST_S3_REGION, INGEST_S3_ENDPOINT; credentials come from the AWS SDK's usual chain (AWS_ACCESS_KEY_ID, …). */
export function s3SettingsFromEnv(env: Record<string, string | undefined>): S3StorageSettings | undefined {
  if (!env.INGEST_S3_BUCKET) return undefined;
  return {
    bucket: env.INGEST_S3_BUCKET,
    prefix: env.INGEST_S3_PREFIX ?? '',
    region: env.INGEST_S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.INGEST_S3_ENDPOINT || undefined,
  };
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
    retentionDays: bytesSetting(env.INGEST_RETENTION_DAYS),
    ownersFile: env.INGEST_OWNERS || undefined,
    ownerPassword: env.INGEST_OWNER_PASSWORD || undefined,
    s3: s3SettingsFromEnv(env),
  };
}
