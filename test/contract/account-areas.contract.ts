import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coinAmountProblem } from '../../src/domain/account/coin-amounts';
import { W9_FILE_MESSAGES } from '../../src/domain/account/w9-file';
import type { AffiliateRepository, W9Upload } from '../../src/ports/affiliate-repository';
import type { CustomerAccountRepository } from '../../src/ports/customer-account-repository';

/** The account areas' repositories of one browser, and how that browser signs in as the area's owner. */
export interface AccountAreaPorts {
  customerAccount: CustomerAccountRepository;
  affiliate: AffiliateRepository;
  /** Signs in the seeded customer (who has subscriptions, dogs, cards, invoices and reviews) or the seeded affiliate. */
  signIn(who: 'customer' | 'affiliate'): Promise<void>;
  dispose(): Promise<void>;
}

/** The first bytes of a PDF: what a signed W-9 starts with. */
const PDF = btoa('%PDF-1.7\n% a signed form\n');
const NOT_A_FORM = btoa('GIF89a, a picture of a dog');

/** What the customer dashboard's pages rely on: reads that page, and actions whose effect the next read shows. */
export function customerAccountContract(name: string, make: () => Promise<AccountAreaPorts>): void {
  describe(`CustomerAccountRepository: ${name}`, () => {
    let ports: AccountAreaPorts;
    let account: CustomerAccountRepository;
    beforeEach(async () => {
      ports = await make();
      account = ports.customerAccount;
      await ports.signIn('customer');
    });
    afterEach(async () => { await ports.dispose(); });

    it('a profile change is answered with the changed profile, and the next read shows it', async () => {
      const before = await account.profile();
      const changed = await account.updateProfile({ first_name: 'Dorothea' });
      expect(changed).toMatchObject({ id: before.id, email: before.email, first_name: 'Dorothea' });
      expect((await account.profile()).first_name).toBe('Dorothea');
      await account.updateProfile({ first_name: before.first_name ?? '' });
    });

    it('pauses a subscription until a future day and resumes it; a day already past is refused with the server\'s words', async () => {
      const [subscription] = await account.subscriptions();
      expect(subscription).toBeDefined();
      await expect(account.pauseSubscription(subscription.id, '2001-01-01')).rejects.toThrow('Please choose a future date');
      const paused = await account.pauseSubscription(subscription.id, new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
      expect(paused).toMatchObject({ id: subscription.id, status: 'paused' });
      expect(paused.pause_collection?.resumes_at).toEqual(expect.any(Number));
      expect((await account.subscriptions()).find((s) => s.id === subscription.id)?.status).toBe('paused');
      expect(await account.resumeSubscription(subscription.id)).toMatchObject({ id: subscription.id, status: 'active', pause_collection: null });
      expect((await account.subscriptions()).find((s) => s.id === subscription.id)?.status).toBe('active');
    });

    it('invoices come newest first in pages after a cursor, and say whether more follow', async () => {
      const first = await account.invoices(10, null);
      expect(first.invoices).toHaveLength(10);
      expect(first.hasMore).toBe(true);
      const second = await account.invoices(10, first.invoices[9].id);
      const ids = [...first.invoices, ...second.invoices].map((i) => i.id);
      expect(new Set(ids).size).toBe(ids.length);
      const created = [...first.invoices, ...second.invoices].map((i) => Number(i.created));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      let page = second;
      while (page.hasMore) page = await account.invoices(10, page.invoices[page.invoices.length - 1].id);
      expect(page.invoices.length).toBeLessThanOrEqual(10);
    });

    it('the customer\'s reviews page by limit and offset, with the count of all of them', async () => {
      const { count } = await account.userReviews(100, 0);
      expect(count).toBeGreaterThan(2);
      const first = await account.userReviews(2, 0);
      const second = await account.userReviews(2, 2);
      expect(first.count).toBe(count);
      expect([...first.reviews, ...second.reviews].map((r) => r.id)).toEqual((await account.userReviews(4, 0)).reviews.map((r) => r.id));
    });

    it('moves pending coins into the wallet, and refuses more than is pending with the dashboard\'s own words', async () => {
      const wallet = (await account.profile()).wallet!;
      const pending = wallet.pending_coins ?? 0;
      expect(pending).toBeGreaterThan(0);
      await expect(account.transferCoins(pending + 1)).rejects.toThrow(coinAmountProblem('transfer', pending + 1, pending)!);
      const moved = await account.transferCoins(1);
      expect(moved).toMatchObject({ coins: wallet.coins + 1, pending_coins: pending - 1 });
      expect((await account.profile()).wallet).toMatchObject({ coins: wallet.coins + 1, pending_coins: pending - 1 });
      await expect(account.withdrawCoins(moved.coins + 1)).rejects.toThrow(coinAmountProblem('withdraw', moved.coins + 1, moved.coins)!);
    });

    it('makes another saved card the default: exactly one card is', async () => {
      const sources = await account.paymentSources();
      expect(sources.length).toBeGreaterThan(1);
      const other = sources.find((s) => !s.default)!;
      const before = sources.find((s) => s.default);
      await account.setDefaultPaymentSource(other.id);
      const after = await account.paymentSources();
      expect(after.filter((s) => s.default).map((s) => s.id)).toEqual([other.id]);
      if (before) await account.setDefaultPaymentSource(before.id);
    });

    it('a dog\'s change is answered and kept', async () => {
      const [dog] = await account.dogs();
      const changed = await account.updateDog(dog.id, { location: 'Barton Springs, Austin, TX' });
      expect(changed).toMatchObject({ id: dog.id, name: dog.name, location: 'Barton Springs, Austin, TX' });
      expect((await account.dogs()).find((d) => d.id === dog.id)?.location).toBe('Barton Springs, Austin, TX');
    });

    it('a gift coupon no one issued is refused with the server\'s words', async () => {
      expect((await account.giftCoupons()).length).toBeGreaterThan(0);
      await expect(account.claimGiftCoupon('PAW-NO-SUCH-GIFT')).rejects.toThrow('Gift coupon is not valid');
    });
  });
}

/** What the affiliate area relies on: its header's reads, pages of logs and deals, and its three actions. */
export function affiliateContract(name: string, make: () => Promise<AccountAreaPorts>): void {
  describe(`AffiliateRepository: ${name}`, () => {
    let ports: AccountAreaPorts;
    let affiliate: AffiliateRepository;
    beforeEach(async () => {
      ports = await make();
      affiliate = ports.affiliate;
      await ports.signIn('affiliate');
    });
    afterEach(async () => { await ports.dispose(); });

    it('reads the level, the contract and the last W-9 the header shows', async () => {
      expect(Number.isInteger(await affiliate.milestoneLevel())).toBe(true);
      expect(await affiliate.contract()).toMatchObject({ percentage: expect.any(Number), status: expect.any(String) });
      const form = await affiliate.lastW9Form();
      if (form) expect(form.type).toBe('w9form');
    });

    it('deals and wallet logs page by limit and skip; the deals\' count is of all of them', async () => {
      const all = await affiliate.deals(100, 0);
      expect(all.count).toBe(all.deals.length);
      const first = await affiliate.deals(2, 0);
      const second = await affiliate.deals(2, 2);
      expect(first.count).toBe(all.count);
      expect([...first.deals, ...second.deals].map((d) => d.id)).toEqual(all.deals.slice(0, 4).map((d) => d.id));
      const logs = await affiliate.latestWalletLogs(100, 0);
      const logPages = [...(await affiliate.latestWalletLogs(1, 0)), ...(await affiliate.latestWalletLogs(1, 1))];
      expect(logPages.map((l) => l.id)).toEqual(logs.slice(0, 2).map((l) => l.id));
      const recent = await affiliate.lastTenDaysLogs();
      expect(recent.every((l) => logs.some((k) => k.id === l.id))).toBe(true);
    });

    it('a notification marked seen is answered seen, and the next read shows it seen', async () => {
      const unseen = (await affiliate.notifications()).find((n) => n.status === 'unseen');
      expect(unseen).toBeDefined();
      expect(await affiliate.markNotificationSeen(unseen!.id)).toMatchObject({ id: unseen!.id, status: 'seen' });
      expect((await affiliate.notifications()).find((n) => n.id === unseen!.id)?.status).toBe('seen');
    });

    it('a bank account added is listed; an update changes the one the area shows', async () => {
      const input = { name: 'Sarah Lopez', bank_name: 'Hill Country Bank', account_number: '000123456789', routing_number: '111000025' };
      const added = await affiliate.addBankAccount(input);
      expect(added).toMatchObject({ id: expect.any(String), ...input });
      const listed = await affiliate.bankAccounts();
      expect(listed.map((b) => b.id)).toContain(added.id);
      const updated = await affiliate.updateBankAccount({ ...input, routing_number: '121000358' });
      expect(updated).toMatchObject({ id: listed[0].id, routing_number: '121000358' });
      expect((await affiliate.bankAccounts())[0].routing_number).toBe('121000358');
    });

    it('a signed W-9 is kept as the last form; a file that is no form is refused with the page\'s own words', async () => {
      const upload: W9Upload = { name: 'w9-signed.pdf', contentType: 'application/pdf', base64: PDF };
      const form = await affiliate.uploadW9Form(upload);
      expect(form).toMatchObject({ id: expect.any(String), type: 'w9form', verify: 'pending' });
      expect((await affiliate.lastW9Form())?.id).toBe(form.id);
      await expect(affiliate.uploadW9Form({ ...upload, base64: NOT_A_FORM })).rejects.toThrow(W9_FILE_MESSAGES.kind);
      expect((await affiliate.lastW9Form())?.id).toBe(form.id);
    });
  });
}
