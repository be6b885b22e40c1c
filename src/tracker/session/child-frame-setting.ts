// Whether this agent runs as a cross-domain child frame (001 §6), read by the core at construction.
/** The site's `crossdomain` option when it is on and this page is inside a frame; otherwise null. */
export function childFrameSetting(given: Record<string, unknown>): { parentDomain?: unknown } | null {
  const setting = given.crossdomain as { enabled?: unknown; parentDomain?: unknown } | null | undefined;
  if (typeof setting !== 'object' || setting === null || setting.enabled !== true) return null;
  try {
    return window.parent !== window ? setting : null;
  } catch {
    return null;
  }
}

