// Network capture (001 §3, §5), a chunk of its own: fetch, XMLHttpRequest and sendBeacon are wrapped
// so each request becomes a NetworkRequest (and a GraphQL message for a GraphQL operation). The page
// gets its own promise, response and return values untouched; the agent reads clones, after the
// fact, and any fault of its own is swallowed. The agent's own ingest calls are never recorded.
import { graphqlOperation, graphqlOperationFromUrl, graphqlStatus, type GraphqlOperation } from '../../domain/recording/graphql-operation';
import type { NetworkRecord, RequestType, sanitiseNetworkRecord } from '../../domain/recording/network-record';
import { MessageType as M } from '../../protocol/messages';
import type { AgentModule, ModuleHooks } from './module-api';
import type { NetworkOptions } from './module-settings';

type Headers0 = Record<string, string>;

function headersOf(h: unknown): Headers0 {
  const out: Headers0 = {};
  if (!h) return out;
  if (typeof (h as Headers).forEach === 'function' && !Array.isArray(h)) (h as Headers).forEach((v, k) => (out[k] = v));
  else if (Array.isArray(h)) for (const [k, v] of h as [string, string][]) out[String(k).toLowerCase()] = String(v);
  else for (const [k, v] of Object.entries(h as object)) out[k.toLowerCase()] = String(v);
  return out;
}

function bodyText(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const form = new URLSearchParams();
    body.forEach((v, k) => form.append(k, typeof v === 'string' ? v : '[file]'));
    return form.toString();
  }
  return '';
}

function xhrHeaders(raw: string): Headers0 {
  const out: Headers0 = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) out[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return out;
}

export class NetworkCapture implements AgentModule {
  readonly #undo: (() => void)[] = [];
  readonly #ingest: string;

  readonly #settings: NetworkOptions;

  readonly #sanitise: typeof sanitiseNetworkRecord;

  /**
   * `sanitise` is the network record's rule, handed over by the modules' host, whose chunk holds it for the
   * console's text too: this chunk and the host's do not share a third one.
   */
  constructor(
    private readonly hooks: ModuleHooks,
    settings: NetworkOptions,
    sanitise: typeof sanitiseNetworkRecord,
  ) {
    this.#sanitise = sanitise;
    this.#settings = settings;
    this.#ingest = hooks.options.ingestPoint;
    this.#wrapFetch();
    this.#wrapXhr();
    this.#wrapBeacon();
  }

  stop(): void {
    for (const undo of this.#undo.splice(0)) undo();
  }

  /** Absolute URL of a request, or null for one the agent must not record (its own ingest). */
  #target(url: unknown): string | null {
    let href: string;
    try {
      href = new URL(String(url), location.href).href;
    } catch {
      return null;
    }
    return href.startsWith(this.#ingest) ? null : href;
  }

  #record(type: RequestType, partial: Omit<NetworkRecord, 'type'>, operation: GraphqlOperation | null): void {
    try {
      const raw: NetworkRecord = { type: operation ? 'graphql' : type, ...partial };
      if (operation) raw.status = partial.status >= 200 && partial.status < 300 ? graphqlStatus(partial.response.body) : partial.status;
      const r = this.#sanitise(raw, this.#settings.captureBodies, this.#settings.sanitiser);
      if (!r) return;
      const duration = Math.max(0, Math.round(r.duration));
      const text = (x: unknown) => JSON.stringify(x);
      this.hooks.send([M.NetworkRequest, r.type, String(r.method), String(r.url), text(r.request), text(r.response), r.status | 0, r.startTime, duration, r.responseSize | 0]);
      if (operation) {
        const variables = this.#settings.captureBodies ? this.#sanitise({ ...raw, request: { headers: {}, body: operation.variables }, response: { headers: {}, body: '' } }, true)!.request.body : '';
        this.hooks.send([M.GraphQL, operation.kind, operation.name, variables, r.response.body, duration]);
      }
      this.hooks.signal({ type: 'network_request', value: r.url, fields: { url: r.url, method: r.method, status: r.status, type: r.type } });
    } catch {
      // A request the agent cannot describe is left out, never a fault in the page.
    }
  }

