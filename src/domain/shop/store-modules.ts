// 001 §3 Store modules (id, type, settings, status): the types and their settings are not shown, so the shop knows
// a few (docs/decisions.md, "Store modules"); a module of another type, switched off or with settings it cannot
// read is left out, never shown half.

export interface StoreModuleRecord { id: string; type: string; settings?: unknown; status?: boolean | null }

export type ShownStoreModule =
  | { id: string; kind: 'announcement'; text: string }
  | { id: string; kind: 'banner'; title: string; text: string | null; link: { label: string; to: string } | null }
  | { id: string; kind: 'contact'; email: string | null; phone: string | null; hours: string | null }
  | { id: string; kind: 'minimum_order'; amount: number };

export const STORE_MODULE_TYPES = ['announcement', 'banner', 'contact', 'minimum_order'] as const;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** A link a module may carry: a path of this site only, so a store's settings cannot send shoppers elsewhere. */
const sitePath = (v: unknown): string | null => {
  const s = str(v);
  return s && s.startsWith('/') && !s.startsWith('//') ? s : null;
};

function shown(module: StoreModuleRecord): ShownStoreModule | null {
  const s = (module.settings && typeof module.settings === 'object' ? module.settings : {}) as Record<string, unknown>;
  switch (module.type) {
    case 'announcement': {
      const text = str(s.text);
      return text ? { id: module.id, kind: 'announcement', text } : null;
    }
    case 'banner': {
      const title = str(s.title);
      if (!title) return null;
      const to = sitePath(s.link);
      const label = str(s.linkLabel);
      return { id: module.id, kind: 'banner', title, text: str(s.text), link: to && label ? { label, to } : null };
    }
    case 'contact': {
      const email = str(s.email);
      const phone = str(s.phone);
      return email || phone ? { id: module.id, kind: 'contact', email, phone, hours: str(s.hours) } : null;
    }
    case 'minimum_order':
      return Number.isInteger(s.amount) && (s.amount as number) > 0 ? { id: module.id, kind: 'minimum_order', amount: s.amount as number } : null;
    default:
      return null;
  }
}

/** The store's active modules the shop can show, in the store's order. */
export function storeModulesToShow(modules: readonly StoreModuleRecord[] | null | undefined): ShownStoreModule[] {
  return (modules ?? []).filter((m) => m && m.status === true).map(shown).filter((m): m is ShownStoreModule => m !== null);
}
