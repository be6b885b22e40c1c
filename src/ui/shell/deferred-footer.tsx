import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// The footer (every menu link, contacts, terms) sits below the fold: its code loads as it comes near the screen.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));

/** How far below the screen the footer starts loading, so it is there before the visitor reaches it. */
const LOAD_AHEAD = '150px';

export function DeferredFooter() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = placeholder.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: LOAD_AHEAD });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  const reserved = <div ref={placeholder} className="site-footer site-footer--reserved" aria-hidden="true" />;
  if (!near) return reserved;
  return (
    <Suspense fallback={reserved}>
      <SiteFooter />
    </Suspense>
  );
}
