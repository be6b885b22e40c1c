import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { UserSession } from '../../../src/application/session/user-session';
import { AFFILIATE_ROLE_ID } from '../../../src/server/mock-api/seed-accounts';
import { AffiliateRepository } from '../../../src/ports/affiliate-repository';
import { W9_FILE_MESSAGES } from '../../../src/domain/account/w9-file';
import { AffiliateArea } from '../../../src/ui/affiliate/affiliate-area';
import { AffiliateStatusProvider } from '../../../src/ui/affiliate/affiliate-status';
import { ActivitiesPage } from '../../../src/ui/affiliate/pages/activities-page';
import { BankPage } from '../../../src/ui/affiliate/pages/bank-page';
import { DealsPage } from '../../../src/ui/affiliate/pages/deals-page';
import { KitsPage } from '../../../src/ui/affiliate/pages/kits-page';
import { PanelPage } from '../../../src/ui/affiliate/pages/panel-page';
import { FakeAffiliateRepository } from '../../fakes/fake-affiliate-repository';
import { aUser, FakeUserSession } from '../../fakes/fake-user-session';
import { renderWithServices } from '../shell/render-with-services';

const SARAH = aUser({ first_name: 'Sarah', username: 'sarah', roles: [{ id: AFFILIATE_ROLE_ID, name: 'affiliate' }] });

function renderArea(path: string, repo: FakeAffiliateRepository, session = FakeUserSession.signedIn(SARAH)) {
  renderWithServices(<p>Elsewhere</p>, [[AffiliateRepository, repo], [UserSession, session]], path, { '/affiliate/dashboard/*': <AffiliateArea /> });
}

const tabs = () => screen.getByRole('navigation', { name: 'Affiliate area' });

describe('Affiliate header', () => {
  it('greets by first name with the current level badge, and links home and back to the panel', async () => {
    renderArea('/affiliate/dashboard/kits', new FakeAffiliateRepository());
    expect(await screen.findByText('Hi, Sarah!')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Level II badge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back to panel' }).getAttribute('href')).toBe('/affiliate/dashboard');
    expect(within(tabs()).getAllByRole('link').map((l) => l.textContent)).toEqual(['Panel', 'Activites', 'Settings', 'Deals', 'Milestones', 'Kits']);
  });

  it('shows the first level while the milestone cannot be read', async () => {
    const repo = new FakeAffiliateRepository('error');
    renderArea('/affiliate/dashboard/kits', repo);
    expect(await screen.findByRole('img', { name: 'Level 0 badge' })).toBeTruthy();
  });

  it.each([
    ['no bank account, W-9 pending', [], 'pending', true],
    ['a bank account, W-9 pending', [{ id: 'b', bank_name: 'B', account_number: '1234', routing_number: '111000025' }], 'pending', false],
    ['a bank account, W-9 verified', [{ id: 'b', bank_name: 'B', account_number: '1234', routing_number: '111000025' }], 'verified', false],
    ['a bank account, W-9 rejected', [{ id: 'b', bank_name: 'B', account_number: '1234', routing_number: '111000025' }], 'rejected', true],
  ])('Settings red dot with %s', async (_, bank, verify, dot) => {
    const repo = new FakeAffiliateRepository();
    repo.bank = bank;
    repo.w9 = { id: 'f', type: 'w9form', verify };
    renderArea('/affiliate/dashboard/kits', repo);
    await screen.findByRole('img', { name: 'Level II badge' });
    await screen.findByText('Hi, Sarah!');
    const settings = within(tabs()).getByRole('link', { name: /Settings/ });
    if (dot) expect(await within(settings).findByRole('img', { name: 'needs your attention' })).toBeTruthy();
    else expect(within(settings).queryByRole('img', { name: 'needs your attention' })).toBeNull();
  });
});

describe('Milestone Rewards', () => {
  it('lists the 11 levels with badge, numeral, threshold and reward, the current one highlighted', async () => {
    renderArea('/affiliate/dashboard/milestones', new FakeAffiliateRepository());
    expect(await screen.findByRole('heading', { level: 1, name: 'Milestone Rewards' })).toBeTruthy();
    const list = screen.getAllByRole('listitem').filter((li) => li.classList.contains('milestone'));
    expect(list).toHaveLength(11);
    await screen.findByText('Your level');
    const current = list.find((li) => li.getAttribute('aria-current') === 'step')!;
    expect(current.textContent).toContain('II Silver');
    expect(current.textContent).toContain('$200.00 earned');
    expect(current.textContent).toContain('Feed Pawprint Workshop ($69 value)');
    expect(current.textContent).not.toContain('{product}');
    await waitFor(() => expect(document.title).toBe('Milestone Rewards · Pawprint'));
  });

  it('opens a login dialog for a visitor', async () => {
    renderArea('/affiliate/dashboard/milestones', new FakeAffiliateRepository(), FakeUserSession.guest());
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to see your level' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2Faffiliate%2Fdashboard%2Fmilestones');
    expect(screen.getAllByText(/earned$/)).toHaveLength(11);
  });
});

interface PageCase { Page: ComponentType; title: string; what: string; filled: string | RegExp; empty: string | RegExp }

