import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { AFFILIATE_ROLE_ID } from '../../../src/server/mock-api/seed-accounts';
import { LocalStore } from '../../../src/ports/local-store';
import { PageLinks } from '../../../src/ports/page-links';
import { SupportChat } from '../../../src/ports/support-chat';
import { FakeLocalStore } from '../../fakes/fake-local-store';
import { FakeSupportChat } from '../../fakes/fake-support-chat';
import { Header } from '../../../src/ui/shell/header';
import { FakeUserSession, aUser } from '../../fakes/fake-user-session';
import { cartCalls, resetFakeCart, setFakeCart, withFakeCart } from './fake-cart';
import { renderWithServices, scrollTo } from './render-with-services';


const LINKS = ['/treat-and-chew-box', '/treat-only-box', '/chew-only-box', '/meatballs', '/about'];

function renderHeader(path = '/', session = FakeUserSession.guest()) {
  const links = { calls: 0, links: async () => (links.calls++, LINKS) };
  const chat = new FakeSupportChat();
  renderWithServices(withFakeCart(<Header />), [
    [UserSession, session],
    [PageLinks, links],
    [SupportChat, chat],
    [LocalStore, new FakeLocalStore()],
  ], path);
  return { session, links, chat };
}

beforeEach(() => {
  resetFakeCart();
  scrollTo(0);
});
afterEach(() => vi.useRealTimers());

describe('001 §2 marquee bar', () => {
  it("cycles 'Free Shipping', 'Perfect fit guaranteed', 'Fresh to your door', each repeated 11 times, one set readable", () => {
    renderHeader('/');
    const bar = screen.getByRole('region', { name: 'Announcements' });
    for (const text of ['Free Shipping', 'Perfect fit guaranteed', 'Fresh to your door']) {
      expect(within(bar).getAllByText(text)).toHaveLength(11);
      // Only one copy is exposed to assistive technology.
      expect(within(bar).getAllByRole('listitem').filter((li) => li.textContent === text)).toHaveLength(1);
    }
  });

  it("reads 'free shipping with 3+ items' on /secretshop", () => {
    renderHeader('/secretshop');
    const bar = screen.getByRole('region', { name: 'Announcements' });
    expect(within(bar).getAllByText('free shipping with 3+ items')).toHaveLength(11);
    expect(within(bar).queryByText('Free Shipping')).toBeNull();
  });
});

describe('001 §2 cart button: shown only when the cart has items, with an item-count badge', () => {
  it('is absent with an empty cart', () => {
    renderHeader();
    expect(screen.queryByRole('button', { name: /Open cart/ })).toBeNull();
  });

  it('shows the count and opens the drawer', async () => {
    setFakeCart({ itemCount: 2 });
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open cart, 2 items' });
    expect(button.textContent).toBe('2');
    await userEvent.click(button);
    expect(cartCalls.opened).toBe(1);
  });

  it('appears when the cart gains its first item', () => {
    renderHeader();
    act(() => setFakeCart({ itemCount: 1 }));
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeTruthy();
  });
});

describe('001 §2 §6 account controls', () => {
  it('signed-out users see START BOX leading to /box/start and a login icon', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'START BOX' }).getAttribute('href')).toBe('/box/start');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it("keeps the login icon's room while the session is read, and puts the icon there for a guest", () => {
    const session = FakeUserSession.loading();
    renderHeader('/', session);
    const actions = screen.getByRole('link', { name: 'START BOX' }).parentElement!;
    const reserved = actions.querySelector('[data-reserved="sign-in"]');
    expect(reserved?.className).toBe('icon-button');
    expect(reserved?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    const before = [...actions.children].indexOf(reserved!);
    act(() => session.set({ status: 'guest', user: null }));
    const icon = screen.getByRole('link', { name: 'Sign in' });
    expect([...actions.children].indexOf(icon)).toBe(before);
    expect(actions.querySelector('[data-reserved]')).toBeNull();
  });

  it('signed-in users see Dashboard and Log out, which signs out', async () => {
    const { session } = renderHeader('/', FakeUserSession.signedIn());
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'START BOX' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Affiliate' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(session.calls).toContain('signOut');
    expect(await screen.findByRole('link', { name: 'START BOX' })).toBeTruthy();
  });

  it('affiliates see /affiliate/dashboard and retailers /retailer-shop', () => {
    renderHeader('/', FakeUserSession.signedIn(aUser({ roles: [{ id: AFFILIATE_ROLE_ID, name: 'affiliate' }, { id: 'r', name: 'retailer' }] })));
    expect(screen.getByRole('link', { name: 'Affiliate' }).getAttribute('href')).toBe('/affiliate/dashboard');
    expect(screen.getByRole('link', { name: 'Retailer shop' }).getAttribute('href')).toBe('/retailer-shop');
  });
});

describe('001 §2 full-screen menu with page search', () => {
  it('lists the fixed menus and searches the page links only after more than 2 characters', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu and search' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Build Your Box' }).getAttribute('href')).toBe('/box/start');
    const search = within(menu).getByRole('combobox', { name: 'Search pages' });
    await user.type(search, 'tr');
    expect(within(menu).queryByRole('listbox', { name: 'Pages' })).toBeNull();
    await user.type(search, 'e');
    const results = await within(menu).findByRole('listbox', { name: 'Pages' });
    expect(within(results).getAllByRole('option').map((o) => o.textContent)).toEqual(['Treat and Chew Box/treat-and-chew-box', 'Treat Only Box/treat-only-box']);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu and search' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('swaps the search and menu icons every 2 s while keeping its name', () => {
    vi.useFakeTimers();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Menu and search' });
    const first = button.innerHTML;
    act(() => vi.advanceTimersByTime(2000));
    expect(button.innerHTML).not.toBe(first);
    act(() => vi.advanceTimersByTime(2000));
    expect(button.innerHTML).toBe(first);
    expect(screen.getByRole('button', { name: 'Menu and search' })).toBe(button);
  });
});

describe("001 §2 'Chat With Us'", () => {
  it('opens a chat dialog that asks a guest for the e-mail to answer to, then answers a message', async () => {
    const user = userEvent.setup();
    const { chat: support } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Chat With Us' }));
    const chat = await screen.findByRole('dialog', { name: 'Chat with us' });
    await user.type(within(chat).getByRole('textbox', { name: 'Your message' }), 'Do you ship to Canada?');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(within(chat).getByText('Which e-mail should we answer to?')).toBeTruthy();
    expect(within(chat).queryByText(/A Pawprint helper will answer/)).toBeNull();
    expect(support.sent).toEqual([]);
    await user.type(within(chat).getByRole('textbox', { name: 'Your e-mail, for our answer' }), 'jo@example.com');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(await within(chat).findByText('Do you ship to Canada?')).toBeTruthy();
    expect(within(chat).getByText('Thanks for your message! A Pawprint helper will answer by e-mail to jo@example.com within one business day.')).toBeTruthy();
    expect(support.sent).toEqual([{ email: 'jo@example.com', text: 'Do you ship to Canada?', page: '/' }]);
  });
});

describe('001 §2 §9 header scroll rules', () => {
  it('hides past 120 px down and comes back after more than 10 px up', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => scrollTo(200));
    expect(header.getAttribute('data-hidden')).toBe('true');
    act(() => scrollTo(195));
    expect(header.getAttribute('data-hidden')).toBe('true');
    act(() => scrollTo(185));
    expect(header.getAttribute('data-hidden')).toBe('false');
  });

  it('turns white after 30 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    act(() => scrollTo(31));
    expect(header.getAttribute('data-scrolled')).toBe('true');
  });
});
