'use client';

import type { TSportBet } from '@haneul/contract';
import { useTranslations } from 'next-intl';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { formatCombinedOdds, formatOdds } from '../market/odds';
import { useSportWords } from '../market/use-sport-words';
import { decidedRefusal } from '../slip/refusal-text';
import { type BetResult, betResult } from './bet-result';

const RESULT_TONES: Record<BetResult, string> = {
  waiting: 'bg-sky-400/15 text-sky-200',
  open: 'bg-gold-400/15 text-gold-200',
  won: 'bg-emerald-400/15 text-emerald-200',
  lost: 'bg-white/5 text-slate-400',
  void: 'bg-white/10 text-slate-200',
  partial: 'bg-white/10 text-slate-200',
  refused: 'bg-rose-400/15 text-rose-200',
};

type Outcome = NonNullable<TSportBet['legs'][number]['outcome']> | 'pending';
const OUTCOME_TONES: Record<Outcome, string> = {
  pending: 'text-slate-400',
  won: 'text-emerald-300',
  half_won: 'text-emerald-300',
  lost: 'text-slate-500',
  half_lost: 'text-slate-300',
  void: 'text-slate-300',
};

const FIELDS = ['stake', 'odds', 'potential', 'payout'] as const;

/** One bet of my bets: its legs with each one's result and final score, then its money. */
export function BetCard({ bet }: { bet: TSportBet }) {
  const t = useTranslations('sport.bets');
  const refused = useTranslations('sport.refused');
  const money = useTranslations('money');
  const match = useTranslations('sport.event');
  const words = useSportWords();
  const result = betResult(bet);
  const won = (amount: number) => money('won', { amount: formatNumber(amount, words.locale) });
  const prices = bet.legs.map((leg) => leg.price);
  const values: Record<(typeof FIELDS)[number], string> = {
    stake: won(bet.stake),
    odds: formatCombinedOdds(prices),
    potential: won(bet.potentialPayout),
    payout: bet.state === 'settled' ? won(bet.payout) : '-',
  };

  return (
    <li data-bet={bet.id} data-bet-result={result} className="card overflow-hidden">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-white/5 bg-navy-800/50 px-4 py-2.5">
        <span className="font-semibold text-gold-200">
          {bet.legs.length > 1 ? t('multi', { count: bet.legs.length }) : t('single')}
        </span>
        <span className="text-xs text-slate-400">{t('number', { id: bet.id })}</span>
        <time dateTime={bet.placedAt} className="text-xs text-slate-400 tabular-nums">
          {formatDateTime(bet.placedAt)}
        </time>
        <span className={`ml-auto rounded-full px-2.5 py-0.5 text-xs font-bold ${RESULT_TONES[result]}`}>
          {t(`states.${result}`)}
        </span>
      </div>
      <ul className="divide-y divide-white/5">
        {bet.legs.map((leg) => {
          const outcome: Outcome = leg.outcome ?? 'pending';
          return (
            <li
              key={leg.selectionId}
              data-leg-outcome={outcome}
              className="flex flex-col gap-1 px-4 py-3 text-sm"
            >
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-slate-400">
                <span className="font-medium text-slate-300">
                  {match('score', { home: words.name(leg.home), away: words.name(leg.away) })}
                </span>
                <time dateTime={leg.startsAt} className="tabular-nums">
                  {formatDateTime(leg.startsAt)}
                </time>
              </p>
              <div className="flex items-baseline gap-3">
                <p className="min-w-0 flex-1">
                  <span className="text-slate-400">{words.market(leg)} · </span>
                  <span className="font-semibold text-slate-50">{words.pick(leg, leg)}</span>
                </p>
                <span className="font-semibold tabular-nums text-gold-200">{formatOdds(leg.price)}</span>
                <span className={`w-16 shrink-0 text-right text-xs font-bold ${OUTCOME_TONES[outcome]}`}>
                  {t(`outcomes.${outcome}`)}
                </span>
              </div>
              {leg.score ? (
                <p data-final-score className="text-xs text-slate-400 tabular-nums">
                  {t('finalScore', { home: leg.score.home, away: leg.score.away })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {bet.state === 'refused' ? (
        <p className="border-t border-white/5 px-4 py-2 text-sm text-rose-200">
          {t('refusedReason', { reason: refused(decidedRefusal(bet.refusal)) })}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-white/5 bg-navy-950/40 px-4 py-3 text-sm sm:grid-cols-4">
        {FIELDS.map((field) => (
          <div key={field} className="flex flex-col">
            <dt className="text-xs text-slate-400">{t(field)}</dt>
            <dd data-bet-field={field} className="font-semibold tabular-nums text-slate-100">
              {values[field]}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
