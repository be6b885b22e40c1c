// Small inline icons; decorative (the buttons carry the accessible names).
const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const SearchIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const CartIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
    <path d="M3 4h2l2.4 11h10.2L20 8H6.2" />
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="17" cy="20" r="1.5" />
  </svg>
);
export const UserIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const ChatIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth={2}>
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);
export const PawIcon = () => (
  <svg {...common} fill="currentColor">
    <circle cx="6" cy="9" r="2.2" />
    <circle cx="10" cy="5.5" r="2.2" />
    <circle cx="14" cy="5.5" r="2.2" />
    <circle cx="18" cy="9" r="2.2" />
    <path d="M12 11c3 0 6 4.5 6 7 0 2-2 2.5-3 2.5-1.2 0-1.8-.8-3-.8s-1.8.8-3 .8c-1 0-3-.5-3-2.5 0-2.5 3-7 6-7z" />
  </svg>
);
