import type { ReactNode } from 'react';

export const inputClass =
  'focus-ring h-11 w-full rounded-xl border bg-navy-950/70 px-3.5 text-[15px] text-slate-100 placeholder:text-slate-500 transition-colors focus:border-gold-400/60 aria-[invalid=true]:border-rose-400/70 border-white/10';

/** The id an input's `aria-describedby` points at: its error when shown, else its hint line. */
export function describedBy(id: string, hasLine: boolean, error: boolean): string | undefined {
  if (error) return `${id}-error`;
  return hasLine ? `${id}-hint` : undefined;
}

/**
 * A labelled form row. Under the input one line holds the error, or else the live check's finding
 * (id, nick), or else the hint: the error takes the hint's place, so checking a field as it loses
 * focus does not push the rest of the form down under the pointer.
 */
export function FormField({
  id,
  label,
  hint,
  live,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The live check's text ('' when there is none yet) and its tone. */
  live?: { text: string; state: string; tone: string };
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5" data-field={id}>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" data-error-for={id} className="min-h-5 text-sm text-rose-300">
          {error}
        </p>
      ) : hint || live ? (
        <p
          id={`${id}-hint`}
          aria-live={live ? 'polite' : undefined}
          data-live={live?.state}
          className={`min-h-5 text-sm ${live?.text ? live.tone : 'text-slate-400'}`}
        >
          {live?.text || hint}
        </p>
      ) : null}
    </div>
  );
}
