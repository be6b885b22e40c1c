import type {
  W9ContentType,
  AffiliateContract,
  AffiliateNotification,
  BankAccount,
  BankAccountInput,
  Deal,
  Form,
  WalletLog,
} from '../domain/account';
import { serviceToken } from './service-token';

/** The affiliate area's data (001 §7 read-only queries) and its actions (000 §7). */
export interface AffiliateRepository {
  /** getMilestone, network-only: the server's level. */
  milestoneLevel(): Promise<number>;
  bankAccounts(): Promise<BankAccount[]>;
  /** lastForm(type: 'w9form'). */
  lastW9Form(): Promise<Form | null>;
  addBankAccount(input: BankAccountInput): Promise<BankAccount>;
  updateBankAccount(input: BankAccountInput): Promise<BankAccount>;
  uploadW9Form(file: W9Upload): Promise<Form>;
  contract(): Promise<AffiliateContract | null>;
  lastTenDaysLogs(): Promise<WalletLog[]>;
  latestWalletLogs(limit: number, skip: number): Promise<WalletLog[]>;
  notifications(): Promise<AffiliateNotification[]>;
  markNotificationSeen(id: string): Promise<AffiliateNotification>;
  deals(limit: number, skip: number): Promise<{ deals: Deal[]; count: number }>;
}

export const AffiliateRepository = serviceToken<AffiliateRepository>('AffiliateRepository');

/** The signed W-9 itself, as the page read it: its name, its kind by its first bytes, and its bytes in base64. */
export interface W9Upload {
  name: string;
  contentType: W9ContentType;
  base64: string;
}
