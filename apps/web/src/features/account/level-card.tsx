'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '../../components/card';
import { ListSkeleton } from '../../components/list-skeleton';
import { ListStatus } from '../../components/list-status';
import { useContentLanguage } from '../../i18n/use-content-language';
import { callApi } from '../../lib/call-api';
import { formatNumber } from '../../lib/format';
import { useSession } from '../session';

type Rates = { slot: number; casino: number; sport: number };
const GAME_TYPES = ['slot', 'casino', 'sport'] as const;

/** The session's level is part of the key: a level the desk raised reads again once the session has it. */
function useLevel() {
  const lang = useContentLanguage();
  const session = useSession();
  const sessionLevel = session.status === 'authenticated' ? session.user.level : null;
  return useQuery({
    queryKey: ['user-level', lang, sessionLevel],
    queryFn: async () => {
      const answer = await callApi('get-user-level', { lang });
      if (answer.status !== 'success') throw new Error(answer.status);
      return answer;
    },
  });
}

function RateList({ rates, label }: { rates: Rates; label: string }) {
  const t = useTranslations('myPage.level');
  const locale = useLocale();
  return (
    <dl aria-label={label} className="grid grid-cols-3 gap-2 text-center">
      {GAME_TYPES.map((type) => (
        <div key={type} className="rounded-xl bg-white/5 px-2 py-2.5">
          <dt className="text-xs text-slate-400">{t(`types.${type}`)}</dt>
          <dd className="mt-0.5 font-semibold tabular-nums text-slate-100">
            {t('rate', { rate: formatNumber(rates[type] / 100, locale) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** My page's level: its name and comp rates, and how far the member's deposits are from the next. */
export function LevelCard() {
  const t = useTranslations('myPage.level');
  const tm = useTranslations('money');
  const locale = useLocale();
  const level = useLevel();
  const won = (amount: number) => tm('won', { amount: formatNumber(amount, locale) });

  let body;
  if (level.isPending) body = <ListSkeleton label={t('loading')} rows={2} />;
  else if (level.isError) body = <ListStatus role="alert">{t('unavailable')}</ListStatus>;
  else {
    const { current, next, deposits } = level.data;
    const percent = next ? Math.min(100, Math.floor((deposits / next.upgradeDeposits) * 100)) : 100;
    body = (
      <div className="flex flex-col gap-4" data-level={current.level}>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className="text-sm text-slate-400">{t('current')}</span>
          <span className="text-gold-gradient text-2xl font-bold">
            {t('name', { level: current.level, name: current.name })}
          </span>
        </p>
        <RateList rates={current.rates} label={t('benefits', { name: current.name })} />
        {next ? (
          <div className="flex flex-col gap-2" data-next-level={next.level}>
            <p className="text-sm text-slate-200">
              {t('toNext', { name: next.name, left: won(Math.max(0, next.upgradeDeposits - deposits)) })}
            </p>
            <div
              role="progressbar"
              aria-label={t('progressLabel', { name: next.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 overflow-hidden rounded-full bg-white/10"
            >
              <div className="h-full rounded-full bg-gold-400" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-xs tabular-nums text-slate-400" data-deposits>
              {t('deposits', { deposits: won(deposits), needed: won(next.upgradeDeposits) })}
            </p>
            <p className="mt-1 text-sm text-slate-300">{t('nextBenefits', { name: next.name })}</p>
            <RateList rates={next.rates} label={t('benefits', { name: next.name })} />
          </div>
        ) : (
          <p className="text-sm text-slate-300">{t('top')}</p>
        )}
      </div>
    );
  }
  return (
    <Card id="level" heading={t('heading')}>
      {body}
    </Card>
  );
}
