// 001 §3, §5, §9: the project's tags (id, selector), polled every 500 ms; a tag fires (TagTrigger) when
// an element it selects becomes visible. Selector attribute values must be under 100 characters.
export const TAG_POLL_MS = 500;
export const MAX_SELECTOR_VALUE_CHARS = 100;

export interface Tag {
  id: number;
  selector: string;
}

const ATTRIBUTE_VALUE = /\[[^\]=]+[~|^$*]?=\s*(["']?)([^\]]*?)\1\s*(?:\s[is])?\]/g;

/** A selector the agent may poll: not empty, every attribute value in it under 100 characters. */
export function usableTagSelector(selector: unknown): selector is string {
  if (typeof selector !== 'string' || selector.trim() === '' || selector.length > 1000) return false;
  for (const match of selector.matchAll(ATTRIBUTE_VALUE)) if (match[2].length >= MAX_SELECTOR_VALUE_CHARS) return false;
  return true;
}

/** The tags of a reply ({ tags: [...] } or the list itself); others are left out. */
export function tagsOf(reply: unknown): Tag[] {
  const list = Array.isArray(reply) ? reply : typeof reply === 'object' && reply !== null ? (reply as { tags?: unknown }).tags : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((t: unknown) => {
    if (typeof t !== 'object' || t === null) return [];
    const { id, selector } = t as Record<string, unknown>;
    return typeof id === 'number' && Number.isInteger(id) && usableTagSelector(selector) ? [{ id, selector }] : [];
  });
}
