import { useEffect, useRef, useState } from 'react';
import { useReservedHeight } from '../app/use-reserved-height';
import { useToastsClearOfActions } from './use-toasts-clear-of-actions';
import { Notifications, type Toast } from '../../ports/notifications';
import { useService } from '../app/services-context';
import { useLocation } from 'react-router';

/**
 * 001 §2: toasts bottom-right. Progress, success and info are announced politely (role status); errors
 * go to a separate role alert region. Both regions stay mounted so screen readers pick up new messages.
 */
export function ToastRegion() {
  const notifications = useService(Notifications);
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => notifications.subscribe(setToasts), [notifications]);

  // Another page: the last page's news goes with it; work still in progress keeps its toast.
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    notifications.dismissAllButProgress();
  }, [pathname, notifications]);

  const region = useRef<HTMLDivElement>(null);
  // On a phone the open cart drawer and dialogs make this much room for the toasts (never covering a line).
  useReservedHeight(region, toasts.length > 0, '--pp-toasts-height');
  // Bottom-right, unless that covers a primary action (Save address, Place order): then just above it.
  const lift = useToastsClearOfActions(region, toasts.length > 0);

  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  const item = (t: Toast) => (
    <li key={t.id} className={`toast toast--${t.kind}`}>
      <span>{t.message}</span>
      {t.kind !== 'loading' && (
        <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => notifications.dismiss(t.id)}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </li>
  );

  return (
    <div className="toasts" ref={region} style={lift > 0 ? { transform: `translateY(${-lift}px)` } : undefined}>
      {/* The live regions wrap the lists: a role on the <ul> itself would orphan its <li> toasts. */}
      <div role="status" aria-live="polite">
        <ul className="toasts__list">{others.map(item)}</ul>
      </div>
      <div role="alert">
        <ul className="toasts__list">{errors.map(item)}</ul>
      </div>
    </div>
  );
}

