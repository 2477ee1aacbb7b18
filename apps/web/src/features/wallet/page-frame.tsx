import type { ReactNode } from 'react';

/** A member money page: its title, a short line under it, then its cards. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-gold-200">{title}</h1>
        <p className="mt-1 text-sm text-slate-400">{lead}</p>
      </header>
      {children}
    </div>
  );
}

/** A card with a heading, labelled for assistive technology. */
export function Card({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-5 sm:p-6">
      <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold text-gold-200">
        {heading}
      </h2>
      {children}
    </section>
  );
}
