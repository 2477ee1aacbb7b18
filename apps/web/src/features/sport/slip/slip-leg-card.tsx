'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../../../components/icons';
import { formatOdds } from '../market/odds';
import { useSportWords } from '../market/use-sport-words';
import type { SlipLeg } from './slip-state';

/**
 * One selection on the slip: its event, market and name, the price it is sent at, and what changed
 * since it was picked (a price the member has yet to accept, a market suspended).
 */
export function SlipLegCard({
  leg,
  onRemove,
  problem,
}: {
  leg: SlipLeg;
  onRemove: () => void;
  /** The refusal of this selection's single, written out. */
  problem?: string;
}) {
  const t = useTranslations('sport.slip');
  const match = useTranslations('sport.event');
  const words = useSportWords();
  const pick = words.pick(leg, leg);
  const moved = leg.live !== leg.price;

  return (
    <li
      data-slip-leg={leg.selectionId}
      className={`rounded-xl border bg-navy-950/60 p-3 ${leg.open ? 'border-white/[0.07]' : 'border-rose-400/30'}`}
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="flex items-center gap-1.5 text-[11px] text-slate-400">
            {leg.inPlay ? (
              <span className="rounded bg-rose-500/15 px-1.5 py-px font-bold text-rose-300">{t('live')}</span>
            ) : null}
            <span className="truncate">
              {match('score', { home: words.name(leg.home), away: words.name(leg.away) })}
            </span>
          </p>
          <p className="text-xs text-slate-400">{words.market(leg)}</p>
          <p className="font-semibold text-slate-50">{pick}</p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('remove', { pick })}
            className="focus-ring -mt-1 -mr-1 grid size-7 place-items-center rounded-lg text-slate-400 hover:bg-white/5 hover:text-slate-100"
          >
            <Icon name="close" width={16} height={16} />
          </button>
          {leg.open ? (
            <span data-slip-price className="text-base font-bold tabular-nums text-gold-200">
              {formatOdds(leg.price)}
            </span>
          ) : (
            <span className="flex items-center gap-1 text-xs font-semibold text-rose-300">
              <Icon name="lock" width={14} height={14} />
              {t('locked')}
            </span>
          )}
        </div>
      </div>
      {moved && leg.open ? (
        <p
          data-slip-change={leg.live > leg.price ? 'up' : 'down'}
          className={`mt-2 rounded-lg px-2 py-1 text-xs font-medium ${
            leg.live > leg.price ? 'bg-emerald-400/10 text-emerald-300' : 'bg-rose-400/10 text-rose-300'
          }`}
        >
          {t('changed', { from: formatOdds(leg.price), to: formatOdds(leg.live) })}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-xs text-rose-300">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
