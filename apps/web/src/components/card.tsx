import type { ReactNode } from 'react';

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
