// The affiliate area's documents: 001 §7 queries and the 000 §7 mutations its pages send.
import { operation } from './operation-text';
import type { AffiliateContract, AffiliateNotification, BankAccount, Deal, Form, WalletLog } from '../../../domain/account';
import { BankAccountFragment, FormFragment, WalletLogFragment } from './account-area-fragments';

type None = Record<string, never>;

export const AffiliateMilestoneQuery = operation<{ getMilestone: { level: number } }, None>(`
  query AffiliateMilestone { getMilestone { level } }
`);
export const AffiliateBankAccountsQuery = operation<{ getBankAccountsByUser: BankAccount[] }, None>(`
  query AffiliateBankAccounts { getBankAccountsByUser { ...BankAccountFields } } ${BankAccountFragment}
`);
export const AffiliateLastFormQuery = operation<{ lastForm: Form | null }, { type: string }>(`
  query AffiliateLastForm($type: String!) { lastForm(type: $type) { ...FormFields } } ${FormFragment}
`);
export const AddBankAccountMutation = operation<{ addBankAccount: BankAccount }, { input: unknown }>(`
  mutation AffiliateAddBankAccount($input: BankAccountInput!) { addBankAccount(input: $input) { ...BankAccountFields } } ${BankAccountFragment}
`);
export const UpdateBankAccountMutation = operation<{ updateBankAccount: BankAccount }, { input: unknown }>(`
  mutation AffiliateUpdateBankAccount($input: BankAccountInput!) { updateBankAccount(input: $input) { ...BankAccountFields } } ${BankAccountFragment}
`);
export const CreateFormMutation = operation<{ createForm: Form }, { input: unknown }>(`
  mutation AffiliateCreateForm($input: JSON!) { createForm(input: $input) { ...FormFields } } ${FormFragment}
`);
export const AffiliateContractQuery = operation<{ getAffiliateContractByUser: AffiliateContract | null }, None>(`
  query AffiliateContract { getAffiliateContractByUser { id type percentage status } }
`);
export const LastTenDaysLogsQuery = operation<{ getLastTenDaysLogs: WalletLog[] }, None>(`
  query AffiliateLastTenDays { getLastTenDaysLogs { ...WalletLogFields } } ${WalletLogFragment}
`);
export const LatestLogsQuery = operation<{ latestWalletLog: WalletLog[] }, { limit: number; skip: number }>(`
  query AffiliateLatestLogs($limit: Int, $skip: Int) { latestWalletLog(limit: $limit, skip: $skip) { ...WalletLogFields } } ${WalletLogFragment}
`);
export const NotificationsQuery = operation<{ getAffiliateNotifications: AffiliateNotification[] }, None>(`
  query AffiliateNotifications { getAffiliateNotifications { id amount type status metadata } }
`);
export const NotificationSeenMutation = operation<{ setAffiliateNotificationAsSeen: AffiliateNotification }, { id: string }>(`
  mutation AffiliateNotificationSeen($id: ID!) { setAffiliateNotificationAsSeen(id: $id) { id amount type status metadata } }
`);
export const DealsQuery = operation<{ getPromotionsList: Deal[]; getPromotionsListCount: number }, { limit: number; skip: number }>(`
  query AffiliateDeals($limit: Int, $skip: Int) {
    getPromotionsList(limit: $limit, skip: $skip) { id description type status quota max_quota link end_at start_at thumbnail sku { id name } }
    getPromotionsListCount
  }
`);
