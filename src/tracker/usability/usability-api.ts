// The ingest's usability-test endpoints (001 §7), with the session's bearer token: the test, the
// test's and the tasks' signals (in the order they happened), the upload URL and the video's PUT.
// Failures are logged, never thrown into the page (001 §8).
import { parseUsabilityTest, type TaskSignal, type TestSignal, type UsabilityTest } from '../../domain/recording/usability-test';

export type Log = (message: string) => void;

export class UsabilityApi {
  #queue: Promise<void> = Promise.resolve();

  readonly #ingestPoint: string;

  readonly #token: () => string | null;

  readonly #fetchFn: typeof fetch;

  readonly #log: Log;

  constructor(
    ingestPoint: string,
    token: () => string | null,
    fetchFn: typeof fetch,
    log: Log,
  ) {
    this.#log = log;
    this.#fetchFn = fetchFn;
    this.#token = token;
    this.#ingestPoint = ingestPoint;
  }

  #headers(): Record<string, string> {
    const token = this.#token();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  /** GET /v1/web/uxt/test/{id}: the test, or null (logged) when it cannot be had. */
  async test(id: number): Promise<UsabilityTest | null> {
    try {
      const response = await this.#fetchFn(`${this.#ingestPoint}/v1/web/uxt/test/${id}`, { headers: this.#headers() });
      if (response.status !== 200) {
        this.#log(`cannot fetch usability test ${id}: ${response.status}`);
        return null;
      }
      const test = parseUsabilityTest(await response.json());
      if (!test) this.#log(`usability test ${id} is not a test the widget can run`);
      return test;
    } catch (error) {
      this.#log(`cannot fetch usability test ${id}: ${String(error)}`);
      return null;
    }
  }

  /** POST /v1/web/uxt/signals/{test|task}; sent one after another, so a task's done never overtakes its begin. */
  signal(kind: 'test' | 'task', body: TestSignal | TaskSignal): Promise<void> {
    this.#queue = this.#queue.then(async () => {
      try {
        const response = await this.#fetchFn(`${this.#ingestPoint}/v1/web/uxt/signals/${kind}`, {
          method: 'POST',
          headers: { ...this.#headers(), 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          // A signal sent as the tester leaves the page still arrives.
          keepalive: true,
        });
        if (response.status !== 200) this.#log(`${kind} signal ${body.status} not stored: ${response.status}`);
      } catch (error) {
        this.#log(`${kind} signal ${body.status} not sent: ${String(error)}`);
      }
    });
    return this.#queue;
  }

  /** GET /v1/web/uxt/upload-url, then PUT the video there; true when the ingest stored it. */
  async uploadVideo(video: Blob): Promise<boolean> {
    try {
      const response = await this.#fetchFn(`${this.#ingestPoint}/v1/web/uxt/upload-url`, { headers: this.#headers() });
      const url = response.status === 200 ? ((await response.json()) as { url?: unknown }).url : undefined;
      if (typeof url !== 'string') {
        this.#log(`cannot get an upload URL: ${response.status}`);
        return false;
      }
      const put = await this.#fetchFn(url, { method: 'PUT', headers: { 'Content-Type': video.type || 'video/webm' }, body: video });
      if (put.status !== 200) this.#log(`video upload failed: ${put.status}`);
      return put.status === 200;
    } catch (error) {
      this.#log(`video upload failed: ${String(error)}`);
      return false;
    }
  }
}
