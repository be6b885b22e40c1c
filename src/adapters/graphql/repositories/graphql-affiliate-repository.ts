import type { BankAccountInput } from '../../../domain/account';
import type { AffiliateRepository, W9Upload } from '../../../ports/affiliate-repository';
import * as doc from '../documents/affiliate-documents';
import type { GraphqlGateway } from '../../../ports/graphql-gateway';
import type { Operation } from '../documents/operation-text';

/** The affiliate area's reads (fresh: getMilestone is network-only, 001 §7) and actions over the GraphQL gateway. */
export class GraphqlAffiliateRepository implements AffiliateRepository {
  constructor(private readonly api: GraphqlGateway) {}

  private read<D, V>(document: Operation<D, V>, variables: V): Promise<D> {
    return this.api.query<D>(document, variables as Record<string, unknown>);
  }

  private send<D, V>(document: Operation<D, V>, variables: V): Promise<D> {
    return this.api.mutate<D>(document, variables as Record<string, unknown>);
  }

  async milestoneLevel() { return (await this.read(doc.AffiliateMilestoneQuery, {})).getMilestone.level; }
  async bankAccounts() { return (await this.read(doc.AffiliateBankAccountsQuery, {})).getBankAccountsByUser; }
  async lastW9Form() { return (await this.read(doc.AffiliateLastFormQuery, { type: 'w9form' })).lastForm; }
  async addBankAccount(input: BankAccountInput) { return (await this.send(doc.AddBankAccountMutation, { input })).addBankAccount; }
  async updateBankAccount(input: BankAccountInput) { return (await this.send(doc.UpdateBankAccountMutation, { input })).updateBankAccount; }
  // createForm(input: JSON): the file travels in the input, as a name, a content type and base64 bytes.
  async uploadW9Form(file: W9Upload) {
    const input = { type: 'w9form', file: file.name, content_type: file.contentType, data: file.base64 };
    return (await this.send(doc.CreateFormMutation, { input })).createForm;
  }
  async contract() { return (await this.read(doc.AffiliateContractQuery, {})).getAffiliateContractByUser; }
  async lastTenDaysLogs() { return (await this.read(doc.LastTenDaysLogsQuery, {})).getLastTenDaysLogs; }
  async latestWalletLogs(limit: number, skip: number) { return (await this.read(doc.LatestLogsQuery, { limit, skip })).latestWalletLog; }
  async notifications() { return (await this.read(doc.NotificationsQuery, {})).getAffiliateNotifications; }
  async markNotificationSeen(id: string) { return (await this.send(doc.NotificationSeenMutation, { id })).setAffiliateNotificationAsSeen; }
  async deals(limit: number, skip: number) {
    const data = await this.read(doc.DealsQuery, { limit, skip });
    return { deals: data.getPromotionsList, count: data.getPromotionsListCount };
  }
}
