// Feature flags (001 §3, §7), a chunk of its own: with each session the ingest opens (and on
// reload()), POST {ingest}/v1/web/feature-flags; persistent flags are kept in session storage and sent
// back. The start reply's `features` can turn flags off. Each flag received is a start-condition signal.
import { featureFlagsBody, flagsEnabled, flagsOf, isFlagOn, persistentFlags, type FeatureFlag } from '../../domain/recording/feature-flags';
import type { StartResponse } from '../../domain/recording/start-response';
import type { AgentModule, ModuleHooks } from './module-api';

export class FeatureFlags implements AgentModule {
  flags: FeatureFlag[] = [];
  #reply: StartResponse | null = null;
  readonly #key: string;

  constructor(private readonly hooks: ModuleHooks) {
    this.#key = `${hooks.options.storagePrefix}_persist_flags`;
    this.flags = this.#kept();
  }

  started(reply: StartResponse): void {
    this.#reply = reply;
    void this.reload().catch(() => undefined);
  }

  isEnabled(key: unknown): boolean {
    return isFlagOn(this.flags, key);
  }

  value(key: unknown): boolean | string | undefined {
    return this.flags.find((f) => f.key === key)?.value;
  }

  async reload(): Promise<void> {
    const reply = this.#reply;
    const token = this.hooks.token();
    if (!reply || !token || !flagsEnabled(reply.features)) return;
    const { userID, metadata } = this.hooks.user();
    const body = featureFlagsBody(reply, userID, metadata, document.referrer, this.#kept());
    const response = await fetch(`${this.hooks.options.ingestPoint}/v1/web/feature-flags`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (response.status === 401) return this.hooks.restart();
    if (response.status !== 200) return;
    const received = flagsOf(await response.json());
    this.flags = received;
    this.#keep(persistentFlags(this.#kept(), received));
    for (const f of received) this.hooks.signal({ type: 'feature_flag', key: f.key, value: String(f.value) });
  }

  #kept(): FeatureFlag[] {
    try {
      return flagsOf({ flags: JSON.parse(sessionStorage.getItem(this.#key) ?? '[]') });
    } catch {
      return [];
    }
  }

  #keep(flags: FeatureFlag[]): void {
    try {
      sessionStorage.setItem(this.#key, JSON.stringify(flags));
    } catch {
      // Storage refused: the flags last for this page only.
    }
  }
}
