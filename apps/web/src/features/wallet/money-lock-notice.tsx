'use client';

import { useTranslations } from 'next-intl';

/**
 * Why the form below is closed: the site's sentence in the member's language, then the operator's
 * reason as they wrote it.
 */
export function MoneyLockNotice({ kind, reason }: { kind: 'deposit' | 'withdraw'; reason: string }) {
  const t = useTranslations('wallet.lock');
  return (
    <div
      role="alert"
      data-money-lock={kind}
      className="rounded-lg border border-amber-400/40 bg-amber-500/10 p-4"
    >
      <p className="font-semibold text-amber-200">{t(kind)}</p>
      <p className="mt-1 text-sm text-slate-200">
        {t('reason')} <span data-lock-reason>{reason}</span>
      </p>
    </div>
  );
}
