import type { ReactNode } from 'react';

/** A page's title (its h1) with the site's gold mark before it. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="flex items-center gap-2 text-2xl font-bold text-gold-200">
      <span aria-hidden="true" className="h-5 w-1 rounded-full bg-gradient-to-b from-gold-300 to-gold-600" />
      {children}
    </h1>
  );
}
