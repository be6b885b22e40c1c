// Conditional start (001 §4): the project's start conditions are read from the ingest, then the page
// is watched until the first one is met: its address and the time since the watch began each second
// (001 §9), custom events as the site sends them. The watch fires once and ends.
import { conditionsOf, satisfiedCondition, type Condition, type PageSignal } from '../../domain/recording/start-conditions';

/** The duration condition is checked each second (001 §9). */
export const CONDITION_CHECK_MS = 1000;

/**
 * GET {ingest}/v1/web/conditions/{projectID} with the session's token: the project's conditions, or
 * null when they cannot be had (no project id, a network failure, a bad status or reply).
 */
export async function fetchConditions(ingestPoint: string, projectID: unknown, token: string, fetchFn: typeof fetch): Promise<Condition[] | null> {
  if (!((typeof projectID === 'string' && projectID !== '') || typeof projectID === 'number')) return null;
  try {
    const response = await fetchFn(`${ingestPoint}/v1/web/conditions/${encodeURIComponent(projectID)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return response.status === 200 ? conditionsOf(await response.json()) : null;
  } catch {
    return null;
  }
}

export class ConditionWatch {
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly armedAt = Date.now();
  private address = '';
  private done = false;

  constructor(
    private readonly conditions: Condition[],
    private readonly met: (name: string) => void,
  ) {
    this.timer = setInterval(() => this.check(), CONDITION_CHECK_MS);
    this.check();
  }

  /** A custom event the site sent. */
  event(name: string, payload: string): void {
    this.test({ type: 'custom_event', key: name, value: payload });
  }

  stop(): void {
    this.done = true;
    clearInterval(this.timer);
  }

  private check(): void {
    const address = location.href;
    if (address !== this.address) {
      this.address = address;
      this.test({ type: 'visited_url', value: address });
    }
    this.test({ type: 'duration', value: Math.floor((Date.now() - this.armedAt) / 1000) });
  }

  private test(signal: PageSignal): void {
    if (this.done) return;
    const name = satisfiedCondition(this.conditions, signal);
    if (name === null) return;
    this.stop();
    this.met(name);
  }
}
