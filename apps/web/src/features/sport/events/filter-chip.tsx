import type { ReactNode } from 'react';

/** A chip of the sportsbook's filters (sports, competitions): gold when chosen. */
export function FilterChip({
  on,
  onClick,
  label,
  children,
}: {
  on: boolean;
  onClick: () => void;
  /** The chip's full name for assistive technology, when its text is shorter (a count). */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={label}
      onClick={onClick}
      className={`focus-ring flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap ring-1 transition-colors duration-150 ${
        on
          ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-navy-950 ring-gold-300'
          : 'bg-navy-900 text-slate-300 ring-white/10 hover:text-gold-200 hover:ring-gold-400/40'
      }`}
    >
      {children}
    </button>
  );
}
