// Selections the dashboard and affiliate documents share, spelled once as GraphQL fragments (001 §3 shapes).
// Plain operation text: the shop's client parses it, so this code never brings a second copy of the client.

export const AccountProfileFragment = `
  fragment AccountProfile on User {
    id email first_name last_name phone username company email_verified
    roles { id name }
    wallet { id coins status pending_coins lifetime_coins }
    perks { status type data }
    permissions { email push sms }
    communications { id name key }
    account_manager { first_name avatar title }
  }
`;

export const SkuSummaryFragment = `
  fragment SkuSummary on Sku { id name unit_amount skuGroupId recurring { interval interval_count } images { url status default alt } }
`;

export const UserSubscriptionFragment = `
  fragment UserSubscriptionFields on UserSubscription {
    id status metadata current_period_start current_period_end cancel_at cancel_at_period_end canceled_at
    sku_attributes { label value val_label }
    pause_collection { behavior resumes_at }
    items {
      id quantity
      sku {
        ...SkuSummary
        product { id name type }
        skuGroup { id name description attributes { id required type data { label placeholder value max min description val_label options { src display value label } } } }
      }
    }
    shipment_rate { service_name address { id first_name last_name line1 line2 city state postal_code country } }
  }
  ${SkuSummaryFragment}
`;

export const DogFragment = `
  fragment DogFields on Dog { id name slug description breed age isLost avatar lastSeen location microchip contact }
`;

export const GiftCouponFragment = `
  fragment GiftCouponFields on GiftCoupon { id coupon amount redeemed redeemedBy note recipient_email redeemedOn createdAt }
`;

export const AccountManagerFragment = `
  fragment ConsultManagerFields on ConsultManager { first_name avatar title }
`;

export const CardFragment = `
  fragment CardFields on CardDetails { brand exp_month exp_year last4 name }
`;

export const ReviewFragment = `
  fragment ReviewFields on Review { id body rating status verify createdAt product { id name } }
`;

export const WalletLogFragment = `
  fragment WalletLogFields on WalletLog { id type amount pending_amount message createdAt meta { balance } }
`;

export const BankAccountFragment = `
  fragment BankAccountFields on BankAccount { id name bank_name account_number routing_number }
`;

export const FormFragment = `
  fragment FormFields on Form { id file verify verifyMessage type }
`;
