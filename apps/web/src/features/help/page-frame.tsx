import type { ReactNode } from 'react';

/** The frame every customer-service, note and notice screen sits in: a card with a gold heading. */
export function PageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl px-3 py-6 sm:px-6 sm:py-10">
      <section className="card p-5 sm:p-7">
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h1 className="flex items-center gap-2 text-2xl font-bold text-gold-200">
            <span
              aria-hidden="true"
              className="h-5 w-1 rounded-full bg-gradient-to-b from-gold-300 to-gold-600"
            />
            {title}
          </h1>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </section>
    </div>
  );
}

/** A short centred line for loading, empty and failed states. */
export function ListStatus({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="py-10 text-center text-sm text-slate-400">
      {children}
    </p>
  );
}
