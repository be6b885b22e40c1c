import { cardBrandIcon, type CardBrand } from '../../../domain/account';

// 001 §3: icons for amex, diners, discover, jcb, mastercard, unionpay and visa; any other brand gets the fallback.
const LOOK: Record<CardBrand, { name: string; fill: string; text: string }> = {
  amex: { name: 'American Express', fill: '#2e77bb', text: 'AMEX' },
  diners: { name: 'Diners Club', fill: '#0079be', text: 'DC' },
  discover: { name: 'Discover', fill: '#f58220', text: 'DISC' },
  jcb: { name: 'JCB', fill: '#0e4c96', text: 'JCB' },
  mastercard: { name: 'Mastercard', fill: '#1a1f36', text: 'MC' },
  unionpay: { name: 'UnionPay', fill: '#d10429', text: 'UP' },
  visa: { name: 'Visa', fill: '#1a1f71', text: 'VISA' },
  fallback: { name: 'Card', fill: '#5b6675', text: '••••' },
};

export function cardBrandName(brand: string): string {
  const icon = cardBrandIcon(brand);
  return icon === 'fallback' ? brand : LOOK[icon].name;
}

export function CardBrandIcon({ brand }: { brand: string }) {
  const icon = cardBrandIcon(brand);
  const look = LOOK[icon];
  return (
    <svg className="card-brand-icon" data-brand={icon} width="44" height="28" viewBox="0 0 44 28" role="img" aria-label={icon === 'fallback' ? 'Card' : look.name}>
      <rect width="44" height="28" rx="4" fill={look.fill} />
      <text x="22" y="18" textAnchor="middle" fontSize="9" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">{look.text}</text>
    </svg>
  );
}