  #wrapFetch(): void {
    const original = window.fetch;
    if (typeof original !== 'function') return;
    const capture = this;
    const wrapped = function (this: unknown, input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const promise = original.apply(this, arguments as unknown as [RequestInfo | URL, RequestInit?]);
      try {
        const isRequest = typeof Request !== 'undefined' && input instanceof Request;
        const url = capture.#target(isRequest ? (input as Request).url : input);
        if (url !== null) capture.#watchFetch(promise, url, isRequest ? (input as Request) : null, init);
      } catch {
        // The page's request goes on unrecorded.
      }
      return promise;
    };
    window.fetch = wrapped as typeof fetch;
    this.#undo.push(() => {
      if (window.fetch === wrapped) window.fetch = original;
    });
  }

  #watchFetch(promise: Promise<Response>, url: string, request: Request | null, init: RequestInit | undefined): void {
    const startTime = this.hooks.now();
    const t0 = performance.now();
    const method = String(init?.method ?? request?.method ?? 'GET').toUpperCase();
    const requestHeaders = { ...headersOf(request?.headers), ...headersOf(init?.headers) };
    const requestBody = bodyText(init?.body);
    const operation = graphqlOperation(requestBody) ?? (method === 'GET' ? graphqlOperationFromUrl(url) : null);
    promise.then(
      (response) => {
        const duration = performance.now() - t0;
        const headers = headersOf(response.headers);
        const size = Number(headers['content-length']) || 0;
        const done = (body: string) =>
          this.#record('fetch', { method, url, request: { headers: requestHeaders, body: requestBody }, response: { headers, body }, status: response.status, startTime, duration, responseSize: size || body.length }, operation);
        if (!(operation || this.#settings.captureBodies) || response.bodyUsed) return done('');
        response.clone().text().then(done, () => done(''));
      },
      () => this.#record('fetch', { method, url, request: { headers: requestHeaders, body: requestBody }, response: { headers: {}, body: '' }, status: 0, startTime, duration: performance.now() - t0, responseSize: 0 }, operation),
    );
  }

  #wrapXhr(): void {
    if (typeof XMLHttpRequest === 'undefined') return;
    const proto = XMLHttpRequest.prototype;
    const { open, send, setRequestHeader } = proto;
    const capture = this;
    type Seen = { method: string; url: string | null; headers: Headers0 };
    const seen = new WeakMap<XMLHttpRequest, Seen>();
    proto.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      try {
        seen.set(this, { method: String(method).toUpperCase(), url: capture.#target(url), headers: {} });
      } catch {
        // unrecorded
      }
      return open.apply(this, arguments as unknown as Parameters<typeof open>);
    } as typeof open;
    proto.setRequestHeader = function (this: XMLHttpRequest, name: string, value: string) {
      const s = seen.get(this);
      if (s) s.headers[String(name).toLowerCase()] = String(value);
      return setRequestHeader.call(this, name, value);
    };
    proto.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
      const s = seen.get(this);
      if (s && s.url !== null) {
        try {
          const startTime = capture.hooks.now();
          const t0 = performance.now();
          const requestBody = bodyText(body);
          const operation = graphqlOperation(requestBody);
          const xhr = this;
          const url = s.url;
          xhr.addEventListener('loadend', () => {
            const wantBody = operation || capture.#settings.captureBodies;
            let responseBody = '';
            if (wantBody && (xhr.responseType === '' || xhr.responseType === 'text')) responseBody = xhr.responseText;
            else if (wantBody && xhr.responseType === 'json') responseBody = JSON.stringify(xhr.response) ?? '';
            const headers = xhrHeaders(xhr.getAllResponseHeaders());
            const size = Number(headers['content-length']) || responseBody.length;
            capture.#record('xhr', { method: s.method, url, request: { headers: s.headers, body: requestBody }, response: { headers, body: responseBody }, status: xhr.status, startTime, duration: performance.now() - t0, responseSize: size }, operation);
          });
        } catch {
          // unrecorded
        }
      }
      return send.apply(this, arguments as unknown as Parameters<typeof send>);
    };
    this.#undo.push(() => {
      proto.open = open;
      proto.send = send;
      proto.setRequestHeader = setRequestHeader;
    });
  }

  #wrapBeacon(): void {
    const original = typeof navigator !== 'undefined' ? navigator.sendBeacon : undefined;
    if (typeof original !== 'function') return;
    const capture = this;
    const wrapped = function (this: Navigator, url: string | URL, data?: BodyInit | null): boolean {
      const queued = original.apply(this, arguments as unknown as [string | URL, BodyInit?]);
      try {
        const target = capture.#target(url);
        const body = bodyText(data);
        // A beacon has no answer: status 0, no duration; the record says whether the browser queued it.
        if (target !== null) {
          capture.#record('beacon', { method: 'POST', url: target, request: { headers: {}, body }, response: { headers: {}, body: queued ? 'queued' : 'refused' }, status: 0, startTime: capture.hooks.now(), duration: 0, responseSize: 0 }, graphqlOperation(body));
        }
      } catch {
        // unrecorded
      }
      return queued;
    };
    navigator.sendBeacon = wrapped;
    this.#undo.push(() => {
      if (navigator.sendBeacon === wrapped) navigator.sendBeacon = original;
    });
  }
}
