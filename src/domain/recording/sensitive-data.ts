// 001 §5: values of sensitive keys are masked in captured network data and URLs.
export const MASK = '******';

const SENSITIVE_KEY =
  /password|passwd|pwd|token|jwt|secret|cookie|authori[sz]ation|api[-_ ]?key|access[-_ ]?key|private[-_ ]?key|credential|session[-_ ]?key|signature/i;

export function isSensitiveKey(key: string): boolean {
  return typeof key === 'string' && SENSITIVE_KEY.test(key);
}

// Deep copy with every sensitive key's value replaced; the input is never changed; cycles become '[Circular]'.
export function maskSensitive<T>(obj: T): T {
  const seen = new WeakSet<object>();
  const walk = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (seen.has(value)) return '[Circular]';
    seen.add(value);
    const out = Array.isArray(value)
      ? value.map(walk)
      : Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, isSensitiveKey(k) ? MASK : walk(v)]),
        );
    seen.delete(value);
    return out;
  };
  return walk(obj) as T;
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

// Query parameters with sensitive names get the mask; everything else is kept byte for byte.
export function maskUrl(url: string): string {
  if (typeof url !== 'string') return '';
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const base = beforeHash.slice(0, queryAt);
  const params = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return isSensitiveKey(decode(name)) ? `${name}=${MASK}` : pair;
    });
  return `${base}?${params.join('&')}${hash}`;
}