const PAGES: PageCase[] = [
  { Page: PanelPage, title: 'Affiliate Panel', what: 'your affiliate panel', filled: /10%/, empty: /No contract yet/ },
  { Page: ActivitiesPage, title: 'Activites', what: 'your latest activity', filled: 'Commission on order #0', empty: /No activity yet/ },
  { Page: BankPage, title: 'Settings / Bank Account', what: 'your payout settings', filled: /Waiting for review/, empty: /We need a signed W-9 form/ },
  { Page: DealsPage, title: 'Deals', what: 'the deals', filled: 'Deal number 0', empty: /No deals right now/ },
];

const renderPage = (Page: ComponentType, repo: FakeAffiliateRepository) =>
  renderWithServices(<AffiliateStatusProvider><Page /></AffiliateStatusProvider>, [[AffiliateRepository, repo], [UserSession, FakeUserSession.signedIn(SARAH)]], '/affiliate/dashboard');

describe.each(PAGES)('$title page', ({ Page, title, what, filled, empty }) => {
  it('loading, then filled, with its title', async () => {
    renderPage(Page, new FakeAffiliateRepository('loading'));
    expect(screen.getByText(`Loading ${what}`)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} · Pawprint`));
  });
  it('filled', async () => {
    renderPage(Page, new FakeAffiliateRepository());
    expect((await screen.findAllByText(filled)).length).toBeGreaterThan(0);
  });
  it('empty', async () => {
    renderPage(Page, new FakeAffiliateRepository('empty'));
    expect((await screen.findAllByText(empty)).length).toBeGreaterThan(0);
  });
  it('error with a way to try again', async () => {
    const repo = new FakeAffiliateRepository('error');
    renderPage(Page, repo);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).join(' ')).toContain('Service unavailable');
    repo.mode = 'filled';
    for (const alert of alerts) await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText(filled)).length).toBeGreaterThan(0);
  });
});

describe('Affiliate actions', () => {
  it('marks a notification as seen', async () => {
    const repo = new FakeAffiliateRepository();
    renderPage(ActivitiesPage, repo);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as seen' }));
    expect(await screen.findByText('Commission on order #0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as seen' })).toBeNull();
    expect(repo.calls).toEqual(['seen:n1']);
  });

  it('pages through the deals with their count', async () => {
    renderPage(DealsPage, new FakeAffiliateRepository());
    expect(await screen.findByText('8 deals')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Deal number 6')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('checks the routing number, keeps what was typed on a failure, and adds the bank account', async () => {
    const repo = new FakeAffiliateRepository();
    renderPage(BankPage, repo);
    await userEvent.type(await screen.findByLabelText(/Account holder/), 'Sarah Lopez');
    await userEvent.type(screen.getByLabelText(/Bank name/), 'Hill Country Bank');
    await userEvent.type(screen.getByLabelText(/Routing number/), '123456789');
    await userEvent.type(screen.getByLabelText(/^Account number/), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(screen.getByText('Routing number is not valid')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Routing number/));
    await userEvent.type(screen.getByLabelText(/Routing number/), '111000025');
    repo.failActions = 'Bank service is down';
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bank service is down');
    expect((screen.getByLabelText(/Bank name/) as HTMLInputElement).value).toBe('Hill Country Bank');
    repo.failActions = null;
    await userEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    expect(await screen.findByText('Your bank account is saved.')).toBeTruthy();
    expect(repo.calls).toEqual(['addBank:111000025', 'addBank:111000025']);
  });

  it('W-9: a text file is refused with what is wrong; the PDF itself is uploaded, its bytes and kind with its name', async () => {
    const repo = new FakeAffiliateRepository();
    repo.w9 = null;
    renderPage(BankPage, repo);
    const input = await screen.findByLabelText('Upload your W-9');
    await userEvent.upload(input, new File(['my tax id is 12-3456789'], 'w9.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Upload W-9' }));
    expect((await screen.findByRole('alert')).textContent).toBe(W9_FILE_MESSAGES.kind);
    expect(repo.calls).toEqual([]);
    const pdf = '%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF';
    await userEvent.upload(input, new File([pdf], 'w9 signed.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload W-9' }));
    expect(await screen.findByText('Your W-9 is uploaded and waits for review.')).toBeTruthy();
    expect(repo.calls).toEqual([`w9:w9 signed.pdf:application/pdf:${btoa(pdf).length}`]);
  });

  it('copies the referral link', async () => {
    const user = userEvent.setup();
    renderPage(KitsPage, new FakeAffiliateRepository());
    const link = screen.getByRole('textbox', { name: 'Your referral link' }) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?aff=sarah`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Copied!/)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.value);
    expect(screen.getAllByRole('link', { name: /Download/ })).toHaveLength(3);
  });
});

describe('Activites: Show more', () => {
  it('keeps the shown activity while the longer list loads, then shows it', async () => {
    renderPage(ActivitiesPage, new FakeAffiliateRepository());
    await screen.findByText('Commission on order #9');
    expect(screen.queryByText('Commission on order #10')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Commission on order #0')).toBeTruthy();
    expect(await screen.findByText('Commission on order #11')).toBeTruthy();
  });

  it('says so when the longer list fails, keeping what was shown', async () => {
    const repo = new FakeAffiliateRepository();
    renderPage(ActivitiesPage, repo);
    await screen.findByText('Commission on order #9');
    repo.mode = 'error';
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain("We couldn't load more. Please try again.");
    expect(screen.getByText('Commission on order #9')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
