'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SESSION_QUERY_KEY, useSession, type SessionState } from '../session';
import { LazyChangePasswordForm } from './lazy-change-password-form';

/**
 * A member signed in with the temporary password an operator issued sees nothing but this form
 * until the password is their own: the API refuses every other call for that session meanwhile.
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const t = useTranslations('passwordHelp.change');
  const session = useSession();
  const queryClient = useQueryClient();
  if (session.status !== 'authenticated' || !session.mustChangePassword) return children;

  const changed = () => {
    const changedSession: SessionState = { ...session, mustChangePassword: false };
    queryClient.setQueryData(SESSION_QUERY_KEY, changedSession);
    // What the page read while refused is read again, now that the session may.
    void queryClient.invalidateQueries();
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <section className="card p-7" aria-labelledby="password-change-gate-title">
        <h1 id="password-change-gate-title" className="mb-1 text-2xl font-bold text-gold-200">
          {t('title')}
        </h1>
        <p className="mb-6 text-sm text-slate-400">{t('subtitle')}</p>
        <LazyChangePasswordForm onChanged={changed} />
      </section>
    </div>
  );
}
