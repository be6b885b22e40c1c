import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { AFFILIATE_ROLE_ID } from '../../../src/server/mock-api/seed-accounts';
import { PageLinks } from '../../../src/ports/page-links';
import { Header } from '../../../src/ui/shell/header';
import { SITE_LINKS } from '../../../src/server/mock-api/site-links';
import { FakeUserSession, aUser, RETAILER_ROLE } from '../../fakes/fake-user-session';
import { resetFakeCart, withFakeCart } from './fake-cart';
import { currentLocation, renderWithServices, scrollTo } from './render-with-services';


function renderHeader(session = FakeUserSession.guest(), links: readonly string[] = SITE_LINKS) {
  renderWithServices(withFakeCart(<Header />), [
    [UserSession, session],
    [PageLinks, { links: async () => [...links] }],
  ], '/');
}

async function openSearch() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Menu and search' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  const search = within(menu).getByRole('combobox', { name: 'Search pages' });
  return { user, menu, search };
}

const optionTitles = () => within(screen.getByRole('listbox', { name: 'Pages' })).getAllByRole('option').map((o) => o.querySelector('.page-search__title')?.textContent);
const optionPaths = () => within(screen.getByRole('listbox', { name: 'Pages' })).getAllByRole('option').map((o) => o.querySelector('.page-search__path')?.textContent);

beforeEach(() => {
  resetFakeCart();
  scrollTo(0);
});
afterEach(() => vi.useRealTimers());

describe('page search as a combobox (001 §2 §5 §9)', () => {
  it('starts only after more than 2 characters, case-insensitively, with titles and paths', async () => {
    renderHeader();
    const { user, search } = await openSearch();
    expect(document.activeElement).toBe(search);
    await user.type(search, 'CH');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { name: 'Pages' })).toBeNull();
    expect(screen.getByText('', { selector: '.page-search__status' })).toBeTruthy();
    await user.type(search, 'E');
    expect(search.getAttribute('aria-expanded')).toBe('true');
    expect(optionTitles()).toContain('Chew Only Box');
    expect(optionPaths()).toContain('/chew-only-box');
    expect(optionTitles()).toContain('Treat and Chew Box');
    // The count line sits under the list and says how many were found.
    const status = screen.getByText(/pages? found$/);
    expect(status.textContent).toBe(`${optionTitles().length} pages found`);
    expect(search.getAttribute('aria-describedby')).toBe(status.id);
  });

  it('never offers pages a guest cannot use: /checkout, /dashboard/*, the affiliate area, the retailer shop', async () => {
    renderHeader();
    const { user, search } = await openSearch();
    for (const query of ['checkout', 'dashboard', 'retailer', 'affiliate', 'Billing', 'Orders']) {
      await user.clear(search);
      await user.type(search, query);
      const paths = screen.queryByRole('listbox', { name: 'Pages' }) ? optionPaths() : [];
      for (const path of paths) expect(path).not.toMatch(/^\/(checkout|dashboard|affiliate\/dashboard|retailer-shop)/);
    }
    await user.clear(search);
    await user.type(search, 'affiliate');
    expect(optionPaths()).toEqual(['/affiliate']);
  });

  it('offers a signed-in customer the dashboard pages, but not the affiliate area, the retailer shop or sign-in', async () => {
    renderHeader(FakeUserSession.signedIn(aUser()));
    const { user, search } = await openSearch();
    await user.type(search, 'dashboard');
    expect(optionPaths()).toContain('/dashboard/billing');
    expect(optionPaths().some((p) => p?.startsWith('/affiliate/dashboard'))).toBe(false);
    await user.clear(search);
    await user.type(search, 'sign in');
    expect(screen.queryByRole('listbox', { name: 'Pages' })).toBeNull();
    expect(screen.getByText('No pages found')).toBeTruthy();
  });

  it('offers affiliates their area and retailers their shop', async () => {
    renderHeader(FakeUserSession.signedIn(aUser({ roles: [{ id: AFFILIATE_ROLE_ID, name: 'affiliate' }] })));
    let { user, search } = await openSearch();
    await user.type(search, 'milestone');
    expect(optionTitles()).toEqual(['Milestone Rewards (Affiliate)']);
    await user.keyboard('{Escape}{Escape}');
    document.body.innerHTML = '';
    renderHeader(FakeUserSession.signedIn(aUser({ roles: [RETAILER_ROLE] })));
    ({ user, search } = await openSearch());
    await user.type(search, 'retailer');
    expect([...optionPaths()].sort()).toEqual(['/retailer-shop', '/retailers']);
  });

  it('Arrow keys move through the suggestions (wrapping) and Enter opens the active one, closing the menu', async () => {
    renderHeader();
    const { user, search } = await openSearch();
    await user.type(search, 'fight');
    const options = within(screen.getByRole('listbox', { name: 'Pages' })).getAllByRole('option');
    expect(options.length).toBe(4);
    await user.keyboard('{Enter}');
    expect(currentLocation().pathname).toBe('/');
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[3].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(document.activeElement).toBe(search);
    const chosen = options[1].querySelector('.page-search__path')!.textContent;
    await user.keyboard('{Enter}');
    expect(currentLocation().pathname).toBe(chosen);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('a click on a suggestion opens it', async () => {
    renderHeader();
    const { user, search } = await openSearch();
    await user.type(search, 'tapeless');
    await user.click(screen.getByRole('option', { name: /Tapeless/ }));
    expect(currentLocation().pathname).toBe('/tapeless');
  });

  it('Escape clears the search first, then closes the menu', async () => {
    renderHeader();
    const { user, search } = await openSearch();
    await user.type(search, 'about');
    await user.keyboard('{Escape}');
    expect((search as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('the list is at most about 10rem high and scrolls (001 §2)', async () => {
    const css = (await import('node:fs')).readFileSync(`${process.cwd()}/src/ui/shell/page-search.css`, 'utf8');
    const rule = css.match(/\.page-search__results \{[^}]*\}/)![0];
    expect(rule).toContain('max-height: 10rem');
    expect(rule).toContain('overflow-y: auto');
  });

  it('with the icon swap running (fake timers), typing below the threshold shows nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHeader();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Menu and search' }));
    const search = await screen.findByRole('combobox', { name: 'Search pages' });
    await user.type(search, 'bo');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('listbox', { name: 'Pages' })).toBeNull();
    await user.type(search, 'x');
    expect(optionPaths()).toEqual(expect.arrayContaining(['/box', '/box/start', '/mini-box']));
    expect(screen.getByText(`${optionPaths().length} pages found`)).toBeTruthy();
  });
});

describe('the menu on a phone carries the account links the header has no room for (001 §6)', () => {
  it('a retailer finds the dashboard and the retailer shop in the menu; a guest finds neither', async () => {
    renderHeader(FakeUserSession.signedIn(aUser({ roles: [RETAILER_ROLE] })));
    const { menu } = await openSearch();
    const group = within(menu).getByRole('heading', { name: 'Your account' }).closest('section')!;
    expect(within(group).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/dashboard', '/retailer-shop']);
    document.body.innerHTML = '';
    renderHeader();
    const { menu: guestMenu } = await openSearch();
    expect(within(guestMenu).queryByRole('heading', { name: 'Your account' })).toBeNull();
  });
});
