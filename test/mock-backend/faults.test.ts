import { describe, expect, it } from 'vitest';
import { drawFault, latencyOf, parseFaults } from '../../src/server/mock-api/faults';
import { harness } from './backend-harness';

describe('parseFaults (MOCK_FAULTS, ?faults=, x-mock-faults)', () => {
  it('reads every fault of the documented form', () => {
    expect(parseFaults('latency=50-300,error=0.1,jwt,malformed=0.05,http500=0.05')).toEqual({
      latencyMs: [50, 300], errorRate: 0.1, forceAuthError: true, malformedRate: 0.05, httpErrorRate: 0.05,
    });
  });

  it('ignores what it does not know and clamps rates', () => {
    expect(parseFaults('bogus=1, error=7, latency=x')).toEqual({ errorRate: 1 });
    expect(parseFaults(undefined)).toEqual({});
  });

  it('draws latency within the range', () => {
    expect(latencyOf({ latencyMs: [50, 300] }, () => 0)).toBe(50);
    expect(latencyOf({ latencyMs: [50, 300] }, () => 0.9999)).toBe(300);
    expect(drawFault({ errorRate: 0.5 }, () => 0.4)).toBe('error');
    expect(drawFault({ errorRate: 0.5 }, () => 0.6)).toBe('ok');
  });
});

describe('fault mode in the backend', () => {
  const settings = '{ settings { id } }';

  it("forces 'jwt expired'", async () => {
    expect(await harness({ faults: { forceAuthError: true } }).error(settings)).toBe('jwt expired');
  });

  it('answers a body with neither data nor errors', async () => {
    const result = await harness({ faults: { malformedRate: 1 } }).run(settings);
    expect(result).toEqual({});
  });

  it('answers a server error at the error rate without running the operation', async () => {
    const h = harness({ faults: { errorRate: 1 } });
    expect(await h.error('mutation { createLead(email: "x@y.test") { id } }')).toBe('Mock fault: internal server error');
    expect(h.backend.state.leads).toHaveLength(0);
  });

  it('waits the latency before answering', async () => {
    const h = harness({ faults: { latencyMs: [40, 40] } });
    const started = performance.now();
    await h.data(settings);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('takes faults per request on top of none', async () => {
    const h = harness();
    const result = await h.backend.execute({ query: settings, faults: { forceAuthError: true } });
    expect(result.errors?.[0].message).toBe('jwt expired');
    expect((await h.data(settings)).settings.id).toBe('settings');
  });
});
