// 000 §2 §9: names containing Yearly show /1y, all others /4w (matched as written, case-sensitive).
export function recurringLabel(skuName: string): '/1y' | '/4w' {
  return typeof skuName === 'string' && skuName.includes('Yearly') ? '/1y' : '/4w';
}
