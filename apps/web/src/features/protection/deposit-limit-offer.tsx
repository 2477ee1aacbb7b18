'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '../../i18n/navigation';
import { useSession } from '../session';
import { useProtection } from './use-protection';

/** Where a member's "not now" is kept, per member, so the offer does not come back. */
const skipKey = (userId: string) => `haneul_deposit_limit_offer_skipped:${userId}`;

/**
 * Before a new member's first deposit: the offer to set a deposit limit first, which may be
 * skipped for good. Shown only while the member has no deposit limit; read in the browser only
 * (LazyDepositLimitOffer), as the skip lives in localStorage.
 */
export function DepositLimitOffer() {
  const t = useTranslations('protection.offer');
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.userId : '';
  const [skipped, setSkipped] = useState(() => window.localStorage.getItem(skipKey(userId)) !== null);
  const { data } = useProtection();
  if (skipped || !data || data.limits.some((limit) => limit.kind === 'deposit')) return null;

  function skip() {
    window.localStorage.setItem(skipKey(userId), new Date().toISOString());
    setSkipped(true);
  }

  return (
    <section
      aria-labelledby="deposit-limit-offer-heading"
      data-offer="deposit-limit"
      className="card flex flex-col gap-3 border-gold-500/30 p-5 sm:p-6"
    >
      <h2 id="deposit-limit-offer-heading" className="text-lg font-semibold text-gold-200">
        {t('heading')}
      </h2>
      <p className="text-sm text-slate-300">{t('body')}</p>
      <div className="flex flex-wrap gap-2">
        <Link href="/user#play-limits-heading" className="btn-gold">
          {t('set')}
        </Link>
        <button type="button" className="btn-ghost" onClick={skip}>
          {t('skip')}
        </button>
      </div>
    </section>
  );
}
