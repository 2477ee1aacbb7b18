'use client';

import { useTranslations } from 'next-intl';
import { Card } from '../../components/card';
import { LimitForm } from './limit-form';
import { LimitRow } from './limit-row';
import type { Protection } from './use-protection';

/** My page's limits: the cooling-off explained, each limit with its use, and the form to set one. */
export function LimitsCard({ protection }: { protection: Protection }) {
  const t = useTranslations('protection.limits');
  return (
    <Card id="play-limits" heading={t('heading')}>
      <div className="flex flex-col gap-3 text-sm text-slate-300">
        <p>{t('lead')}</p>
        <p
          data-cooling-off
          className="rounded-xl border border-gold-500/20 bg-gold-400/5 px-3.5 py-2.5 text-slate-200"
        >
          {t('coolingOff', { hours: protection.coolingOffHours })}
        </p>
      </div>
      {protection.limits.length === 0 ? (
        <p className="py-4 text-sm text-slate-400">{t('none')}</p>
      ) : (
        <ul aria-label={t('list')} className="divide-y divide-white/5">
          {protection.limits.map((limit) => (
            <LimitRow key={`${limit.kind}-${limit.period}`} limit={limit} />
          ))}
        </ul>
      )}
      <LimitForm limits={protection.limits} coolingOffHours={protection.coolingOffHours} />
    </Card>
  );
}
