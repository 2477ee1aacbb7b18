/** The look of a text field and its label (the sign-in form's field): money pages, my page. */
export const FIELD_CLASS =
  'focus-ring h-11 w-full rounded-xl border border-white/10 bg-navy-950/70 px-3.5 text-[15px] text-slate-100 placeholder:text-slate-400 transition-colors focus:border-gold-400/60 read-only:text-slate-300';

export const LABEL_CLASS = 'text-sm text-slate-300';
