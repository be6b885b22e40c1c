// What an agent reads about its project at run time: start conditions, feature flags and
// tags, from the project's stored configuration.
import { authorize, type IngestContext } from './ingest-context';
import { json, jsonBody, text, type IngestRequest, type IngestResponse } from './ingest-http';

/** GET /v1/web/conditions/{projectID}: the project's start conditions (name, filters). */
export function conditions(ctx: IngestContext, request: IngestRequest, projectID: string): IngestResponse {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  if (String(auth.project.projectID) !== projectID) return text(403, 'The session token belongs to another project');
  return json(200, { conditions: auth.project.conditions });
}

const FLAG_BODY_STRINGS = ['userID', 'referrer', 'os', 'device', 'country', 'state', 'city', 'browser'] as const;

/**
 * POST /v1/web/feature-flags: body projectID, userID, metadata, referrer, os, device, country,
 * state, city, browser, persistFlags; 200 returns the flags this user gets.
 */
export function featureFlags(ctx: IngestContext, request: IngestRequest): IngestResponse {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  const body = jsonBody(request);
  if (!body) return text(400, 'Invalid feature-flags request: body must be a JSON object');
  if (String(body.projectID ?? '') !== String(auth.project.projectID)) return text(403, 'The session token belongs to another project');
  for (const key of FLAG_BODY_STRINGS) {
    if (body[key] !== undefined && body[key] !== null && typeof body[key] !== 'string') {
      return text(400, `Invalid feature-flags request: ${key} must be a string`);
    }
  }
  if (body.metadata !== undefined && body.metadata !== null && (typeof body.metadata !== 'object' || Array.isArray(body.metadata))) {
    return text(400, 'Invalid feature-flags request: metadata must be an object');
  }
  if (body.persistFlags !== undefined && body.persistFlags !== null && typeof body.persistFlags !== 'object') {
    return text(400, 'Invalid feature-flags request: persistFlags must be a list or an object');
  }
  const userID = typeof body.userID === 'string' ? body.userID : '';
  const flags = auth.project.featureFlags
    .filter((flag) => !flag.users || flag.users.includes(userID))
    .map(({ key, value, is_persist }) => ({ key, value, is_persist }));
  return json(200, { flags });
}

/** GET /v1/web/tags: the selectors whose appearance the agent reports (id, selector). */
export function tags(ctx: IngestContext, request: IngestRequest): IngestResponse {
  const auth = authorize(ctx, request);
  if (!auth.ok) return auth.response;
  return json(200, { tags: auth.project.tags.map(({ id, selector }) => ({ id, selector })) });
}
