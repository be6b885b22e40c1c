// Pages under a Content-Security-Policy with `require-trusted-types-for 'script'` (the shop's own) refuse a
// plain URL for a worker's script: it must be a TrustedScriptURL. The agent makes its own policy for the
// one URL it starts its worker from, so recording works on such pages without the page's help.

interface TrustedTypePolicyLike {
  createScriptURL(input: string): unknown;
}
interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL: (input: string) => string }): TrustedTypePolicyLike;
}

/** The policy's name, for sites whose CSP lists the allowed names (`trusted-types pawprint-recording`). */
export const TRUSTED_TYPES_POLICY = 'pawprint-recording';

let policy: TrustedTypePolicyLike | null | undefined;

function recordingPolicy(): TrustedTypePolicyLike | null {
  if (policy !== undefined) return policy;
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  try {
    policy = trustedTypes ? trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: (input) => input }) : null;
  } catch {
    // The page's CSP does not allow this policy's name: the worker is then refused, and the start says so.
    policy = null;
  }
  return policy;
}

/** The worker script's URL as the page accepts it: a TrustedScriptURL where Trusted Types exist, else the URL. */
export function trustedWorkerUrl(url: string | URL): string | URL {
  const trusted = recordingPolicy()?.createScriptURL(String(url));
  return (trusted ?? url) as string | URL;
}

let workerScript: string | null = null;

/** The address of the worker script last started (the page-exit encoder is loaded from it), if any. */
export const workerScriptUrl = (): string | null => workerScript;

/**
 * A stand-in for the Worker constructor that hands the URL over as a TrustedScriptURL. It is used under the name
 * `Worker`, so the bundler still finds the `new Worker(new URL(…, import.meta.url))` form and emits the worker.
 */
export const TrustedWorker = function TrustedWorker(url: string | URL, options?: WorkerOptions): Worker {
  workerScript = String(url);
  return new Worker(trustedWorkerUrl(sameOriginWorkerUrl(url, options)) as string | URL, options);
} as unknown as typeof globalThis.Worker;

/**
 * A worker's script must come from the page's own origin. When the agent is served from another
 * origin (a CDN), its module worker starts from a one-line module of the page's origin (a blob) that
 * imports the real worker from the CDN, which serves it with CORS. Needs `worker-src blob:` under a CSP.
 */
export function sameOriginWorkerUrl(url: string | URL, options?: WorkerOptions): string | URL {
  try {
    const target = new URL(String(url), globalThis.location?.href);
    if (options?.type !== 'module' || target.origin === globalThis.location?.origin || target.protocol === 'blob:') return url;
    const shim = new Blob([`import ${JSON.stringify(target.href)};`], { type: 'text/javascript' });
    return URL.createObjectURL(shim);
  } catch {
    return url;
  }
}
