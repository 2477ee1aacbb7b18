'use client';

import type { TStreamEvents } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Dialog } from '../../components/dialog';
import { formatNumber } from '../../lib/format';

export type RealityCheck = Extract<TStreamEvents['reminder'], { kind: 'reality_check' }>;

/**
 * The reality check's pause: how long this sign-in has lasted and what was staked, won and lost
 * in it. The member goes on (Escape too) or signs out; either way it is answered.
 */
export function RealityCheckDialog({
  check,
  onContinue,
  onSignOut,
}: {
  check: RealityCheck;
  onContinue: () => void;
  onSignOut: () => void;
}) {
  const t = useTranslations('protection.reality');
  const money = useTranslations('money');
  const locale = useLocale();
  const goOn = useRef<HTMLButtonElement>(null);
  const won = (amount: number) => money('won', { amount: formatNumber(amount, locale) });
  const minutes = Math.floor(check.seconds / 60);
  const figures = [
    { key: 'staked', value: won(check.staked), tone: 'text-slate-100' },
    { key: 'won', value: won(check.won), tone: 'text-slate-100' },
    { key: 'net', value: won(check.net), tone: check.net < 0 ? 'text-rose-300' : 'text-emerald-300' },
  ] as const;
  return (
    <Dialog
      role="alertdialog"
      title={t('title')}
      onClose={onContinue}
      initialFocus={goOn}
      name="reality-check"
      className="animate-pop-in max-h-[90dvh] w-full max-w-sm p-6"
      titleClassName="mb-3 text-lg font-semibold text-gold-200"
    >
      <p className="text-base leading-relaxed text-slate-100">
        {minutes < 60
          ? t('elapsedMinutes', { minutes })
          : t('elapsedHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}
      </p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        {figures.map(({ key, value, tone }) => (
          <div key={key} className="contents" data-figure={key}>
            <dt className="text-slate-400">{t(key)}</dt>
            <dd className={`text-right tabular-nums ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={onSignOut}>
          {t('signOut')}
        </button>
        <button ref={goOn} type="button" className="btn-gold" onClick={onContinue}>
          {t('continue')}
        </button>
      </div>
    </Dialog>
  );
}
