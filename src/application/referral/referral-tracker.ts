import { serviceToken } from '../../ports/service-token';
import {
  DEFAULT_DEAL_TYPE,
  isAffiliate,
  isDealType,
  referralRedirect,
  shouldDropReferral,
  type DynamicData,
} from '../../domain';
import type { CatalogRepository } from '../../ports/catalog-repository';
import type { LocalStore } from '../../ports/local-store';
import type { Navigation } from '../../ports/navigation';
import type { UserSession, UserSessionState } from '../session/user-session';

export interface ReferralState {
  /** The stored referrer code and which parameter it came as; null without a referrer. */
  code: string | null;
  kind: 'ref' | 'aff' | null;
  /** The referrer's display name (first name, else username); null until resolved or when unknown. */
  name: string | null;
}

export interface ReferralTrackerPorts {
  catalog: CatalogRepository;
  localStore: LocalStore;
  navigation: Navigation;
  userSession: UserSession;
}

type Resolved = { isAffiliate: boolean; name: string | null } | null;

/**
 * 000 §2, §4: ?ref= and ?aff= on any page. The code is resolved through getDynamicData, the address is
 * rewritten (replace) to the parameter the referrer's role calls for, the code is stored, and stored codes
 * are dropped once the known user already has a ref, has checked out, or is not new.
 */
export class ReferralTracker {
  private state: ReferralState;
  private listeners = new Set<(state: ReferralState) => void>();
  private resolved = new Map<string, Promise<Resolved>>();
  private stopUser: (() => void) | null = null;
  private stopStore: (() => void) | null = null;

  constructor(private readonly ports: ReferralTrackerPorts) {
    this.state = this.fromStore(null);
  }

  /** Follows the user session (drop rule) and the stored codes (other tabs); resolves a stored code's name. */
  start(): () => void {
    if (!this.stopUser) {
      this.stopUser = this.ports.userSession.subscribe((s) => this.applyDropRule(s));
      this.stopStore = this.ports.localStore.subscribe((key) => {
        if (key === 'ref' || key === 'aff') this.syncFromStore();
      });
      this.applyDropRule(this.ports.userSession.getSnapshot());
      void this.resolveStoredName();
    }
    return () => {
      this.stopUser?.();
      this.stopStore?.();
      this.stopUser = this.stopStore = null;
    };
  }

  getSnapshot(): ReferralState {
    return this.state;
  }

  subscribe(listener: (state: ReferralState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads ?ref=, ?aff= and ?deal= of the page just opened. */
  async handleLocation(location: { pathname: string; search: string }): Promise<void> {
    const params = new URLSearchParams(location.search);
    this.storeDeal(params);
    const ref = params.get('ref')?.trim() || undefined;
    const aff = params.get('aff')?.trim() || undefined;
    const code = ref ?? aff;
    if (!code) return;

    const referrer = await this.resolve(code);
    // Spec silent on an unknown code: nothing is stored and the address is left alone.
    if (!referrer) return;

    const redirect = referralRedirect({ ref, aff }, referrer.isAffiliate);
    if (redirect) {
      params.delete('ref');
      params.delete('aff');
      if (redirect.ref) params.set('ref', redirect.ref);
      if (redirect.aff) params.set('aff', redirect.aff);
      this.ports.navigation.go(`${location.pathname}?${params.toString()}`, { replace: true });
    }
    const kind: 'ref' | 'aff' = redirect ? (redirect.aff ? 'aff' : 'ref') : ref ? 'ref' : 'aff';
    this.store(kind, code, referrer.name);
  }

  private store(kind: 'ref' | 'aff', code: string, name: string | null): void {
    const user = this.ports.userSession.getSnapshot();
    if (user.status === 'signedIn' && shouldDropReferral(user.user)) return;
    const { localStore } = this.ports;
    // One referrer at a time: the other parameter's code is forgotten.
    localStore.remove(kind === 'ref' ? 'aff' : 'ref');
    localStore.set(kind, code);
    this.set({ code, kind, name });
  }

  private storeDeal(params: URLSearchParams): void {
    if (!params.has('deal')) return;
    const deal = params.get('deal');
    // 000 §3 §9: the deal type defaults to free_treat.
    const next = isDealType(deal) ? deal : DEFAULT_DEAL_TYPE;
    // Another deal: the promotion id found for the old one no longer applies.
    if (this.ports.localStore.get('deal') !== next) this.ports.localStore.remove('dealId');
    this.ports.localStore.set('deal', next);
  }

  private applyDropRule(session: UserSessionState): void {
    if (session.status !== 'signedIn' || !shouldDropReferral(session.user)) return;
    if (!this.state.code && !this.ports.localStore.get('ref') && !this.ports.localStore.get('aff')) return;
    this.ports.localStore.remove('ref');
    this.ports.localStore.remove('aff');
    this.set({ code: null, kind: null, name: null });
  }

  private resolve(code: string): Promise<Resolved> {
    let pending = this.resolved.get(code);
    if (!pending) {
      pending = this.ports.catalog.dynamicData(code).then(toReferrer, () => null);
      this.resolved.set(code, pending);
    }
    return pending;
  }

  private async resolveStoredName(): Promise<void> {
    const { code } = this.state;
    if (!code || this.state.name) return;
    const referrer = await this.resolve(code);
    if (referrer && this.state.code === code) this.set({ ...this.state, name: referrer.name });
  }

  private syncFromStore(): void {
    const next = this.fromStore(this.state);
    if (next.code !== this.state.code || next.kind !== this.state.kind) {
      this.set(next);
      void this.resolveStoredName();
    }
  }

  private fromStore(previous: ReferralState | null): ReferralState {
    const ref = this.ports.localStore.get('ref');
    const aff = this.ports.localStore.get('aff');
    const code = ref ?? aff;
    const kind = ref ? 'ref' : aff ? 'aff' : null;
    const name = previous && previous.code === code ? previous.name : null;
    return { code, kind, name };
  }

  private set(next: ReferralState): void {
    this.state = next;
    for (const listener of [...this.listeners]) listener(next);
  }
}

function toReferrer(data: DynamicData | null): Resolved {
  if (!data || !data.data) return null;
  const { first_name, username, roles } = data.data;
  return { isAffiliate: isAffiliate(roles), name: first_name?.trim() || username?.trim() || null };
}

export const ReferralTrackerToken = serviceToken<ReferralTracker>('ReferralTracker');
