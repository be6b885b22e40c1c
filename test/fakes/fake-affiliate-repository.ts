import type { AffiliateNotification, BankAccount, BankAccountInput, Deal, Form, WalletLog } from '../../src/domain/account/account-entities';
import { checkW9File, W9_HEAD_BYTES } from '../../src/domain/account/w9-file';
import type { AffiliateRepository, W9Upload } from '../../src/ports/affiliate-repository';

type Mode = 'filled' | 'empty' | 'error' | 'loading';

const logs: WalletLog[] = Array.from({ length: 12 }, (_, i) => ({ id: `wl-${i}`, type: 'affiliate', amount: 500 + i, message: `Commission on order #${i}`, createdAt: '2026-11-20T00:00:00Z' }));
const deals: Deal[] = Array.from({ length: 8 }, (_, i) => ({ id: `d-${i}`, type: 'affiliate_deal', description: `Deal number ${i}`, status: 'active', end_at: 1_800_000_000 }));

/**
 * The affiliate area's repository for component tests; `level`, `bank` and `w9` shape the header and the red dot.
 * It keeps what the actions change and refuses what the server refuses (its contract, account-areas.contract.ts).
 */
export class FakeAffiliateRepository implements AffiliateRepository {
  readonly calls: string[] = [];
  failActions: string | null = null;
  level = 2;
  bank: BankAccount[] = [];
  w9: Form | null = { id: 'f1', type: 'w9form', verify: 'pending' };
  notes: AffiliateNotification[] = [
    { id: 'n1', type: 'commission', amount: 1500, status: 'unseen' },
    { id: 'n2', type: 'milestone', amount: null, status: 'seen' },
  ];
  private made = 0;
  constructor(public mode: Mode = 'filled') {}

  private answer<T>(filled: T, empty: T): Promise<T> {
    if (this.mode === 'loading') return new Promise(() => {});
    if (this.mode === 'error') return Promise.reject(new Error('Service unavailable'));
    return Promise.resolve(structuredClone(this.mode === 'empty' ? empty : filled));
  }
  /** Records the action; unless actions are set to fail, makes its change (which may refuse with the server's words). */
  private act<T>(name: string, change: () => T): Promise<T> {
    this.calls.push(name);
    if (this.failActions) return Promise.reject(new Error(this.failActions));
    try {
      // A copy, as from a server: what the caller holds does not change with the fake's later changes.
      return Promise.resolve(structuredClone(change()));
    } catch (error) {
      return Promise.reject(error);
    }
  }

  milestoneLevel() { return this.answer(this.level, 0); }
  bankAccounts() { return this.answer(this.bank, []); }
  lastW9Form() { return this.answer(this.w9, null); }
  addBankAccount(input: BankAccountInput) {
    return this.act(`addBank:${input.routing_number}`, () => {
      const account = { id: `ba-${++this.made}`, ...input };
      this.bank = [...this.bank, account];
      return account;
    });
  }
  /** Changes the first account, the one the area shows. */
  updateBankAccount(input: BankAccountInput) {
    return this.act(`updateBank:${input.routing_number}`, () => {
      const [first, ...rest] = this.bank;
      if (!first) throw new Error('No bank account yet');
      const changed = { ...first, ...input };
      this.bank = [changed, ...rest];
      return changed;
    });
  }
  /** The file is checked by its own bytes with the page's rule, as the server checks it. */
  uploadW9Form(file: W9Upload) {
    return this.act(`w9:${file.name}:${file.contentType}:${file.base64.length}`, () => {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      const checked = checkW9File({ size: bytes.length, head: bytes.subarray(0, W9_HEAD_BYTES) });
      if (!checked.ok) throw new Error(checked.message);
      this.w9 = { id: `f-${++this.made}`, type: 'w9form', verify: 'pending', file: file.name };
      return this.w9;
    });
  }
  contract() { return this.answer({ id: 'c', type: 'standard', percentage: 10, status: 'active' }, null); }
  lastTenDaysLogs() { return this.answer(logs.slice(0, 3), []); }
  latestWalletLogs(limit: number, skip: number) { return this.answer(logs.slice(skip, skip + limit), []); }
  notifications() { return this.answer(this.notes, []); }
  markNotificationSeen(id: string) {
    return this.act(`seen:${id}`, () => {
      const note = this.notes.find((n) => n.id === id);
      if (!note) throw new Error('Not found');
      note.status = 'seen';
      return note;
    });
  }
  deals(limit: number, skip: number) { return this.answer({ deals: deals.slice(skip, skip + limit), count: deals.length }, { deals: [], count: 0 }); }
}
