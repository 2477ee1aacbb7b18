/** A row of pill choices (home's game tabs, the lobby's kinds, the sportsbook's lists and modes). */
export const PILL_ROW_CLASS = 'flex gap-1 rounded-full bg-navy-900 p-1 ring-1 ring-white/5';

/** One pill of such a row: gold when it is the one chosen. */
export const pillClass = (on: boolean) =>
  `focus-ring flex cursor-pointer items-center justify-center gap-1.5 rounded-full px-4 py-1.5 text-sm font-semibold transition-colors duration-150 ${
    on ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-navy-950' : 'text-slate-300 hover:text-gold-200'
  }`;
