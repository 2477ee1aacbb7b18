'use client';

import { useTranslations } from 'next-intl';
import { AgentButton } from '../agent';
import { LogoutButton } from '../auth';
import type { AuthenticatedSession } from '../session';
import { Money } from './money';

/** The right drawer's view of a signed-in member. */
export function AccountSummary({ session, agentUrl }: { session: AuthenticatedSession; agentUrl: string }) {
  const t = useTranslations('account');
  const rows = [
    { label: t('balance'), value: <Money value={session.user.balance} /> },
    { label: t('comp'), value: <Money value={session.user.rolling} /> },
    { label: t('point'), value: <Money value={session.user.point} /> },
    { label: t('notes'), value: <span className="tabular-nums">{session.noteCount}</span> },
    { label: t('helps'), value: <span className="tabular-nums">{session.helpCount}</span> },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-2xl border border-gold-500/20 bg-gradient-to-br from-navy-800 to-navy-900 p-4">
        <p className="text-xs text-slate-400">{t('signedInAs')}</p>
        <p className="mt-0.5 text-lg font-semibold text-gold-200">{session.user.userId}</p>
        <p className="text-sm text-slate-400">{t('level', { level: session.user.level })}</p>
      </div>
      <dl className="divide-y divide-white/5 rounded-2xl border border-white/5 bg-navy-950/50">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between px-4 py-3 text-sm">
            <dt className="text-slate-400">{row.label}</dt>
            <dd className="text-slate-100">{row.value}</dd>
          </div>
        ))}
      </dl>
      <AgentButton session={session} agentUrl={agentUrl} className="h-11 w-full" />
      <LogoutButton className="h-11 w-full" />
    </div>
  );
}
