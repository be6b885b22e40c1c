// Every answer carries the shop's Content-Security-Policy and the other protective headers: pages, files, the API,
// refusals and not-found answers alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbe, type Probe } from './probe';

let probe: Probe;
beforeAll(async () => { probe = await startProbe(); });
afterAll(async () => { await probe.close(); });

describe('security headers', () => {
  it.each([
    ['the app', '/', {}],
    ['an app route', '/dashboard/orders', {}],
    ['a public file', '/images/meatballs.svg', {}],
    ['a missing file', '/nothing.js', {}],
    ['the API', '/api/user', {}],
    ['an unknown API path', '/api/nothing', {}],
    ['a refused call', '/graphql', { method: 'POST', headers: { 'content-type': 'text/plain', origin: 'http://evil.example' }, body: '{}' }],
  ] as const)('are on %s', async (_name, path, init) => {
    const res = await fetch(`${probe.url}${path}`, init as RequestInit);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
