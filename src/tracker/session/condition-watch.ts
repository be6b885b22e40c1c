// Conditional start (001 §4): the project's start conditions are read from the ingest, then the page
// is watched until the first one is met: its address and the time since the watch began each second
// (001 §9), custom events as the site sends them. The watch fires once and ends.
import { conditionsOf, satisfiedCondition, type Condition, type PageSignal } from '../../domain/recording/start-conditions';
import { MessageType as M, type Message } from '../../protocol/messages';
import { CONDITIONS_FETCH_FAILED, START_CANCELED, UNKNOWN_START_ERROR } from '../../domain/messages';
import { TrackerState, type ConditionalStartResult, type RecordingSession, type StartOptions } from './recording-session';
import { StartFailure } from './start-request';
import { whenVisible } from './tab-presence';

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

/**
 * The conditional start's steps once the session has begun its cold start (attempt: the session's count then):
 * a start request that records nothing, the project's conditions, then the watch, which starts the session
 * for real with the name of the first condition met.
 */
export async function watchConditions(session: RecordingSession, attempt: number, opts: StartOptions): Promise<ConditionalStartResult> {
  const still = () => session.ensureStill(attempt, TrackerState.ColdStart);
  try {
    await whenVisible(document);
    const reply = await session.requestStart(() => 0, null, still, true);
    still();
    // The modules may read the project meanwhile (feature flags are a start condition too).
    session.reply = reply;
    session.onStarted?.(reply);
    const conditions = await fetchConditions(session.options.ingestPoint, reply.projectID, reply.token, session.fetchFn);
    still();
    if (conditions === null) throw new StartFailure(CONDITIONS_FETCH_FAILED);
    session.watch = new ConditionWatch(conditions, (condition) => {
      session.watch = null;
      void session.start({ ...opts, condition });
    });
    return { success: true, conditions: conditions.length };
  } catch (error) {
    const reason = error instanceof StartFailure ? error.message : UNKNOWN_START_ERROR;
    if (attempt === session.attempt) session.stop();
    if (reason === CONDITIONS_FETCH_FAILED) session.tell('errors', reason, 'startOnConditions', reason);
    else if (reason !== START_CANCELED) session.warnOnce(reason);
    return { success: false, reason };
  }
}

export class ConditionWatch {
  readonly #timer: ReturnType<typeof setInterval>;
  readonly #armedAt = Date.now();
  #address = '';
  #done = false;

  readonly #conditions: Condition[];

  readonly #met: (name: string) => void;

  constructor(
    conditions: Condition[],
    met: (name: string) => void,
  ) {
    this.#met = met;
    this.#conditions = conditions;
    this.#timer = setInterval(() => this.#check(), CONDITION_CHECK_MS);
    document.addEventListener('click', this.#onClick, true);
    this.#check();
  }

  /** A click: its element's label (the visible text, or aria-label), tag and id are the signal's fields. */
  readonly #onClick = (e: Event): void => {
    try {
      const el = e.target instanceof Element ? e.target : null;
      if (!el) return;
      const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent ?? '').trim().slice(0, 100);
      this.test({ type: 'click', value: label, fields: { label, tag: el.tagName.toLowerCase(), id: el.id, selector: el.id ? `#${el.id}` : el.tagName.toLowerCase() } });
    } catch {
      // A click the watch cannot read is not a signal.
    }
  };

  /** A custom event the site sent. */
  event(name: string, payload: string): void {
    this.test({ type: 'custom_event', key: name, value: payload });
  }

  /** A message on its way into the recording (the modules signal exceptions, requests and flags themselves). */
  message(m: Message): void {
    if (m[0] === M.CustomEvent) this.event(m[1], m[2]);
  }

  stop(): void {
    this.#done = true;
    clearInterval(this.#timer);
    document.removeEventListener('click', this.#onClick, true);
  }

  #check(): void {
    const address = location.href;
    if (address !== this.#address) {
      this.#address = address;
      this.test({ type: 'visited_url', value: address });
    }
    this.test({ type: 'duration', value: Math.floor((Date.now() - this.#armedAt) / 1000) });
  }

  test(signal: PageSignal): void {
    if (this.#done) return;
    const name = satisfiedCondition(this.#conditions, signal);
    if (name === null) return;
    this.stop();
    this.#met(name);
  }
}
