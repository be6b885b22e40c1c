import { createContext, useContext, useEffect } from 'react';

/** 001 §2 Layouts: the page types (site types) that choose the layout around a page. */
export type SiteType = 'general' | 'blog' | 'blank' | 'dashboard' | 'affiliate';

const SITE_TYPES: readonly SiteType[] = ['general', 'blog', 'blank', 'dashboard', 'affiliate'];

export function asSiteType(value: string | null | undefined, fallback: SiteType = 'general'): SiteType {
  return SITE_TYPES.includes(value as SiteType) ? (value as SiteType) : fallback;
}

export const SiteTypeContext = createContext<(type: SiteType) => void>(() => undefined);

/** A page tells the layout which site type it is while it is shown; the general layout otherwise. */
export function useSiteType(type: SiteType): void {
  const setSiteType = useContext(SiteTypeContext);
  useEffect(() => {
    setSiteType(type);
    return () => setSiteType('general');
  }, [type, setSiteType]);
}
