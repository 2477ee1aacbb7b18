import type { ReactNode } from 'react';

/** A short centred line for a list's loading, empty and failed states. */
export function ListStatus({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="py-10 text-center text-sm text-slate-400">
      {children}
    </p>
  );
}
