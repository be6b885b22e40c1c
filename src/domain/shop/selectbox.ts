import type { AttributeOption } from './entities';

// 000 §5 selectbox: with max 1 a new choice replaces the old one; otherwise choices toggle and
// more than max are refused. A missing or non-positive max means no limit (spec silent).
export function chooseSelectboxOption(
  current: string[],
  value: string,
  max?: number | null,
): { values: string[]; refused: boolean } {
  const chosen = Array.isArray(current) ? [...current] : [];
  if (max === 1) return { values: [value], refused: false };
  if (chosen.includes(value)) return { values: chosen.filter((v) => v !== value), refused: false };
  const limit = typeof max === 'number' && max > 0 ? max : Infinity;
  if (chosen.length >= limit) return { values: chosen, refused: true };
  return { values: [...chosen, value], refused: false };
}

// 000 §5: only options whose display includes client are shown.
export function clientVisibleOptions(options: AttributeOption[] | null | undefined): AttributeOption[] {
  return (options ?? []).filter((o) => Array.isArray(o.display) && o.display.includes('client'));
}
