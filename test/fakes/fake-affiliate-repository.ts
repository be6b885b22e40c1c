import type { AffiliateNotification, BankAccount, BankAccountInput, Deal, Form, WalletLog } from '../../src/domain/account/account-entities';
import type { AffiliateRepository, W9Upload } from '../../src/ports/affiliate-repository';

type Mode = 'filled' | 'empty' | 'error' | 'loading';

const logs: WalletLog[] = Array.from({ length: 12 }, (_, i) => ({ id: `wl-${i}`, type: 'affiliate', amount: 500 + i, message: `Commission on order #${i}`, createdAt: '2026-11-20T00:00:00Z' }));
const deals: Deal[] = Array.from({ length: 8 }, (_, i) => ({ id: `d-${i}`, type: 'affiliate_deal', description: `Deal number ${i}`, status: 'active', end_at: 1_800_000_000 }));

/** The affiliate area's repository for component tests; `level`, `bank` and `w9` shape the header and the red dot. */
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
  constructor(public mode: Mode = 'filled') {}

  private answer<T>(filled: T, empty: T): Promise<T> {
    if (this.mode === 'loading') return new Promise(() => {});
    if (this.mode === 'error') return Promise.reject(new Error('Service unavailable'));
    return Promise.resolve(this.mode === 'empty' ? empty : filled);
  }
  private act<T>(name: string, value: T): Promise<T> {
    this.calls.push(name);
    return this.failActions ? Promise.reject(new Error(this.failActions)) : Promise.resolve(value);
  }

  milestoneLevel() { return this.answer(this.level, 0); }
  bankAccounts() { return this.answer(this.bank, []); }
  lastW9Form() { return this.answer(this.w9, null); }
  addBankAccount(input: BankAccountInput) {
    const account = { id: 'ba-1', ...input };
    return this.act(`addBank:${input.routing_number}`, account).then((a) => { this.bank = [a]; return a; });
  }
  updateBankAccount(input: BankAccountInput) { return this.act(`updateBank:${input.routing_number}`, { id: 'ba-1', ...input }); }
  uploadW9Form(file: W9Upload) { return this.act(`w9:${file.name}:${file.contentType}:${file.base64.length}`, { id: 'f2', type: 'w9form', verify: 'pending', file: file.name }); }
  contract() { return this.answer({ id: 'c', type: 'standard', percentage: 10, status: 'active' }, null); }
  lastTenDaysLogs() { return this.answer(logs.slice(0, 3), []); }
  latestWalletLogs(limit: number, skip: number) { return this.answer(logs.slice(skip, skip + limit), []); }
  notifications() { return this.answer(this.notes, []); }
  markNotificationSeen(id: string) { return this.act(`seen:${id}`, { ...this.notes.find((n) => n.id === id)!, status: 'seen' }); }
  deals(limit: number, skip: number) { return this.answer({ deals: deals.slice(skip, skip + limit), count: deals.length }, { deals: [], count: 0 }); }
}
