// Accounts: sign-in, roles' areas, referral, the dashboard's and the affiliate area's rules (spec 000, 001 §2).
export * from './account-entities';
export * from './account-rules';
export * from './auth-error';
export * from './coin-amounts';
export * from './guest-purchases';
export * from './login-methods';
export * from './milestones';
export * from './order-money';
export * from './page-access';
export * from './referral';
export * from './return-path';
export * from './roman';
export * from './session-keys';
export * from './settings-attention';
export * from './w9-file';
