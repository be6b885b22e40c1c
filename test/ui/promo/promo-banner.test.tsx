import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ReferralTracker, ReferralTrackerToken } from '../../../src/application/referral/referral-tracker';
import type { DynamicData } from '../../../src/domain';
import { PromoBanner } from '../../../src/ui/promo/promo-banner';
import { FakeCatalogRepository } from '../../fakes/fake-catalog-repository';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeNavigation } from '../../fakes/fake-navigation';
import { FakeUserSession } from '../../fakes/fake-user-session';
import { resetFakeCart, setFakeCart, withFakeCart } from '../shell/fake-cart';
import { renderWithServices, scrollTo } from '../shell/render-with-services';


class NamedReferrers extends FakeCatalogRepository {
  override async dynamicData(code: string): Promise<DynamicData | null> {
    if (code === 'sarah') return { type: 'USER', data: { first_name: 'sarah', username: 'sarah', roles: [] } };
    if (code === 'anon') return { type: 'USER', data: { first_name: null, username: null, roles: [] } };
    return null;
  }
}

async function renderBanner(stored: Record<string, string>, path = '/') {
  const localStore = new FakeLocalStore(stored);
  const tracker = new ReferralTracker({
    catalog: new NamedReferrers(),
    localStore,
    navigation: new FakeNavigation(),
    userSession: FakeUserSession.guest(),
  });
  tracker.start();
  renderWithServices(withFakeCart(<PromoBanner pathname={path} />), [[ReferralTrackerToken, tracker]], path);
  return { localStore, tracker };
}

const offer = () => screen.queryByRole('complementary', { name: 'Special Offer' });

beforeEach(() => {
  resetFakeCart();
  scrollTo(0);
});

describe('000 §2 promo banner texts', () => {
  it("reads 'Special Offer', 'Get free treats', 'with {referrer name capitalised}' and claims at /box/start", async () => {
    await renderBanner({ ref: 'sarah' });
    expect(await screen.findByText('with Sarah')).toBeTruthy();
    expect(screen.getByText('Special Offer')).toBeTruthy();
    expect(screen.getByText('Get free treats')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CLAIM NOW >' }).getAttribute('href')).toBe('/box/start');
    expect(screen.getByRole('img', { name: 'Free meatballs' }).getAttribute('src')).toBe('/images/free-meatballs.svg');
  });

  it("falls back to 'with a multi-month subscription!' without a name", async () => {
    await renderBanner({ aff: 'anon' });
    expect(await screen.findByText('with a multi-month subscription!')).toBeTruthy();
  });
});

describe('000 §2 shown only when a referrer value exists; hidden while the cart is loading', () => {
  it('is absent without a stored ref or aff', async () => {
    await renderBanner({});
    expect(offer()).toBeNull();
  });

  it('hides while the cart loads and shows once it has loaded', async () => {
    setFakeCart({ loading: true });
    await renderBanner({ ref: 'sarah' });
    expect(offer()).toBeNull();
    act(() => setFakeCart({ loading: false }));
    expect(offer()).not.toBeNull();
  });

  it('appears when another tab stores a referrer', async () => {
    const { localStore } = await renderBanner({});
    act(() => localStore.changeFromAnotherTab('ref', 'sarah'));
    expect(offer()).not.toBeNull();
  });
});

describe('000 §2 §4 collapse rules', () => {
  it('starts expanded and collapses once the visitor scrolls more than 300 px', async () => {
    await renderBanner({ ref: 'sarah' });
    expect(screen.getByRole('button', { name: 'Collapse offer' }).textContent).toBe('×');
    act(() => scrollTo(300));
    expect(screen.getByRole('button', { name: 'Collapse offer' })).toBeTruthy();
    act(() => scrollTo(301));
    expect(screen.getByRole('button', { name: 'Expand offer' }).textContent).toBe('+');
  });

  it('stops collapsing automatically once toggled by hand', async () => {
    const user = userEvent.setup();
    await renderBanner({ ref: 'sarah' });
    await user.click(screen.getByRole('button', { name: 'Collapse offer' }));
    await user.click(screen.getByRole('button', { name: 'Expand offer' }));
    act(() => scrollTo(800));
    expect(screen.getByRole('button', { name: 'Collapse offer' })).toBeTruthy();
  });

  it('starts collapsed and locked on /box/start', async () => {
    await renderBanner({ ref: 'sarah' }, '/box/start');
    expect(screen.getByRole('button', { name: 'Expand offer' }).textContent).toBe('+');
    act(() => scrollTo(0));
    act(() => scrollTo(10));
    expect(screen.getByRole('button', { name: 'Expand offer' })).toBeTruthy();
  });

  it('the toggle shows a plus when collapsed and a cross when open', async () => {
    const user = userEvent.setup();
    await renderBanner({ ref: 'sarah' }, '/box/start');
    await user.click(screen.getByRole('button', { name: 'Expand offer' }));
    const toggle = screen.getByRole('button', { name: 'Collapse offer' });
    expect(toggle.textContent).toBe('×');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('000 §4 promo banner collapse state', () => {
  it('survives the cart loading again (the banner hides meanwhile, and comes back as the shopper left it)', async () => {
    await renderBanner({ ref: 'sarah' });
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse offer' }));
    act(() => setFakeCart({ loading: true }));
    expect(offer()).toBeNull();
    act(() => setFakeCart({ loading: false }));
    expect(screen.getByRole('button', { name: 'Expand offer' }).getAttribute('aria-expanded')).toBe('false');
  });
});
