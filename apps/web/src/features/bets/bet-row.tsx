'use client';

import type { TBetRound } from '@haneul/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useGameNames } from '../games';
import { signedNumber } from '../wallet';

const STATE_CLASS: Record<TBetRound['state'], string> = {
  open: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  settled: 'bg-white/5 text-slate-300 ring-white/10',
  rolled_back: 'bg-amber-500/15 text-amber-200 ring-amber-400/30',
};

/** A round's net in green when it gained, in red when it lost. */
const netClass = (net: number) =>
  net > 0 ? 'text-emerald-300' : net < 0 ? 'text-rose-300' : 'text-slate-100';

/**
 * One round: the game and when, its state, the four amounts (stacked two by two on a phone), and the
 * game server's verify page in a new tab when the round has one.
 */
export function BetRow({ bet }: { bet: TBetRound }) {
  const t = useTranslations('bets');
  const kinds = useTranslations('bets.filters');
  const locale = useLocale();
  const names = useGameNames();
  const name = names.game({ code: bet.gameCode, nameKo: bet.nameKo, nameEn: bet.nameEn });
  const won = (amount: string) => t('won', { amount });
  const amounts = [
    { key: 'stake', value: won(formatNumber(bet.stake, locale)) },
    { key: 'win', value: won(formatNumber(bet.win, locale)) },
    { key: 'net', value: won(signedNumber(bet.net, locale)) },
    { key: 'balanceAfter', value: won(formatNumber(bet.balanceAfter, locale)) },
  ] as const;

  return (
    <li data-bet-round={bet.roundId} data-state={bet.state} className="flex flex-col gap-3 px-1 py-4">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <p className="font-semibold text-slate-100">{name}</p>
          <p className="text-xs text-slate-400">
            <span>{kinds(bet.kind)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={bet.playedAt} className="tabular-nums">
              {formatDateTime(bet.playedAt)}
            </time>
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_CLASS[bet.state]}`}
        >
          {t(`states.${bet.state}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {amounts.map(({ key, value }) => (
          <div key={key} data-amount={key} className="min-w-0">
            <dt className="text-xs text-slate-400">{t(key)}</dt>
            <dd className={`tabular-nums ${key === 'net' ? netClass(bet.net) : 'text-slate-100'}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-400">
        <span className="min-w-0 break-all font-mono">{t('round', { id: bet.roundId })}</span>
        {bet.verifyUrl ? (
          <a
            href={bet.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('verifyLabel', { game: name })}
            className="btn-ghost shrink-0 px-3 py-1 text-sm"
          >
            {t('verify')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
