'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '../../lib/format';
import { Card } from '../../components/card';
import { useSession } from '../session';
import { PointsForm } from './points-form';
import { useBalanceSetting } from './use-balance-setting';

/** My page's points (포인트): what is held and the conversion form. */
export function PointsCard() {
  const t = useTranslations('points');
  const locale = useLocale();
  const session = useSession();
  const setting = useBalanceSetting();
  if (session.status !== 'authenticated') return null;
  const { point, balance, rolling } = session.user;
  return (
    <Card id="points" heading={t('heading')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-300">
          {t('lead', { min: formatNumber(setting.data?.pointMin ?? 0, locale) })}
        </p>
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-slate-400">{t('held')}</span>
          <span data-amount="point" className="text-gold-gradient text-3xl font-bold tabular-nums">
            {t('points', { amount: formatNumber(point, locale) })}
          </span>
        </p>
        <PointsForm held={{ point, balance, rolling }} />
      </div>
    </Card>
  );
}
