import { useRef, type KeyboardEvent } from 'react';
import { LOGIN_METHOD_LABELS, type LoginMethod } from '../../domain/account';

export const tabId = (method: LoginMethod) => `login-tab-${method}`;
export const panelId = (method: LoginMethod) => `login-panel-${method}`;

/** The ways to sign in as tabs: arrow keys, Home and End move between them (WAI-ARIA tabs, automatic activation). */
export function LoginTabs({ methods, selected, onSelect }: { methods: LoginMethod[]; selected: LoginMethod; onSelect: (m: LoginMethod) => void }) {
  const refs = useRef(new Map<LoginMethod, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = methods.indexOf(selected);
    const next =
      event.key === 'ArrowRight' ? (at + 1) % methods.length
      : event.key === 'ArrowLeft' ? (at - 1 + methods.length) % methods.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? methods.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(methods[next]);
    refs.current.get(methods[next])?.focus();
  };
  return (
    <div className="login__tabs" role="tablist" aria-label="Ways to sign in" onKeyDown={move}>
      {methods.map((method) => (
        <button
          key={method}
          ref={(el) => {
            if (el) refs.current.set(method, el);
            else refs.current.delete(method);
          }}
          type="button"
          role="tab"
          id={tabId(method)}
          aria-selected={method === selected}
          aria-controls={panelId(method)}
          tabIndex={method === selected ? 0 : -1}
          className={`login__tab${method === selected ? ' login__tab--selected' : ''}`}
          onClick={() => onSelect(method)}
        >
          {LOGIN_METHOD_LABELS[method]}
        </button>
      ))}
    </div>
  );
}
