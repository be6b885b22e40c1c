import { describe, expect, it } from 'vitest';
import { ReferralTracker } from '../../../src/application/referral/referral-tracker';
import type { DynamicData } from '../../../src/domain';
import { AFFILIATE_ROLE_ID } from '../../../src/server/mock-api/seed-accounts';
import { FakeCatalogRepository } from '../../fakes/fake-catalog-repository';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakeUserSession, aUser } from '../../fakes/fake-user-session';

const referrers: Record<string, DynamicData> = {
  sarah: { type: 'USER', data: { username: 'sarah', first_name: 'sarah', roles: [{ id: AFFILIATE_ROLE_ID, name: 'affiliate' }] } },
  dana: { type: 'USER', data: { username: 'dana', first_name: null, roles: [{ id: 'role-customer', name: 'customer' }] } },
};

class ReferralCatalog extends FakeCatalogRepository {
  readonly resolved: string[] = [];
  override async dynamicData(code: string): Promise<DynamicData | null> {
    this.resolved.push(code);
    return referrers[code] ?? null;
  }
}

function setup(search: string, userSession = FakeUserSession.guest(), stored: Record<string, string> = {}) {
  const catalog = new ReferralCatalog();
  const localStore = new FakeLocalStore(stored);
  const navigation = new FakeNavigation({ pathname: '/box', search });
  const tracker = new ReferralTracker({ catalog, localStore, navigation, userSession });
  tracker.start();
  return { catalog, localStore, navigation, tracker, userSession, location: { pathname: '/box', search } };
}

describe('000 §2 a page opened with ?ref= is rewritten to ?aff= when the referrer is an affiliate', () => {
  it('replaces (not pushes) ?ref=sarah with ?aff=sarah, keeping the other parameters, and stores aff', async () => {
    const { tracker, navigation, localStore, location } = setup('?utm=x&ref=sarah');
    await tracker.handleLocation(location);
    expect(navigation.visits).toEqual([{ path: '/box?utm=x&aff=sarah', replace: true }]);
    expect(localStore.get('aff')).toBe('sarah');
    expect(localStore.get('ref')).toBeNull();
    expect(tracker.getSnapshot()).toEqual({ code: 'sarah', kind: 'aff', name: 'sarah' });
  });

  it('resolves a code once when the rewritten address is handled again', async () => {
    const { tracker, navigation, catalog, location } = setup('?ref=sarah');
    await tracker.handleLocation(location);
    await tracker.handleLocation(navigation.location());
    expect(catalog.resolved).toEqual(['sarah']);
    expect(navigation.visits).toHaveLength(1);
  });
});

describe('000 §2 … and the reverse otherwise', () => {
  it('rewrites ?aff= of a non-affiliate to ?ref= and stores ref with the username as the name', async () => {
    const { tracker, navigation, localStore, location } = setup('?aff=dana');
    await tracker.handleLocation(location);
    expect(navigation.visits).toEqual([{ path: '/box?ref=dana', replace: true }]);
    expect(localStore.get('ref')).toBe('dana');
    expect(tracker.getSnapshot().name).toBe('dana');
  });

  it('leaves a ?ref= of a non-affiliate in place', async () => {
    const { tracker, navigation, localStore, location } = setup('?ref=dana');
    await tracker.handleLocation(location);
    expect(navigation.visits).toEqual([]);
    expect(localStore.get('ref')).toBe('dana');
  });
});

describe('unknown codes', () => {
  it('stores nothing and leaves the address alone', async () => {
    const { tracker, navigation, localStore, location } = setup('?ref=nobody');
    await tracker.handleLocation(location);
    expect(navigation.visits).toEqual([]);
    expect(localStore.get('ref')).toBeNull();
    expect(tracker.getSnapshot().code).toBeNull();
  });
});

describe('000 §4 referral codes are dropped once the user already has a ref, has completed checkout, or is not new', () => {
  it.each([
    ['already has a ref', { ref: 'someone', new_user: true }],
    ['has completed checkout', { checkoutDone: true, new_user: true }],
    ['is not new', { new_user: false }],
  ])('drops the stored code when the user %s', (_rule, fields) => {
    const userSession = FakeUserSession.guest();
    const { localStore, tracker } = setup('', userSession, { ref: 'dana' });
    expect(tracker.getSnapshot().code).toBe('dana');
    userSession.set({ status: 'signedIn', user: aUser(fields) });
    expect(localStore.get('ref')).toBeNull();
    expect(tracker.getSnapshot().code).toBeNull();
  });

  it('keeps the code for a new user without a ref or checkout', () => {
    const userSession = FakeUserSession.guest();
    const { localStore } = setup('', userSession, { aff: 'sarah' });
    userSession.set({ status: 'signedIn', user: aUser({ new_user: true, checkoutDone: false, ref: null }) });
    expect(localStore.get('aff')).toBe('sarah');
  });

  it('does not store a new code for a signed-in user the rules drop', async () => {
    const { tracker, localStore, location } = setup('?ref=dana', FakeUserSession.signedIn(aUser({ new_user: false })));
    await tracker.handleLocation(location);
    expect(localStore.get('ref')).toBeNull();
  });
});

describe('stored referrer name', () => {
  it('resolves the display name of a code stored on an earlier visit', async () => {
    const { tracker, catalog } = setup('', FakeUserSession.guest(), { aff: 'sarah' });
    await Promise.resolve();
    await Promise.resolve();
    expect(catalog.resolved).toEqual(['sarah']);
    expect(tracker.getSnapshot()).toEqual({ code: 'sarah', kind: 'aff', name: 'sarah' });
  });
});

describe('000 §3 deals', () => {
  it('stores ?deal=free_membership', async () => {
    const { tracker, localStore } = setup('');
    await tracker.handleLocation({ pathname: '/', search: '?deal=free_membership' });
    expect(localStore.get('deal')).toBe('free_membership');
  });

  it('stores the default free_treat for an unknown deal', async () => {
    const { tracker, localStore } = setup('');
    await tracker.handleLocation({ pathname: '/', search: '?deal=mystery' });
    expect(localStore.get('deal')).toBe('free_treat');
  });
});
