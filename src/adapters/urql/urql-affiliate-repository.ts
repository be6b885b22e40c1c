import type { Client, TypedDocumentNode } from '@urql/core';
import { inject, injectable } from 'inversify';
import type { BankAccountInput } from '../../domain/account-entities';
import type { AffiliateRepository } from '../../ports/affiliate-repository';
import { UrqlClient } from './api-client';
import * as doc from './documents/affiliate';
import { mutate, query } from './operation';

// 001 §7: the milestone is fetched network-only; the other reads are fresh too, each page shows its own error.
const READ = { requestPolicy: 'network-only', reportServerErrors: false } as const;

@injectable()
export class UrqlAffiliateRepository implements AffiliateRepository {
  constructor(@inject(UrqlClient) private readonly client: Client) {}

  private read<D, V extends object>(document: TypedDocumentNode<D, V>, variables: V): Promise<D> {
    return query(this.client, document, variables as never, READ);
  }

  async milestoneLevel() { return (await this.read(doc.AffiliateMilestoneQuery, {})).getMilestone.level; }
  async bankAccounts() { return (await this.read(doc.AffiliateBankAccountsQuery, {})).getBankAccountsByUser; }
  async lastW9Form() { return (await this.read(doc.AffiliateLastFormQuery, { type: 'w9form' })).lastForm; }
  async addBankAccount(input: BankAccountInput) { return (await mutate(this.client, doc.AddBankAccountMutation, { input })).addBankAccount; }
  async updateBankAccount(input: BankAccountInput) { return (await mutate(this.client, doc.UpdateBankAccountMutation, { input })).updateBankAccount; }
  async uploadW9Form(file: string) { return (await mutate(this.client, doc.CreateFormMutation, { input: { type: 'w9form', file } })).createForm; }
  async contract() { return (await this.read(doc.AffiliateContractQuery, {})).getAffiliateContractByUser; }
  async lastTenDaysLogs() { return (await this.read(doc.LastTenDaysLogsQuery, {})).getLastTenDaysLogs; }
  async latestWalletLogs(limit: number, skip: number) { return (await this.read(doc.LatestLogsQuery, { limit, skip })).latestWalletLog; }
  async notifications() { return (await this.read(doc.NotificationsQuery, {})).getAffiliateNotifications; }
  async markNotificationSeen(id: string) { return (await mutate(this.client, doc.NotificationSeenMutation, { id })).setAffiliateNotificationAsSeen; }
  async deals(limit: number, skip: number) {
    const data = await this.read(doc.DealsQuery, { limit, skip });
    return { deals: data.getPromotionsList, count: data.getPromotionsListCount };
  }
}
